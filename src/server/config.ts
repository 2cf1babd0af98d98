import path from 'node:path';
import { z } from 'zod';

/** Everything the embedded backend reads from the environment (documented in .env.example). */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8787),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    SUPABASE_PUBLISHABLE_KEY: z.string().startsWith('sb_publishable_').optional(),
    SUPABASE_SECRET_KEY: z.string().startsWith('sb_secret_').optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_EXPIRY_SECONDS: z.coerce.number().int().min(60).default(3600),
    SERVE_WEB: z.enum(['0', '1']).default('1'),
    /** Per-email and per-address limits on sign-in, sign-up, magic links and recovery. */
    AUTH_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /**
     * How many reverse proxies in front of the server append to X-Forwarded-For: the client
     * is the entry that many places from the right. 0 = no proxy, believe the socket.
     */
    TRUST_PROXY: z.coerce
      .number({ error: 'TRUST_PROXY must be a number of proxies (0, 1, 2, …)' })
      .int('TRUST_PROXY must be a whole number of proxies')
      .min(0)
      .max(10)
      .default(0),
    WEB_ROOT: z.string().min(1).default('dist/web'),
    /**
     * Development mailbox: every mail also lands in DATA_DIR/mailbox, readable at /dev/mailbox
     * from this machine, with its link on the console. Never enable in production. Unset =
     * on only when HOST is a loopback name or address.
     */
    DEV_MAILBOX: z.enum(['on', 'off']).optional(),
    /** Outgoing mail (Auth's mails and the functions'); unset = no real delivery. */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    SMTP_FROM: z.string().min(3).optional(),
    /** AI provider for the tools (read by the generate function); unset = offline writer. */
    AI_PROVIDER: z.enum(['openai-compatible', 'anthropic', 'offline']).optional(),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).optional(),
    AI_STRUCTURED_OUTPUTS: z.enum(['json-schema', 'json']).optional(),
    /** Share-to-unlock: seconds before a share counts as verified, "N" or "MIN-MAX". */
    SHARE_VERIFY_SECONDS: z
      .string()
      .regex(/^\d{1,5}(\s*-\s*\d{1,5})?$/, 'SHARE_VERIFY_SECONDS must be "N" or "MIN-MAX"')
      .default('60-120'),
    /** Development only: lets the tools' 'reset progress' button clear the server record. */
    TOOL_GATE_DEV_RESET: z.enum(['on', 'off']).default('off'),
    /** Per-caller and per-address limits on generations; off only for benchmarks. */
    GENERATE_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Stripe billing: the secret key (server only) and the webhook's signing secret. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Tests only: Stripe's API at another address (a local fake). */
    STRIPE_API_BASE: z.url().optional(),
    /**
     * Billing without a Stripe account: the embedded test-mode checkout and portal. Default:
     * on when there is no STRIPE_SECRET_KEY and the server listens only on this machine.
     */
    BILLING_TEST_MODE: z.enum(['on', 'off']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_HOST && !env.SMTP_FROM)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_FROM'],
        message:
          'SMTP_FROM (the sender, e.g. "ReplyPilot <hello@example.com>") is required with SMTP_HOST',
      });
  });

/** Stripe price ids: every STRIPE_PRICE_<PLAN>_<PERIOD>[_STANDARD|_<CURRENCY>] variable. */
const STRIPE_PRICE_NAME = /^STRIPE_PRICE_[A-Z]+_(MONTHLY|ANNUAL)(_[A-Z]+)?$/;

export type ServerEnv = z.infer<typeof EnvSchema> & { stripePrices: Record<string, string> };

export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const stripePrices: Record<string, string> = {};
  for (const [name, value] of Object.entries(cleaned)) {
    if (!STRIPE_PRICE_NAME.test(name) || value === undefined) continue;
    if (!/^price_[A-Za-z0-9]+$/.test(value))
      throw new Error(`Invalid configuration: ${name}: must be a Stripe price id (price_…)`);
    stripePrices[name] = value;
  }
  return { ...parsed.data, stripePrices };
}

/** The repository root, where `supabase/` and `dist/` live. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
