import Stripe from 'stripe';
import type { BillingMode } from '../../../src/shared/contracts/billing.ts';
import {
  BILLING_PERIODS,
  chargedUsd,
  FOUNDING_CAMPAIGN,
  LOCALIZED_MONTHLY_PRICES,
  PAID_TIERS,
  stripePriceEnvName,
  type BillingPeriod,
  type PaidTier,
} from '../../../src/shared/plans.ts';
import { localizePath } from '../../../src/shared/languages.ts';
import { getEnv } from './env.ts';
import { errorResponse } from './http.ts';
import type { ServiceClient } from './supabase.ts';

/**
 * Billing on the server (docs/product-rules.md#billing): which mode this deployment bills in,
 * the Stripe client, the founding campaign's state and what a checkout charges.
 *
 * - `stripe`: STRIPE_SECRET_KEY is set; prices are the configured Stripe price ids.
 * - `test`: no Stripe key and the embedded backend turned its test mode on (only on a server
 *   that listens on this machine, or when told to): its own checkout and portal pages send
 *   correctly signed events through the same webhook handler; nothing is charged.
 * - `off`: neither; checkout answers `billing-unavailable`.
 */
export function billingMode(): BillingMode {
  if (getEnv('STRIPE_SECRET_KEY')) return 'stripe';
  return getEnv('BILLING_TEST_MODE') === 'on' ? 'test' : 'off';
}

/**
 * The Stripe client. STRIPE_API_BASE (tests only) points the SDK at a local fake of Stripe's
 * API through the SDK's own `host`, `port` and `protocol` options.
 */
export function stripeClient(): Stripe {
  const key = getEnv('STRIPE_SECRET_KEY');
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set');
  const base = getEnv('STRIPE_API_BASE');
  const target = base ? new URL(base) : null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** The webhook's signing secret: Stripe's `whsec_…`, or the test mode's own. */
export function webhookSecret(): string | null {
  return getEnv('STRIPE_WEBHOOK_SECRET') || null;
}

/** Checks the signature over the raw body and parses the event (throws when it does not hold). */
export async function verifyStripeEvent(
  raw: string,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  return (await Stripe.webhooks.constructEventAsync(
    raw,
    signature,
    secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
  )) as Stripe.Event;
}

/** The site's origin links point to. */
export function siteUrl(): string {
  return (getEnv('SITE_URL') || getEnv('SUPABASE_URL') || '').replace(/\/+$/, '');
}

export const sitePage = (path: string, language = 'en') =>
  `${siteUrl()}${localizePath(path, language)}`;

export interface CampaignState {
  endsAt: Date;
  seats: number;
  taken: number;
  joinedLastHour: number;
  /** Before its end and with seats left: founding prices are offered. */
  open: boolean;
}

export async function campaignState(db: ServiceClient): Promise<CampaignState> {
  const { data, error } = await db
    .rpc('pricing_state', { p_days: FOUNDING_CAMPAIGN.days, p_seats: FOUNDING_CAMPAIGN.seats })
    .single();
  if (error || !data) throw new Error(`pricing_state: ${error?.message ?? 'no row'}`);
  const endsAt = new Date(data.ends_at);
  return {
    endsAt,
    seats: data.seats,
    taken: data.founding_taken,
    joinedLastHour: data.joined_last_hour,
    open: endsAt.getTime() > Date.now() && data.founding_taken < data.seats,
  };
}

/** Every paid plan and period has an original-price Stripe price configured. */
export function standardPricesConfigured(): boolean {
  return PAID_TIERS.every((tier) =>
    BILLING_PERIODS.every((period) => !!getEnv(stripePriceEnvName(tier, period, 'standard'))),
  );
}

/**
 * Whether checkout charges the founding price now. In Stripe mode without original-price
 * ids configured, the configured (founding) ids keep being charged after the campaign: the
 * page then keeps showing them, and shows no countdown (nothing would change at its end).
 */
export function foundingPricesNow(mode: BillingMode, campaign: CampaignState): boolean {
  if (campaign.open) return true;
  return mode === 'stripe' && !standardPricesConfigured();
}

/** A localized monthly price for this language, when one is configured (always in test mode). */
export function localizedPrices(
  mode: BillingMode,
  language: string | undefined,
): { currency: string; creator: number; pro: number } | null {
  const entry = language
    ? (
        LOCALIZED_MONTHLY_PRICES as Record<
          string,
          { currency: string; creator: number; pro: number }
        >
      )[language]
    : undefined;
  if (!entry) return null;
  if (mode === 'test') return { ...entry };
  if (mode !== 'stripe') return null;
  const configured = (['creator', 'pro'] as const).every(
    (tier) => !!getEnv(stripePriceEnvName(tier, 'monthly', { currency: entry.currency })),
  );
  return configured ? { ...entry } : null;
}

export interface ChargedPrice {
  /** The Stripe price id (Stripe mode), or null in test mode. */
  priceId: string | null;
  amount: number;
  currency: string;
  founding: boolean;
}

/** What a checkout for this plan and period charges now, or null if no price is configured. */
export function checkoutPrice(
  mode: Exclude<BillingMode, 'off'>,
  tier: PaidTier,
  period: BillingPeriod,
  founding: boolean,
  language: string | undefined,
): ChargedPrice | null {
  const localized = period === 'monthly' ? localizedPrices(mode, language) : null;
  if (localized && (tier === 'creator' || tier === 'pro')) {
    const priceId =
      mode === 'stripe'
        ? (getEnv(stripePriceEnvName(tier, period, { currency: localized.currency })) ?? null)
        : null;
    return { priceId, amount: localized[tier], currency: localized.currency, founding };
  }
  const amount = chargedUsd(tier, period, founding);
  if (mode === 'test') return { priceId: null, amount, currency: 'USD', founding };
  const priceId = getEnv(stripePriceEnvName(tier, period, founding ? 'founding' : 'standard'));
  return priceId ? { priceId, amount, currency: 'USD', founding } : null;
}

/** The plan and period a Stripe price id stands for (any configured variant). */
export function planOfPrice(priceId: string): { tier: PaidTier; period: BillingPeriod } | null {
  const currencies = [...new Set(Object.values(LOCALIZED_MONTHLY_PRICES).map((l) => l.currency))];
  for (const tier of PAID_TIERS)
    for (const period of BILLING_PERIODS) {
      const names = [
        stripePriceEnvName(tier, period),
        stripePriceEnvName(tier, period, 'standard'),
        ...currencies.map((currency) => stripePriceEnvName(tier, period, { currency })),
      ];
      if (names.some((name) => getEnv(name) === priceId)) return { tier, period };
    }
  return null;
}

/** Random ids for the test mode's objects (`cs_local_…`, `sub_local_…`). */
export function localId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const text = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, 'A')
    .replace(/\//g, 'B')
    .replace(/=+$/, '');
  return `${prefix}_local_${text}`;
}

/** Stripe's error, in one line for the log (never its request details). */
export function describeStripeError(error: unknown): string {
  const e = error as { type?: string; code?: string; message?: string; statusCode?: number };
  return [e.type, e.code, e.statusCode, e.message].filter(Boolean).join(' ');
}

/**
 * The answer to a billing function's unexpected failure, logged in one line: Stripe's own
 * errors are the payment provider's (502), anything else ours (500).
 */
export function billingFailure(
  name: string,
  error: unknown,
  messages: { provider: string; server: string },
): Response {
  console.error(`${name} failed:`, describeStripeError(error));
  const type = (error as { type?: unknown }).type;
  return typeof type === 'string' && type.startsWith('Stripe')
    ? errorResponse(502, 'payment-provider-error', messages.provider)
    : errorResponse(500, 'server-error', messages.server);
}
