import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import {
  DEFAULT_SUBSCRIPTION,
  resetSubscriptionStore,
  useSubscriptionStore,
} from '../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render.tsx';
import { TrialButton } from './TrialButton.tsx';

const english = (await import('../../locales/en/gate.json')).default;
const TRIALING = {
  ...DEFAULT_SUBSCRIPTION,
  subscription_tier: 'creator',
  subscription_status: 'trialing',
  tools_access: true,
  daily_reply_limit: 200,
  trial_ends_at: '2026-12-03T00:00:00.000Z',
} as const;

const startTrial = vi.fn();
withPlatform(() =>
  fakePlatform({
    subscription: {
      mine: async () => null,
      billing: async () => null,
      startTrial: () => startTrial(),
    },
  }),
);

afterEach(() => {
  cleanup();
  startTrial.mockReset();
  resetAuthStore();
  resetSubscriptionStore();
  resetToastsForTests();
});

const titles = () => useToastStore.getState().toasts.map((t) => t.title);

describe('TrialButton', () => {
  it('sends a visitor to the sign-up that starts the trial', () => {
    render(<TrialButton />, { route: '/es/tools/reply-grader' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/es/auth?plan=creator');
    expect(startTrial).not.toHaveBeenCalled();
  });

  it('starts the trial of a signed-in account that never had one, in place', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    startTrial.mockResolvedValue({ ok: true, subscription: TRIALING });
    render(<TrialButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-day free trial' }));
    await waitFor(() => expect(useSubscriptionStore.getState().subscription).toEqual(TRIALING));
    expect(startTrial).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual([english.toast.trialStarted.replace('{{days}}', '7')]);
  });

  it('says so when the account already had its trial, and changes nothing', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    startTrial.mockResolvedValue({ ok: false, code: 'trial-unavailable' });
    render(<TrialButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Start 7-day free trial' }));
    await waitFor(() => expect(titles()).toEqual([english.toast.trialUnavailable]));
    expect(useSubscriptionStore.getState().subscription).toBeNull();
  });
});
