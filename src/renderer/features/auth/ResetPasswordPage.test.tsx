import { cleanup } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindPlatform, type AuthRedirect, type AuthRepository } from '../../platform/index.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render.tsx';
import { AuthPage } from './AuthPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

/** The platform's auth with what a test needs; every call is recorded. */
function withAuth(parts: Partial<AuthRepository>) {
  const base = fakePlatform().auth;
  const auth = {
    ...base,
    updatePassword: vi.fn(base.updatePassword),
    requestPasswordReset: vi.fn(base.requestPasswordReset),
    signOutOthers: vi.fn(async () => true),
    forgetLanding: vi.fn(async () => {}),
    ...parts,
  };
  bindPlatform(fakePlatform({ auth }));
  return auth;
}

const landed = (redirect: AuthRedirect | null) => async () => redirect;

function renderReset(route = '/auth/reset') {
  return render(
    <Routes>
      <Route path="/auth/reset" element={<ResetPasswordPage />} />
      <Route path="/:lang/auth/reset" element={<ResetPasswordPage />} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => useAuthStore.setState({ status: 'signed-out', session: null, user: null }));
afterEach(() => {
  cleanup();
  bindPlatform(undefined);
  resetAuthStore();
});

describe('ResetPasswordPage', () => {
  it('takes a new password twice from a reset link, then lands on the dashboard', async () => {
    useAuthStore.setState({
      status: 'signed-in',
      user: { id: 'u1', email: 'ada@example.test' } as never,
    });
    const auth = withAuth({
      landedFrom: landed({ kind: 'session', type: 'recovery' }),
      updatePassword: vi.fn(async () => ({ ok: true as const })),
    });
    renderReset();
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText(/ada@example\.test/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(auth.updatePassword).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-pass-1' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), {
      target: { value: 'new-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByText('Dashboard page');
    // No current password: the link's session may set one.
    expect(auth.updatePassword).toHaveBeenCalledWith({ password: 'new-pass-1' });
    expect(auth.signOutOthers).toHaveBeenCalled();
    expect(auth.forgetLanding).toHaveBeenCalled();
  });

  it('says a used or expired link did not work, and asks for a new one', async () => {
    const auth = withAuth({
      landedFrom: landed({ kind: 'error', code: 'otp_expired' }),
      requestPasswordReset: vi.fn(async () => ({ ok: true as const })),
    });
    renderReset('/es/auth/reset');
    await screen.findByRole('heading', { level: 1, name: 'This reset link did not work' });
    expect(screen.getByRole('alert').textContent).toContain('already used or has expired');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toContain('ada@example.test');
    // The new link lands on the reset page in the same language.
    expect(auth.requestPasswordReset).toHaveBeenCalledWith(
      'ada@example.test',
      `${window.location.origin}/es/auth/reset`,
    );
  });

  it('says so when the link’s session may no longer set a password', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1', email: 'a@b.test' } as never });
    withAuth({
      landedFrom: landed({ kind: 'session', type: 'recovery' }),
      updatePassword: vi.fn(async () => ({
        ok: false as const,
        error: 'current-password-required' as const,
      })),
    });
    renderReset();
    fireEvent.change(await screen.findByLabelText(/^New password/), {
      target: { value: 'new-pass-1' },
    });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), {
      target: { value: 'new-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your reset link has expired');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('explains the page to a visit without a link', async () => {
    withAuth({ landedFrom: landed(null) });
    renderReset();
    await screen.findByRole('heading', { level: 1, name: 'Open the link from your email' });
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await screen.findByText('Sign-in page');
  });
});

describe('AuthPage: forgot password', () => {
  it('asks for a reset link with the typed email, and answers the same for any email', async () => {
    const auth = withAuth({
      requestPasswordReset: vi.fn(async () => ({ ok: true as const })),
    });
    render(<AuthPage />, { route: '/fr/auth' });
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'nobody@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('nobody@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(auth.requestPasswordReset).toHaveBeenCalledWith(
        'nobody@example.test',
        `${window.location.origin}/fr/auth/reset`,
      ),
    );
    expect((await screen.findByTestId('reset-sent')).textContent).toContain(
      'If an account exists for nobody@example.test',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('tab', { name: 'Sign in' });
  });

  it('shows why a reset email could not be sent', async () => {
    withAuth({
      requestPasswordReset: vi.fn(async () => ({
        ok: false as const,
        error: 'rate-limited' as const,
      })),
    });
    render(<AuthPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
