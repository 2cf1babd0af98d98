import { normalizeTier, TRIAL_DAYS, type PlanTier } from '../../../shared/plans.ts';
import type { Subscription } from '../../stores/subscription-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is looking at the plans, as far as the cards need to know. */
export interface Viewer {
  signedIn: boolean;
  /** The plan the signed-in account is on (not a trial); null when unknown or signed out. */
  currentTier: PlanTier | null;
  /** A running trial of a paid plan, with whole days left (rounded up). */
  trial: { tier: PlanTier; daysLeft: number } | null;
  /**
   * A checkout would start with the free trial: the account never had one (the server's
   * rule: no trial end recorded). Visitors are told it applies once per account.
   */
  checkoutTrial: boolean;
}

export const VISITOR: Viewer = {
  signedIn: false,
  currentTier: null,
  trial: null,
  checkoutTrial: TRIAL_DAYS > 0,
};

export function viewerOf(
  signedIn: boolean,
  subscription: Subscription | null,
  now = Date.now(),
): Viewer {
  if (!signedIn) return VISITOR;
  if (!subscription) return { signedIn, currentTier: null, trial: null, checkoutTrial: false };
  const tier = normalizeTier(subscription.subscription_tier);
  const checkoutTrial = TRIAL_DAYS > 0 && subscription.trial_ends_at === null;
  const { subscription_status: status, trial_ends_at: trialEnd } = subscription;
  if (status === 'trialing' && tier !== 'free' && trialEnd) {
    const end = Date.parse(trialEnd);
    const daysLeft = Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / DAY_MS));
    return { signedIn, currentTier: null, trial: { tier, daysLeft }, checkoutTrial };
  }
  const lapsed = status === 'canceled' || status === 'incomplete';
  return { signedIn, currentTier: lapsed ? 'free' : tier, trial: null, checkoutTrial };
}
