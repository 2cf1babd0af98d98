import { cleanup } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeSubscription } from '../../../shared/bridge/protocol.ts';
import {
  bindPlatform,
  type BillingDetails,
  type FunctionResult,
  type InvokeFunction,
  type PlatformAdapter,
} from '../../platform/index.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../stores/subscription-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { AccountPage } from './AccountPage.tsx';
import { leaveForPortal } from './PlanCard.tsx';

const DAY = 24 * 60 * 60 * 1000;

const FREE: BridgeSubscription = {
  subscription_tier: 'free',
  subscription_status: 'active',
  extension_access: false,
  tools_access: false,
  daily_reply_limit: 5,
  daily_replies_used: 0,
  trial_ends_at: null,
};
const TRIAL: BridgeSubscription = {
  ...FREE,
  subscription_tier: 'creator',
  subscription_status: 'trialing',
  daily_reply_limit: 200,
  trial_ends_at: new Date(Date.now() + 7 * DAY - 60_000).toISOString(),
};
const PRO: BridgeSubscription = {
  ...FREE,
  subscription_tier: 'pro',
  subscription_status: 'active',
};
const BILLED: BillingDetails = {
  period: 'annual',
  currentPeriodEnd: '2027-03-01T12:00:00Z',
  cancelAtPeriodEnd: false,
  hasBillingAccount: true,
  foundingMember: false,
};

const USER = {
  id: 'u1',
  email: 'ada@example.test',
  user_metadata: { full_name: 'Ada Lovelace' },
};

/** The account page over a fake platform: the plan, billing, functions and auth a test gives. */
function renderAccount({
  subscription = FREE,
  billing = null,
  invoke,
  auth = {},
  user = USER,
}: {
  subscription?: BridgeSubscription;
  billing?: BillingDetails | null;
  invoke?: (name: string, body: unknown) => Promise<FunctionResult<never>>;
  auth?: Partial<PlatformAdapter['auth']>;
  user?: Record<string, unknown>;
} = {}) {
  const base = fakePlatform();
  const calls = {
    invoke: vi.fn(invoke ?? (async () => ({ ok: false, status: null, code: 'network-error' }))),
    auth: {
      ...base.auth,
      updateProfile: vi.fn(async () => ({ ok: true as const, user: user as never })),
      changeEmail: vi.fn(async (email: string) => ({
        ok: true as const,
        user: { ...user, new_email: email } as never,
      })),
      updatePassword: vi.fn(async () => ({ ok: true as const })),
      requestPasswordReset: vi.fn(async () => ({ ok: true as const })),
      ...auth,
    },
    startTrial: vi.fn(async () => ({ ok: true as const, subscription: TRIAL })),
  };
  bindPlatform(
    fakePlatform({
      invokeFunction: calls.invoke as unknown as InvokeFunction,
      auth: calls.auth,
      subscription: {
        mine: async () => subscription,
        billing: async () => billing,
        startTrial: calls.startTrial,
      },
    }),
  );
  useAuthStore.setState({ status: 'signed-in', user: user as never });
  render(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/account' },
  );
  return calls;
}

const plan = () => screen.findByTestId('account-plan');

beforeEach(() => {
  resetAuthStore();
  resetSubscriptionStore();
});
afterEach(() => {
  cleanup();
  bindPlatform(undefined);
  resetAuthStore();
  resetSubscriptionStore();
  vi.restoreAllMocks();
});

describe('AccountPage: plan', () => {
  it('names a running trial with its days left, never a higher plan', async () => {
    renderAccount({ subscription: TRIAL });
    const name = await within(await plan()).findByTestId('plan-name');
    expect(name.textContent).toBe('Creator (trial, 7 days left)');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('shows a paid plan’s period and renewal, and opens the billing portal', async () => {
    const assign = vi.spyOn(leaveForPortal, 'to').mockImplementation(() => {});
    const calls = renderAccount({
      subscription: PRO,
      billing: BILLED,
      invoke: async () => ({
        ok: true,
        status: 200,
        data: { url: 'https://billing.example/session' } as never,
      }),
    });
    const card = await plan();
    expect((await within(card).findByTestId('plan-period')).textContent).toBe('Billed yearly');
    expect(within(card).getByTestId('plan-renewal').textContent).toBe('Renews on March 1, 2027');
    expect(within(card).getByTestId('plan-name').textContent).toBe('Pro');
    expect(within(card).queryByRole('button', { name: /trial/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/session'));
    expect(calls.invoke).toHaveBeenCalledWith('customer-portal', { language: 'en' });
  });

  it('says when a canceled plan ends, and words a portal failure', async () => {
    renderAccount({
      subscription: PRO,
      billing: { ...BILLED, period: 'monthly', cancelAtPeriodEnd: true },
      invoke: async () => ({
        ok: false,
        status: 400,
        code: 'no-billing-account',
        message: null,
        body: null,
      }),
    });
    const card = await plan();
    expect((await within(card).findByTestId('plan-renewal')).textContent).toBe(
      'Ends on March 1, 2027',
    );
    expect(within(card).getByTestId('plan-period').textContent).toBe('Billed monthly');
    fireEvent.click(within(card).getByRole('button', { name: 'Manage billing' }));
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'There is no billing to manage yet',
    );
  });

  it('explains a failed payment: update the card, the plan is kept meanwhile', async () => {
    renderAccount({ subscription: { ...PRO, subscription_status: 'past_due' }, billing: BILLED });
    const card = await plan();
    expect(await within(card).findByText('Payment failed')).toBeTruthy();
    expect(card.textContent).toContain('You keep your plan while we retry the payment');
    expect(card.textContent).toContain('Payment due');
  });

  it('offers a free account the trial and an upgrade; the trial starts in place', async () => {
    const calls = renderAccount({ subscription: FREE });
    const card = await plan();
    const upgrade = await within(card).findByRole('link', { name: 'Upgrade' });
    expect(upgrade.getAttribute('href')).toBe('/pricing');
    fireEvent.click(within(card).getByRole('button', { name: 'Start your 7-day Creator trial' }));
    await waitFor(() =>
      expect(within(card).getByTestId('plan-name').textContent).toBe(
        'Creator (trial, 7 days left)',
      ),
    );
    expect(calls.startTrial).toHaveBeenCalledOnce();
    expect(within(card).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('does not offer the trial to an account whose trial has ended', async () => {
    renderAccount({
      subscription: { ...FREE, trial_ends_at: new Date(Date.now() - DAY).toISOString() },
    });
    const card = await plan();
    await within(card).findByRole('link', { name: 'Upgrade' });
    expect(within(card).queryByRole('button', { name: /trial/ })).toBeNull();
  });
});

describe('AccountPage: profile', () => {
  it('saves the full name', async () => {
    const calls = renderAccount();
    const name = (await screen.findByLabelText(/^Full name/)) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    fireEvent.change(name, { target: { value: '  Ada King ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your name has been saved.')).toBeTruthy();
    expect(calls.auth.updateProfile).toHaveBeenCalledWith({ fullName: 'Ada King' });
  });

  it('asks for an email change and shows the pending address until it is confirmed', async () => {
    const calls = renderAccount();
    const field = await screen.findByLabelText(/^New email/);
    fireEvent.change(field, { target: { value: 'ADA@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('This is already your email.')).toBeTruthy();
    expect(calls.auth.changeEmail).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'ada.new@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    const pending = await screen.findByTestId('email-pending');
    expect(pending.textContent).toContain('We sent a confirmation link to ada@example.test');
    expect(pending.textContent).toContain('ada.new@example.test');
    expect(calls.auth.changeEmail).toHaveBeenCalledWith(
      'ada.new@example.test',
      `${window.location.origin}/account`,
    );
    // Until the link is opened the email stays.
    expect(screen.getByTestId('current-email').textContent).toBe('ada@example.test');
  });

  it('shows an address another account uses as such', async () => {
    renderAccount({
      auth: { changeEmail: async () => ({ ok: false, error: 'email-in-use' }) },
    });
    fireEvent.change(await screen.findByLabelText(/^New email/), {
      target: { value: 'taken@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another account already uses this email.',
    );
  });

  it('says the email changed when the confirmation link opened the page', async () => {
    const forget = vi.fn(async () => {});
    renderAccount({
      auth: {
        landedFrom: async () => ({ kind: 'session', type: 'email_change' }),
        forgetLanding: forget,
      },
    });
    expect(await screen.findByText('Your email is now ada@example.test.')).toBeTruthy();
    expect(forget).toHaveBeenCalled();
  });
});

describe('AccountPage: password', () => {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(within(screen.getByTestId('password')).getByLabelText(label), {
      target: { value },
    });
  const submit = () =>
    fireEvent.click(
      within(screen.getByTestId('password')).getByRole('button', { name: 'Change password' }),
    );

  it('needs the current password, and sends it with the new one', async () => {
    const calls = renderAccount();
    await screen.findByTestId('password');
    fill(/^New password/, 'new-pass-1');
    fill(/^Repeat the new password/, 'new-pass-1');
    submit();
    expect(await screen.findByText('Enter your current password.')).toBeTruthy();
    expect(calls.auth.updatePassword).not.toHaveBeenCalled();

    fill(/^Current password/, 'old-pass-1');
    submit();
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(calls.auth.updatePassword).toHaveBeenCalledWith({
      password: 'new-pass-1',
      currentPassword: 'old-pass-1',
    });
  });

  it('says when the current password is wrong', async () => {
    renderAccount({
      auth: { updatePassword: async () => ({ ok: false, error: 'current-password-mismatch' }) },
    });
    await screen.findByTestId('password');
    fill(/^Current password/, 'wrong');
    fill(/^New password/, 'new-pass-1');
    fill(/^Repeat the new password/, 'new-pass-1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your current password is not correct.',
    );
  });

  it('mails a reset link to the account instead, when the current password is not known', async () => {
    const calls = renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a reset link' }));
    expect(
      await screen.findByText('We sent a link to ada@example.test to choose a new password.'),
    ).toBeTruthy();
    expect(calls.auth.requestPasswordReset).toHaveBeenCalledWith(
      'ada@example.test',
      `${window.location.origin}/auth/reset`,
    );
  });
});

describe('AccountPage: deletion', () => {
  it('deletes through the delete-account function with the typed email, then goes home', async () => {
    const calls = renderAccount({
      invoke: async (name) =>
        name === 'delete-account'
          ? { ok: true, status: 200, data: { deleted: true, billingCanceled: false } as never }
          : { ok: false, status: null, code: 'network-error', message: null, body: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type your email to confirm'), {
      target: { value: 'ada@example.test' },
    });
    fireEvent.click(confirm);
    await screen.findByText('Home page', {}, { timeout: 3000 });
    expect(calls.invoke).toHaveBeenCalledWith('delete-account', {
      confirmEmail: 'ada@example.test',
    });
  });

  it('words a refusal and stays', async () => {
    renderAccount({
      invoke: async () => ({
        ok: false,
        status: 400,
        code: 'confirmation-mismatch',
        message: null,
        body: null,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type your email to confirm'), {
      target: { value: 'ada@example.test' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'does not match your account',
    );
  });
});
