import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTION } from '../../stores/subscription-store.ts';
import { VISITOR, viewerOf } from './viewer.ts';

const DAY = 24 * 3600 * 1000;
const now = Date.parse('2026-11-26T12:00:00Z');

describe('viewer', () => {
  it('a visitor is offered the checkout trial and has no plan', () => {
    expect(viewerOf(false, null)).toBe(VISITOR);
    expect(VISITOR.checkoutTrial).toBe(true);
  });

  it('a signed-in user whose plan is not loaded yet is promised nothing', () => {
    expect(viewerOf(true, null, now)).toEqual({
      signedIn: true,
      currentTier: null,
      trial: null,
      checkoutTrial: false,
    });
  });

  it('the free fallback record is the free plan, with the trial still to have', () => {
    expect(viewerOf(true, DEFAULT_SUBSCRIPTION, now)).toMatchObject({
      currentTier: 'free',
      trial: null,
      checkoutTrial: true,
    });
  });

  it('a running trial is a trial, never a current paid plan', () => {
    const trialing = {
      ...DEFAULT_SUBSCRIPTION,
      subscription_tier: 'creator' as const,
      subscription_status: 'trialing' as const,
      trial_ends_at: new Date(now + 1.2 * DAY).toISOString(),
    };
    expect(viewerOf(true, trialing, now)).toMatchObject({
      currentTier: null,
      trial: { tier: 'creator', daysLeft: 2 },
      checkoutTrial: false,
    });
  });

  it('a canceled plan reads as the free plan, an active one as itself', () => {
    const canceled = {
      ...DEFAULT_SUBSCRIPTION,
      subscription_tier: 'pro' as const,
      subscription_status: 'canceled' as const,
    };
    expect(viewerOf(true, canceled, now).currentTier).toBe('free');
    const active = { ...canceled, subscription_status: 'active' as const };
    expect(viewerOf(true, active, now).currentTier).toBe('pro');
  });
});
