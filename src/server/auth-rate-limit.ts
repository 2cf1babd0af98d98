/**
 * The request limits in front of the embedded Auth API: sign-in, sign-up, mails and code
 * checks are limited per client address, and those that name an email per email too.
 * Hosted Supabase has its own (configured in supabase/config.toml [auth.rate_limit]); these
 * cover the embedded backend. Every attempt counts, and the answer is the same whether or
 * not the email is registered. The counts live in a RateLimitStore (rate-limit-store.ts).
 */
import type { Limit } from './rate-limit-store.ts';

export interface Rule {
  action: string;
  perEmail?: Limit;
  perAddress: Limit;
}

export const MINUTE = 60_000;

const MAIL: Omit<Rule, 'action'> = {
  perEmail: { max: 5, windowMs: 60 * MINUTE },
  perAddress: { max: 20, windowMs: 60 * MINUTE },
};

/** Keyed by `METHOD canonical-path` (plus `?grant_type` for /token). */
export const AUTH_RULES: Record<string, Rule> = {
  'POST /auth/v1/token?password': {
    action: 'sign-in',
    perEmail: { max: 10, windowMs: 15 * MINUTE },
    perAddress: { max: 60, windowMs: 15 * MINUTE },
  },
  'POST /auth/v1/token?refresh_token': {
    action: 'token-refresh',
    perAddress: { max: 150, windowMs: 5 * MINUTE },
  },
  'POST /auth/v1/signup': {
    action: 'sign-up',
    perEmail: { max: 5, windowMs: 60 * MINUTE },
    perAddress: { max: 30, windowMs: 60 * MINUTE },
  },
  'POST /auth/v1/otp': { action: 'magic-link', ...MAIL },
  'POST /auth/v1/magiclink': { action: 'magic-link', ...MAIL },
  'POST /auth/v1/recover': { action: 'password-recovery', ...MAIL },
  'POST /auth/v1/resend': { action: 'resend', ...MAIL },
};

/**
 * Code and link checks (`/auth/v1/verify`, GET and POST), per address as hosted Supabase
 * counts them (30 per 5 minutes). Per email, wrong codes are counted by the auth guard.
 */
export const VERIFY_RULE: Rule = {
  action: 'verification',
  perAddress: { max: 30, windowMs: 5 * MINUTE },
};

export function ruleFor(method: string, path: string, grant = ''): Rule | undefined {
  return AUTH_RULES[`${method} ${path}${path === '/auth/v1/token' ? `?${grant}` : ''}`];
}

export function tooManyRequests(action: string, retryAfterMs: number): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  const message = `Too many ${action} attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  return new Response(
    JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg: message }),
    {
      status: 429,
      headers: {
        'Content-Type': 'application/json',
        'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
      },
    },
  );
}
