import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { defaultUsage, type ToolUsageState } from '../../../shared/tool-gate.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import {
  DEFAULT_SUBSCRIPTION,
  resetSubscriptionStore,
  useSubscriptionStore,
} from '../../stores/subscription-store.ts';
import { fireEvent, render, screen, within } from '../../test-utils/render.tsx';
import { GateContext, type GateControls } from './gate-context.ts';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';
import { resetVerificationTimers } from './use-tool-gate.ts';
import { UsageIndicator, type UsageIndicatorVariant } from './UsageIndicator.tsx';

const TOOL = 'smart-hashtag-generator';

// The status call never answers: the seeded record stays.
withPlatform(() => fakePlatform({ invokeFunction: () => new Promise(() => {}) }));

const record = (patch: Partial<ToolUsageState> = {}): ToolUsageState => ({
  ...defaultUsage(TOOL),
  ...patch,
});

const STATES = {
  fresh: record(),
  trialUsed: record({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' }),
  waiting: record({
    totalUsage: 1,
    freeUsageRemaining: 0,
    hasSharedOnce: true,
    sharedPlatforms: ['reddit'],
    nextUnlockRequirement: 'payment',
    shareTimestamp: new Date(Date.now() - 30_000).toISOString(),
    verifyAt: new Date(Date.now() + 60_000).toISOString(),
  }),
  unlocked: record({
    totalUsage: 2,
    freeUsageRemaining: 3,
    hasSharedOnce: true,
    shareVerified: true,
    sharedPlatforms: ['twitter', 'linkedin'],
  }),
  spent: record({
    totalUsage: 5,
    freeUsageRemaining: 0,
    hasSharedOnce: true,
    shareVerified: true,
    sharedPlatforms: ['twitter'],
    nextUnlockRequirement: 'payment',
  }),
  paid: record({ totalUsage: 9, freeUsageRemaining: null, isPaidUser: true }),
};

const controls = {
  toolId: TOOL,
  prompt: null,
  openPrompt: vi.fn(),
  closePrompt: vi.fn(),
  reportUse: vi.fn(),
} satisfies GateControls;

function show(state: ToolUsageState, variant: UsageIndicatorVariant, wrapped = true) {
  useToolGateStore.getState().setRecord(state);
  const ui = <UsageIndicator toolId={TOOL} variant={variant} />;
  return render(wrapped ? <GateContext.Provider value={controls}>{ui}</GateContext.Provider> : ui, {
    route: '/tools/smart-hashtag-generator',
  });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetVerificationTimers();
  resetToolGateStore();
  resetAuthStore();
  resetSubscriptionStore();
  localStorage.clear();
  sessionStorage.clear();
});

describe('UsageIndicator badge: one status line beside the submit button', () => {
  it.each([
    ['fresh', 'first', '1 free use, then 4 more when you share'],
    ['trialUsed', 'shareNext', 'Free use spent: share for 4 more'],
    ['waiting', 'unlocking', 'Thanks for sharing! 4 more uses unlock shortly'],
    ['unlocked', 'remaining', '3 free uses remaining'],
    ['spent', 'spent', 'All 5 free uses spent'],
    ['paid', 'unlimited', "Unlimited access - you're all set!"],
  ] as const)('%s: %s', (state, key, text) => {
    show(STATES[state], 'badge');
    const line = screen.getByRole('status');
    expect(line.textContent).toBe(text);
    expect(line.dataset.state).toBe(key);
  });

  it('never counts the allowance as "0 of 5" before the first use', () => {
    show(STATES.fresh, 'badge');
    expect(screen.getByRole('status').textContent).not.toMatch(/0 of 5/);
  });
});

describe('UsageIndicator notice: the next step, under the result', () => {
  it('is absent while a use is allowed', () => {
    for (const state of [STATES.fresh, STATES.unlocked, STATES.paid]) {
      show(state, 'notice');
      expect(screen.queryByRole('status')).toBeNull();
      cleanup();
    }
  });

  it('after the free use: share for 4 more, or the 7-day trial beside it', () => {
    show(STATES.trialUsed, 'notice');
    const notice = screen.getByRole('status');
    expect(notice.dataset.state).toBe('share');
    expect(notice.textContent).toContain(
      "You've used your free use of this tool. Share it to unlock 4 more free uses, or start the 7-day free trial for unlimited use.",
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Share to unlock 4 more' }));
    expect(controls.openPrompt).toHaveBeenCalledWith('share');
    const trial = within(notice).getByRole('link', { name: 'Start 7-day free trial' });
    expect(trial.getAttribute('href')).toBe('/auth?plan=creator');
    // A visitor comes back to the tool once signed up.
    fireEvent.click(trial);
    expect(sessionStorage.getItem('returnUrl')).toBe('/tools/smart-hashtag-generator');
  });

  it('while the share unlocks: thanks and the time left, no claim of a check', () => {
    show(STATES.waiting, 'notice');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(
      'Thanks for sharing! Your 4 more free uses unlock in a minute or two.',
    );
    expect(notice.textContent).not.toMatch(/verif/i);
    expect(
      within(notice).getByRole('progressbar', { name: 'Time until your free uses unlock' }),
    ).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('after the share uses: the trial first, then the plans with the price', () => {
    show(STATES.spent, 'notice');
    const notice = screen.getByRole('status');
    expect(notice.dataset.state).toBe('payment');
    expect(notice.textContent).toContain(
      "You've used all 5 free uses of this tool. Start the 7-day free trial or upgrade for unlimited use, from $9.99/month.",
    );
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Start 7-day free trial', '/auth?plan=creator'],
      ['See plans and pricing', '/#pricing'],
    ]);
  });

  it('offers the trial to a signed-in free user who never had one', () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    useSubscriptionStore.setState({
      subscription: { ...DEFAULT_SUBSCRIPTION, trial_ends_at: null },
    });
    show(STATES.trialUsed, 'notice');
    // Signed in: a button that starts the trial in place (see TrialButton.test.tsx).
    expect(screen.getByRole('button', { name: 'Start 7-day free trial' })).toBeTruthy();
  });

  it('leaves the trial out once the account had one', () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    useSubscriptionStore.setState({
      subscription: {
        ...DEFAULT_SUBSCRIPTION,
        subscription_status: 'active',
        trial_ends_at: '2026-01-08T00:00:00.000Z',
      },
    });
    show(STATES.trialUsed, 'notice');
    expect(screen.getByRole('status').textContent).toContain(
      "You've used your free use of this tool. Share it to unlock 4 more free uses.",
    );
    expect(screen.queryByRole('link', { name: 'Start 7-day free trial' })).toBeNull();
    cleanup();
    show(STATES.spent, 'notice');
    expect(screen.getByRole('status').textContent).toContain(
      "You've used all 5 free uses of this tool. Upgrade for unlimited use, from $9.99/month.",
    );
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toBeTruthy();
  });

  it('outside a ToolWrapper it offers no share button (the dialog lives there)', () => {
    show(STATES.trialUsed, 'notice', false);
    expect(screen.queryByRole('button', { name: 'Share to unlock 4 more' })).toBeNull();
  });
});
