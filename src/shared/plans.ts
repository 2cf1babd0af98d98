/**
 * The single source of plans, limits and prices (docs/product-rules.md#plans-trial-and-limits).
 * The database mirrors the limits in `public.plan_limits` (see supabase/migrations);
 * `plans.test.ts` fails when the two drift apart.
 */

export const PLAN_TIERS = ['free', 'starter', 'creator', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface PlanLimits {
  /** Daily AI replies the extension may post. */
  dailyReplyLimit: number;
  /** Unlimited use of the free tools. */
  toolsAccess: boolean;
  /** May use the browser extension (every signed-in user may, within the allowance). */
  extensionAccess: boolean;
  /** Saved Workspace items; null = unlimited. */
  workspaceItemLimit: number | null;
}

export const PLAN_LIMITS: Record<PlanTier, PlanLimits> = {
  free: { dailyReplyLimit: 5, toolsAccess: false, extensionAccess: true, workspaceItemLimit: 10 },
  starter: {
    dailyReplyLimit: 50,
    toolsAccess: true,
    extensionAccess: true,
    workspaceItemLimit: null,
  },
  creator: {
    dailyReplyLimit: 200,
    toolsAccess: true,
    extensionAccess: true,
    workspaceItemLimit: null,
  },
  pro: { dailyReplyLimit: 500, toolsAccess: true, extensionAccess: true, workspaceItemLimit: null },
  enterprise: {
    dailyReplyLimit: 500,
    toolsAccess: true,
    extensionAccess: true,
    workspaceItemLimit: null,
  },
};

/** Used only when a subscription record lacks the field. */
export const FALLBACK_DAILY_REPLY_LIMIT = 25;

/** Hard ceiling per X account per day, whatever the plan. */
export const MAX_REPLIES_PER_ACCOUNT_PER_DAY = 350;

export const TRIAL_DAYS = 7;
export const TRIAL_TIER: PlanTier = 'creator';

/** The legacy tier name `bold` is the `pro` plan. */
export function normalizeTier(tier: string | null | undefined): PlanTier {
  if (tier === 'bold') return 'pro';
  return (PLAN_TIERS as readonly string[]).includes(tier ?? '') ? (tier as PlanTier) : 'free';
}

/** Prices in USD: what is charged, and the struck-through original. */
export interface PlanPrice {
  monthly: number;
  monthlyOriginal: number;
  annual: number;
  annualOriginal: number;
}

export const PLAN_PRICES: Record<Exclude<PlanTier, 'enterprise'>, PlanPrice> = {
  free: { monthly: 0, monthlyOriginal: 0, annual: 0, annualOriginal: 0 },
  starter: { monthly: 9.99, monthlyOriginal: 19.99, annual: 99.99, annualOriginal: 199.99 },
  creator: { monthly: 29.99, monthlyOriginal: 59.99, annual: 299.99, annualOriginal: 599.99 },
  pro: { monthly: 49.99, monthlyOriginal: 99.99, annual: 499.99, annualOriginal: 999.99 },
};

/**
 * The cheapest plan with unlimited tool use and its monthly price: the figure every
 * "Upgrade to unlimited access for just …" message quotes, never a price typed into copy.
 */
export function cheapestUnlimitedToolPlan(): { tier: PlanTier; monthly: number } {
  const paid = (Object.keys(PLAN_PRICES) as (keyof typeof PLAN_PRICES)[])
    .filter((tier) => PLAN_LIMITS[tier].toolsAccess)
    .sort((a, b) => PLAN_PRICES[a].monthly - PLAN_PRICES[b].monthly);
  const tier = paid[0]!;
  return { tier, monthly: PLAN_PRICES[tier].monthly };
}

/** `$9.99`: US-dollar amounts as the gate and save copy show them. */
export function formatUsd(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
