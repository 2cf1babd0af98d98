import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { defaultUsage, type ToolUsageState } from '../../../shared/tool-gate.ts';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { fireEvent, render, screen, within } from '../../test-utils/render.tsx';
import { GateContext, type GateControls } from './gate-context.ts';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';
import { resetVerificationTimers } from './use-tool-gate.ts';
import { UsageIndicator } from './UsageIndicator.tsx';

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

function show(state: ToolUsageState, variant: 'banner' | 'badge' | 'card', wrapped = true) {
  useToolGateStore.getState().setRecord(state);
  const ui = <UsageIndicator toolId={TOOL} variant={variant} />;
  return render(wrapped ? <GateContext.Provider value={controls}>{ui}</GateContext.Provider> : ui);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetVerificationTimers();
  resetToolGateStore();
  resetAuthStore();
  localStorage.clear();
});

describe('UsageIndicator banner', () => {
  it('default state: status text and a labelled progress bar', () => {
    show(STATES.fresh, 'banner');
    const banner = screen.getByRole('status');
    expect(banner.dataset.state).toBe('default');
    expect(within(banner).getByText('Try your first free generation!')).toBeTruthy();
    expect(within(banner).getByText('0 of 5 free uses used')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Free uses used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
  });

  it('default state after the share: n remaining and 40%', () => {
    show(STATES.unlocked, 'banner');
    expect(screen.getByText('3 free uses remaining')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Free uses used' }).getAttribute('aria-valuenow'),
    ).toBe('40');
  });

  it('share state: the gate message and a button that opens the share prompt', () => {
    show(STATES.trialUsed, 'banner');
    expect(screen.getByRole('status').dataset.state).toBe('share');
    expect(
      screen.getByText(
        "You've used your free trial! Share ReplyPilot on social media to unlock 4 more free uses.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Share to unlock' }));
    expect(controls.openPrompt).toHaveBeenCalledWith('share');
  });

  it('share state while verifying: the waiting message and the way to the progress', () => {
    show(STATES.waiting, 'banner');
    expect(
      screen.getByText("We're verifying your share. This usually takes 1-2 minutes."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See progress' }));
    expect(controls.openPrompt).toHaveBeenCalledWith('share');
  });

  it('payment state: the price from the plan config and the upgrade button', () => {
    show(STATES.spent, 'banner');
    expect(screen.getByRole('status').dataset.state).toBe('payment');
    expect(
      screen.getByText(
        "You've used all 5 free generations! Upgrade to unlimited access for just $9.99/month.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(controls.openPrompt).toHaveBeenCalledWith('payment');
  });

  it('Pro state', () => {
    show(STATES.paid, 'banner');
    expect(screen.getByRole('status').dataset.state).toBe('pro');
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText("Unlimited access - you're all set!")).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('outside a ToolWrapper it explains without offering buttons', () => {
    show(STATES.trialUsed, 'banner', false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('UsageIndicator badge', () => {
  it.each([
    ['fresh', 'Try your first free generation!'],
    ['trialUsed', '0 free uses remaining'],
    ['unlocked', '3 free uses remaining'],
    ['paid', "Unlimited access - you're all set!"],
  ] as const)('%s: %s', (state, text) => {
    show(STATES[state], 'badge');
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});

describe('UsageIndicator card', () => {
  it('shows uses so far of 5, progress, platforms shared and the next step', () => {
    show(STATES.unlocked, 'card');
    const card = screen.getByRole('region', { name: 'Your free uses' });
    expect(within(card).getByText('2 of 5')).toBeTruthy();
    expect(within(card).getByText('X, LinkedIn')).toBeTruthy();
    expect(within(card).getByText('Nothing to do - keep creating')).toBeTruthy();
    expect(
      within(card)
        .getByRole('progressbar', { name: 'Free uses used' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');
  });

  it('names the requirement in each blocked state', () => {
    show(STATES.trialUsed, 'card');
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(screen.getByText('Share once to unlock 4 more free uses')).toBeTruthy();
    cleanup();
    show(STATES.waiting, 'card');
    expect(screen.getByText('Reddit')).toBeTruthy();
    expect(screen.getByText('Wait for your share to be verified')).toBeTruthy();
    cleanup();
    show(STATES.spent, 'card');
    expect(screen.getByText('Upgrade for unlimited access')).toBeTruthy();
    cleanup();
    show(STATES.paid, 'card');
    expect(screen.getByText('Unlimited')).toBeTruthy();
    expect(screen.getByText('Nothing - you have unlimited access')).toBeTruthy();
  });
});
