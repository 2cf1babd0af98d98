import { z } from 'zod';

/**
 * Every error an Edge Function can answer, as a stable code. The English `error` text beside
 * it is for developers and logs; what a user reads is the renderer's translation of the code
 * (one table, `errors` namespace in every language). Add a code here, to the function's
 * contract and to the translations together; a test checks all three agree.
 */
export const FUNCTION_ERROR_CODES = [
  /** Not a POST. */
  'method-not-allowed',
  /** The body is missing, too deep, or a field breaks a rule (the text says which). */
  'invalid-request',
  /** The body is not JSON. */
  'malformed-json',
  /** The body is larger than the function accepts. */
  'payload-too-large',
  /** The action needs a signed-in user. */
  'sign-in-required',
  /** The access token's account no longer exists. */
  'account-not-found',
  /** The action does not exist here (e.g. the development-only reset). */
  'not-found',
  /** Too many calls from this caller or network in a window. */
  'rate-limited',
  /** Too many new browsers from one network today: sign in to continue. */
  'new-browser-limit',
  /** The free-use gate refuses: share, wait or pay (the body says which). */
  'gate',
  /** The share is still being verified: try again at `usage.verifyAt`. */
  'too-early',
  /** No share was started for this tool. */
  'no-share',
  /** The magic link could not be sent. */
  'send-failed',
  /** The magic link is unknown, used or expired. */
  'invalid-link',
  /** The extension's token is unknown or revoked (signed out, or revoked on the account page). */
  'extension-disconnected',
  /** Payments are not set up on this server (no Stripe keys and no test mode). */
  'billing-unavailable',
  /** The account already has a paid subscription: plan changes go through the billing portal. */
  'already-subscribed',
  /** Stripe could not be reached or refused the request; nothing was charged. */
  'payment-provider-error',
  /** No checkout with this id was started by this account. */
  'checkout-not-found',
  /** The account has never been billed, so there is no billing portal to open. */
  'no-billing-account',
  /** The email typed to confirm is not the account's. */
  'confirmation-mismatch',
  /** Anything on our side; the user can retry. */
  'server-error',
] as const;

export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

/** What the renderer adds when the server could not be reached, or broke its contract. */
export const CLIENT_ERROR_CODES = ['network-error', 'unexpected-response'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = FunctionErrorCode | ClientErrorCode;

/** Why an account action failed: Supabase Auth's answers, named by the renderer's auth repository. */
export const AUTH_ERROR_CODES = [
  'invalid-credentials',
  'email-not-confirmed',
  'email-taken',
  'weak-password',
  'invalid-email',
  'rate-limited',
  'signups-disabled',
  'network-error',
  'login-failed',
  'registration-failed',
  /** A new password was asked for without the current one. */
  'current-password-required',
  /** The current password given is not the account's. */
  'current-password-mismatch',
  /** The new password is the one the account already has. */
  'same-password',
  /** Another account already uses the email asked for. */
  'email-in-use',
  /** A profile, email or password change was not saved. */
  'update-failed',
  /** The password-reset email could not be sent. */
  'reset-failed',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Every code a user may be shown: each has a sentence in every language. */
export const USER_FACING_ERROR_CODES = [
  ...new Set([...FUNCTION_ERROR_CODES, ...CLIENT_ERROR_CODES, ...AUTH_ERROR_CODES]),
];

/** The body of every non-2xx answer of a function. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(FUNCTION_ERROR_CODES),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
