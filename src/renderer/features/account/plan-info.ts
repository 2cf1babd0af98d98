import type { Subscription } from '../../stores/subscription-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a running trial (rounded up), 0 once ended; null when not on a trial. */
export function trialDaysLeft(subscription: Subscription, now = Date.now()): number | null {
  if (subscription.subscription_status !== 'trialing' || !subscription.trial_ends_at) return null;
  const end = Date.parse(subscription.trial_ends_at);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** Percentage of today's allowance used, 0…100 (a limit of 0 counts as used up). */
export function repliesPercent(subscription: Subscription): number {
  const { daily_replies_used: used, daily_reply_limit: limit } = subscription;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}
