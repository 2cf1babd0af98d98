/**
 * Abuse limits in front of the embedded Auth API: sign-in, sign-up, magic links and password
 * recovery are limited per email and per client address. Hosted Supabase has its own
 * (configured in supabase/config.toml [auth.rate_limit]); this covers the embedded backend.
 * Every attempt counts, and the answer is the same whether or not the email is registered.
 */

export interface Limit {
  max: number;
  windowMs: number;
}

interface Rule {
  action: string;
  perEmail: Limit;
  perAddress: Limit;
}

const MINUTE = 60_000;

/** Keyed by `METHOD path` (plus grant type for /token). */
export const AUTH_RULES: Record<string, Rule> = {
  'POST /auth/v1/token?password': {
    action: 'sign-in',
    perEmail: { max: 10, windowMs: 15 * MINUTE },
    perAddress: { max: 60, windowMs: 15 * MINUTE },
  },
  'POST /auth/v1/signup': {
    action: 'sign-up',
    perEmail: { max: 5, windowMs: 60 * MINUTE },
    perAddress: { max: 30, windowMs: 60 * MINUTE },
  },
  'POST /auth/v1/otp': {
    action: 'magic-link',
    perEmail: { max: 5, windowMs: 60 * MINUTE },
    perAddress: { max: 20, windowMs: 60 * MINUTE },
  },
  'POST /auth/v1/magiclink': {
    action: 'magic-link',
    perEmail: { max: 5, windowMs: 60 * MINUTE },
    perAddress: { max: 20, windowMs: 60 * MINUTE },
  },
  'POST /auth/v1/recover': {
    action: 'password-recovery',
    perEmail: { max: 5, windowMs: 60 * MINUTE },
    perAddress: { max: 20, windowMs: 60 * MINUTE },
  },
};

/** A sliding-window counter per key, in memory (the embedded backend is one process). */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a hit; returns 0 when allowed, else the milliseconds until one is. */
  hit(key: string, limit: Limit): number {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < limit.windowMs);
    if (recent.length >= limit.max) {
      this.hits.set(key, recent);
      return recent[0]! + limit.windowMs - now;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(now, limit.windowMs);
    return 0;
  }

  private prune(now: number, windowMs: number) {
    for (const [key, times] of this.hits)
      if (times.every((t) => now - t >= windowMs)) this.hits.delete(key);
  }
}

export function ruleFor(method: string, url: URL): Rule | undefined {
  const grant =
    url.pathname === '/auth/v1/token' ? `?${url.searchParams.get('grant_type') ?? ''}` : '';
  return AUTH_RULES[`${method} ${url.pathname}${grant}`];
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

/**
 * Checks a request against the rules. Returns a 429 response to send, or null to let it
 * through. Reads the email from a clone, so the original body stays intact.
 */
export async function checkAuthRateLimit(
  request: Request,
  clientAddress: string,
  limiter: SlidingWindowLimiter,
): Promise<Response | null> {
  const rule = ruleFor(request.method, new URL(request.url));
  if (!rule) return null;
  let email = '';
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    if (typeof body.email === 'string') email = body.email.trim().toLowerCase();
  } catch {
    // Not JSON: Auth answers it with its own 400; the address limit still applies.
  }
  const waits = [limiter.hit(`${rule.action}|ip|${clientAddress}`, rule.perAddress)];
  if (email) waits.push(limiter.hit(`${rule.action}|email|${email}`, rule.perEmail));
  const wait = Math.max(...waits);
  return wait > 0 ? tooManyRequests(rule.action, wait) : null;
}
