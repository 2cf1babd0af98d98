import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render.tsx';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { Header } from './Header.tsx';

const auth = vi.hoisted(() => ({
  session: null as null | { user: { email: string } },
  signOut: vi.fn(async () => ({ error: null })),
}));

withFakeSupabase({
  mayHaveSession: () => true,
  getSupabase: async () => ({
    auth: {
      getSession: async () => ({ data: { session: auth.session }, error: null }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      signOut: auth.signOut,
    },
  }),
});

afterEach(() => {
  cleanup();
  auth.session = null;
  resetAuthStore(); // the store is app-wide: each test starts from 'loading'
});

describe('Header', () => {
  it('shows Sign In and the trial button to signed-out visitors', async () => {
    render(<Header />);
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Try it 7 days for free' }).getAttribute('href'),
      ).toBe('/auth?plan=creator'),
    );
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the menus that have built pages, and a Pricing link', () => {
    render(<Header />);
    // Channels has no built page yet, so it is not offered.
    for (const name of ['Features', 'Generators', 'Resources'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Channels' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
  });

  it('keeps the language prefix on its links', async () => {
    render(<Header />, { route: '/es/about' });
    expect(screen.getByRole('link', { name: 'ReplyPilot home' }).getAttribute('href')).toBe('/es');
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/es#pricing');
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Try it 7 days for free' }).getAttribute('href'),
      ).toBe('/es/auth?plan=creator'),
    );
  });

  it('offers the user menu and a Sign Out button once signed in', async () => {
    auth.session = { user: { email: 'ada@example.com' } };
    render(<Header />);
    const signOut = await screen.findByRole('button', { name: 'Sign Out' });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    signOut.click();
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledWith({ scope: 'global' }));
  });

  it('lists Dashboard and Account in the user menu, in the page’s language prefix', async () => {
    auth.session = { user: { email: 'ada@example.com' } };
    render(<Header />, { route: '/es/about' });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const account = await screen.findByRole('menuitem', { name: 'Account' });
    expect(account.getAttribute('href')).toBe('/es/account');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/es/dashboard',
    );
  });
});
