import { z } from 'zod';
import { SessionSettingsSchema } from '../extension/messages.ts';
import { PLAN_TIERS, SUBSCRIPTION_STATUSES } from '../plans.ts';
import { ReplyPersonaSchema } from './reply.ts';
import type { FunctionErrorCode } from './errors.ts';

/**
 * `extension-token`: the browser extension's own credential (docs/product-rules.md#extension-tokens).
 * - `connect`: with the website session (the user's access token, which the page hands the
 *   extension once over the bridge), mints a token for reply work, answered once.
 * - `status`: with that token (header `x-extension-token`), who is connected and their plan
 *   and allowance today.
 * - `disconnect`: with that token, removes it.
 * - `settings`: with that token, saves the session settings the popup changed (the website
 *   edits them, and the persona, on the dashboard).
 */
export const EXTENSION_TOKEN_HEADER = 'x-extension-token';
export const EXTENSION_TOKEN_PREFIX = 'rpx_';
/** 32 random bytes, base64url, after the prefix. */
export const EXTENSION_TOKEN_PATTERN = /^rpx_[A-Za-z0-9_-]{43}$/;
export const EXTENSION_TOKEN_MAX_BODY_BYTES = 4 * 1024;

export const ExtensionTokenRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('connect'),
    /** How the account page names it, e.g. "Chrome on Windows". */
    label: z.string().trim().min(1).max(80),
  }),
  z.strictObject({ action: z.literal('status') }),
  z.strictObject({ action: z.literal('disconnect') }),
  z.strictObject({ action: z.literal('settings'), session: SessionSettingsSchema }),
]);
export type ExtensionTokenRequest = z.infer<typeof ExtensionTokenRequestSchema>;

export const ExtensionAccountSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  plan: z.object({
    tier: z.enum(PLAN_TIERS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    extensionAccess: z.boolean(),
    trialEndsAt: z.string().nullable(),
  }),
  /**
   * Today's replies (the user's day, over every X account) and the plan's daily number. The
   * per-account safety cap is not this limit: the server skips with `safety-cap` at it.
   */
  replies: z.object({
    used: z.number().int().nonnegative(),
    limit: z.number().int().nonnegative(),
  }),
  /** The persona and session settings saved for the account (defaults where none are). */
  settings: z.object({ persona: ReplyPersonaSchema, session: SessionSettingsSchema }),
});
export type ExtensionAccount = z.infer<typeof ExtensionAccountSchema>;

export const ExtensionTokenResponseSchema = z.union([
  z.object({
    token: z.string().regex(EXTENSION_TOKEN_PATTERN),
    tokenId: z.string(),
    account: ExtensionAccountSchema,
  }),
  z.object({ tokenId: z.string(), account: ExtensionAccountSchema }),
  z.object({ disconnected: z.literal(true) }),
  z.object({ saved: z.literal(true) }),
]);

export const EXTENSION_TOKEN_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'sign-in-required',
  'account-not-found',
  'extension-disconnected',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
