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

/* ------------------------------------------------------------------------------------------
 * Billing: periods, what a checkout charges, the founding campaign and the comparison table.
 * ---------------------------------------------------------------------------------------- */

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The plans a card offers with a checkout (free needs none; enterprise is a conversation). */
export const PAID_TIERS = ['starter', 'creator', 'pro'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const isPaidTier = (tier: string): tier is PaidTier =>
  (PAID_TIERS as readonly string[]).includes(tier);

/** The four cards, in order. */
export const PRICING_CARD_TIERS = ['free', 'starter', 'creator', 'pro'] as const;

/** The annual price is ten months of the monthly one: the badge says so. */
export const ANNUAL_MONTHS_FREE = 2;

/**
 * Founding prices are the discounted ones (`PLAN_PRICES[tier].monthly`/`.annual`), half the
 * original. They are offered while the founding campaign is open: until its end (stored on the
 * server when it first starts, the same for every visitor) and while founding seats remain.
 * Whoever subscribes meanwhile keeps the price; afterwards checkout charges the original.
 */
export const FOUNDING_DISCOUNT_PERCENT = 50;
export const FOUNDING_CAMPAIGN = {
  /** Length of the campaign from its first start. */
  days: 3,
  /** Founding seats; spots left = seats minus real founding subscribers. */
  seats: 50,
  /** The countdown's second level ("Limited Time") at or under this many hours left. */
  urgentHours: 48,
  /** The third level ("Offer Ends in Hours!", "ENDING SOON") at or under this many. */
  finalHours: 6,
  /** Scarcity bands by spots left: high at or under `high`, medium at or under `medium`. */
  scarcity: { high: 20, medium: 40 },
  /** "Joined in the last hour" shows only from this many real sign-ups (never one person). */
  joinersMin: 3,
} as const;

/** What a checkout charges for a plan and period, founding or standard, in US dollars. */
export function chargedUsd(tier: PaidTier, period: BillingPeriod, founding: boolean): number {
  const price = PLAN_PRICES[tier];
  if (period === 'monthly') return founding ? price.monthly : price.monthlyOriginal;
  return founding ? price.annual : price.annualOriginal;
}

/**
 * Monthly prices in the visitor's own currency for creator and pro, shown (and charged) only
 * where a price in that currency is configured on the server: then the pricing function says
 * so. Amounts are whole units of the currency.
 */
export const LOCALIZED_MONTHLY_PRICES = {
  es: { currency: 'EUR', creator: 35, pro: 69 },
  fr: { currency: 'EUR', creator: 37, pro: 75 },
  de: { currency: 'EUR', creator: 39, pro: 79 },
  it: { currency: 'EUR', creator: 37, pro: 75 },
  nl: { currency: 'EUR', creator: 39, pro: 79 },
  pt: { currency: 'BRL', creator: 29, pro: 59 },
  ja: { currency: 'JPY', creator: 4200, pro: 8500 },
  ko: { currency: 'KRW', creator: 45000, pro: 90000 },
  zh: { currency: 'CNY', creator: 268, pro: 538 },
} as const satisfies Record<string, { currency: string; creator: number; pro: number }>;
export const LOCALIZED_TIERS = ['creator', 'pro'] as const;

/**
 * The environment variable holding a plan's Stripe price id. Founding prices:
 * `STRIPE_PRICE_CREATOR_MONTHLY`; original prices after the campaign:
 * `STRIPE_PRICE_CREATOR_MONTHLY_STANDARD`; a localized monthly price:
 * `STRIPE_PRICE_CREATOR_MONTHLY_EUR`.
 */
export function stripePriceEnvName(
  tier: PaidTier,
  period: BillingPeriod,
  variant: 'founding' | 'standard' | { currency: string } = 'founding',
): string {
  const base = `STRIPE_PRICE_${tier.toUpperCase()}_${period.toUpperCase()}`;
  if (variant === 'founding') return base;
  if (variant === 'standard') return `${base}_STANDARD`;
  return `${base}_${variant.currency.toUpperCase()}`;
}

/**
 * The comparison table: only what the product enforces or delivers, each value derived from
 * the limits above. `number` rows show the figure, `boolean` rows a tick or a dash.
 */
export type FeatureValue =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'unlimited' }
  | { kind: 'tool-uses' };

export const PLAN_FEATURE_ROWS = [
  'toolUses',
  'dailyReplies',
  'extension',
  'workspaceItems',
  'replyVoice',
  'pacing',
  'trial',
] as const;
export type PlanFeatureRow = (typeof PLAN_FEATURE_ROWS)[number];

export function planFeature(tier: PlanTier, row: PlanFeatureRow): FeatureValue {
  const limits = PLAN_LIMITS[tier];
  switch (row) {
    case 'toolUses':
      return limits.toolsAccess ? { kind: 'unlimited' } : { kind: 'tool-uses' };
    case 'dailyReplies':
      // Over all of the user's X accounts; one X account gets at most the safety cap.
      return { kind: 'number', value: limits.dailyReplyLimit };
    case 'extension':
      return { kind: 'boolean', value: limits.extensionAccess };
    case 'workspaceItems':
      return limits.workspaceItemLimit === null
        ? { kind: 'unlimited' }
        : { kind: 'number', value: limits.workspaceItemLimit };
    case 'replyVoice':
    case 'pacing':
      return { kind: 'boolean', value: limits.extensionAccess };
    case 'trial':
      return { kind: 'boolean', value: tier !== 'free' };
  }
}
