import { z } from 'zod';
import { SITE_LANGUAGE_CODES } from '../languages.ts';
import { BILLING_PERIODS, PAID_TIERS, PLAN_TIERS, SUBSCRIPTION_STATUSES } from '../plans.ts';
import type { FunctionErrorCode } from './errors.ts';

/**
 * Billing (docs/product-rules.md#billing). The browser never names a price, an amount, a
 * customer or a return address: it names a plan and a period, and the server derives the rest
 * from the signed-in user and the pricing config. Stripe's keys stay on the server.
 *
 * - `pricing`: what the pricing page may truthfully show (billing mode, the founding campaign,
 *   spots left, real sign-ups in the last hour, a localized price if one is configured).
 * - `create-checkout-session`: a Stripe Checkout (or, without Stripe keys, the embedded
 *   backend's test-mode checkout) for the signed-in user.
 * - `checkout-status`: what became of a checkout the caller started (`/welcome`).
 * - `customer-portal`: Stripe's customer portal (or the test-mode one) for the caller.
 * - `delete-account`: cancels billing, then deletes the caller's account and data.
 */
export const BILLING_MAX_BODY_BYTES = 2 * 1024;

const Plan = z.enum(PAID_TIERS, { error: `plan must be one of ${PAID_TIERS.join(', ')}` });
const Period = z.enum(BILLING_PERIODS, {
  error: `period must be one of ${BILLING_PERIODS.join(', ')}`,
});
const Language = z.enum(SITE_LANGUAGE_CODES, { error: 'language must be a site language code' });

/** Stripe's checkout session ids (`cs_test_…`, `cs_live_…`) and the test mode's (`cs_local_…`). */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{8,250}$/;

export const BILLING_MODES = ['stripe', 'test', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const PricingRequestSchema = z.strictObject({ language: Language.optional() });
export const PricingResponseSchema = z.object({
  /** `test`: no Stripe account; the embedded backend's test-mode checkout. `off`: none. */
  billing: z.enum(BILLING_MODES),
  /** Founding prices are charged now (the campaign is open and seats remain). */
  foundingPrices: z.boolean(),
  /** The campaign end, when a countdown to it is true (null: no countdown to show). */
  countdownEndsAt: z.iso.datetime({ offset: true }).nullable(),
  /** Founding seats left, when the campaign is open. */
  spotsLeft: z.number().int().min(0).nullable(),
  seats: z.number().int().min(0),
  /** Real sign-ups in the last hour, when at least the configured minimum. */
  joinedLastHour: z.number().int().min(0).nullable(),
  /** The monthly creator and pro prices in the visitor's currency, when configured. */
  localized: z.object({ currency: z.string(), creator: z.number(), pro: z.number() }).nullable(),
});
export type PricingAnswer = z.infer<typeof PricingResponseSchema>;

export const CheckoutRequestSchema = z.strictObject({
  plan: Plan,
  period: Period,
  /** The page's language: a localized monthly price applies when one is configured. */
  language: Language.optional(),
  /** The suite the plan unlocks; there is one. */
  toolSuite: z.literal('unified_platform').optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;
export const CheckoutResponseSchema = z.object({
  url: z.string().url(),
  sessionId: z.string().regex(CHECKOUT_SESSION_ID_PATTERN),
  mode: z.enum(['stripe', 'test']),
});

export const CheckoutStatusRequestSchema = z.strictObject({
  sessionId: z.string().regex(CHECKOUT_SESSION_ID_PATTERN, 'sessionId is not a checkout id'),
});
export const CheckoutStatusResponseSchema = z.object({
  /** `complete`: paid (or the trial started); `open`: not finished; `expired`: abandoned. */
  checkout: z.enum(['complete', 'open', 'expired']),
  plan: z.enum(PAID_TIERS),
  period: z.enum(BILLING_PERIODS),
  /** The subscription record already shows the plan (the webhook has been applied). */
  applied: z.boolean(),
  tier: z.enum(PLAN_TIERS),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type CheckoutStatus = z.infer<typeof CheckoutStatusResponseSchema>;

export const PortalRequestSchema = z.strictObject({
  language: Language.optional(),
});
export const PortalResponseSchema = z.object({ url: z.string().url() });

export const DeleteAccountRequestSchema = z.strictObject({
  /** The account's email, typed again by the user. */
  confirmEmail: z.string().trim().min(3).max(254),
});
export const DeleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** A subscription was canceled first. */
  billingCanceled: z.boolean(),
});

const COMMON = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];

export const PRICING_CODES = [
  ...COMMON,
  'rate-limited',
] as const satisfies readonly FunctionErrorCode[];
export const CHECKOUT_CODES = [
  ...COMMON,
  'sign-in-required',
  'account-not-found',
  'rate-limited',
  'billing-unavailable',
  'already-subscribed',
  'payment-provider-error',
] as const satisfies readonly FunctionErrorCode[];
export const CHECKOUT_STATUS_CODES = [
  ...COMMON,
  'sign-in-required',
  'account-not-found',
  'checkout-not-found',
  'billing-unavailable',
  'payment-provider-error',
] as const satisfies readonly FunctionErrorCode[];
export const PORTAL_CODES = [
  ...COMMON,
  'sign-in-required',
  'account-not-found',
  'no-billing-account',
  'billing-unavailable',
  'payment-provider-error',
] as const satisfies readonly FunctionErrorCode[];
export const DELETE_ACCOUNT_CODES = [
  ...COMMON,
  'sign-in-required',
  'account-not-found',
  'confirmation-mismatch',
  'payment-provider-error',
] as const satisfies readonly FunctionErrorCode[];
