import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTION } from '../../stores/subscription-store.ts';
import { repliesPercent, trialDaysLeft } from './plan-info.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const trial = (ends: string | null) => ({
  ...DEFAULT_SUBSCRIPTION,
  subscription_tier: 'creator' as const,
  trial_ends_at: ends,
});

describe('plan info', () => {
  it('counts trial days left, rounded up, never below 0', () => {
    expect(trialDaysLeft(trial('2026-11-29T11:59:00Z'), now)).toBe(7);
    expect(trialDaysLeft(trial('2026-11-22T13:00:00Z'), now)).toBe(1);
    expect(trialDaysLeft(trial('2026-11-21T00:00:00Z'), now)).toBe(0);
  });

  it('is null without a trial end or when not trialing', () => {
    expect(trialDaysLeft(DEFAULT_SUBSCRIPTION, now)).toBeNull();
    expect(
      trialDaysLeft(
        { ...trial('2026-11-29T00:00:00Z'), subscription_status: 'active' as const },
        now,
      ),
    ).toBeNull();
  });

  it('computes the share of today’s replies used', () => {
    expect(repliesPercent(DEFAULT_SUBSCRIPTION)).toBe(0);
    expect(repliesPercent({ ...DEFAULT_SUBSCRIPTION, daily_replies_used: 2 })).toBe(40);
    expect(repliesPercent({ ...DEFAULT_SUBSCRIPTION, daily_replies_used: 9 })).toBe(100);
    expect(repliesPercent({ ...DEFAULT_SUBSCRIPTION, daily_reply_limit: 0 })).toBe(100);
  });
});
