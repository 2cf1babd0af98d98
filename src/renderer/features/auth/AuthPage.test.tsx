import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render.tsx';
import { AuthPage } from './AuthPage.tsx';

const sent = vi.hoisted(() => ({ requests: [] as unknown[] }));

withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (_name: string, body: unknown) => {
      sent.requests.push(body);
      return { ok: true, status: 200, data: { success: true } };
    }) as never,
  }),
);

afterEach(() => {
  cleanup();
  sent.requests = [];
  resetAuthStore();
});

const email = () => screen.getByRole('textbox', { name: /Email/ });
const password = () => screen.getByLabelText(/^Password/);

describe('AuthPage form', () => {
  it('types the email and password left to right, also on an Arabic page', () => {
    render(<AuthPage />, { route: '/ar/auth' });
    // Mantine puts `dir` on the field's wrapper: the input and its show/hide button follow it.
    expect(email().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(password().closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });

  it('shows the password length hint on sign-up only', () => {
    render(<AuthPage />, { route: '/auth' });
    expect(screen.queryByText('At least 6 characters')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
  });

  it('replaces the form by "Check your email" once the link is sent, with a way back', async () => {
    render(<AuthPage />, { route: '/auth' });
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const notice = await screen.findByTestId('auth-notice');
    expect(notice.textContent).toContain('Check your email');
    expect(notice.textContent).toContain('ada@example.com');
    expect(document.activeElement).toBe(notice);
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
    expect(sent.requests).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    expect((email() as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.queryByTestId('auth-notice')).toBeNull();
  });
});
