import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLoopback } from './client-address.ts';
import { PROJECT_ROOT, readServerEnv, type ServerEnv } from './config.ts';
import type { ProjectKeys } from './keys.ts';

export interface StartOptions {
  /** 0 = any free port. Defaults to PORT or 8787. */
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  serveWeb?: boolean;
  webRoot?: string;
  /** Where `/downloads` finds the extension's zips; defaults to dist/extension. */
  downloadsDir?: string;
  /** Defaults to process.env. */
  env?: Record<string, string | undefined>;
  quiet?: boolean;
}

/** One server's settings: the environment, overridden by what the caller passed. */
export interface ServerConfig {
  env: ServerEnv;
  dataDir: string;
  databaseUrl: string | undefined;
  serveWeb: boolean;
  webRoot: string;
  /** The extension's zips, served at `/downloads` (src/server/downloads.ts). */
  downloadsDir: string;
  /** Reverse proxies in front of the server (TRUST_PROXY). */
  trustedHops: number;
  requestedPort: number;
  host: string;
  /** The host name for URLs we print and hand out: `localhost` for a wildcard address. */
  displayHost: string;
  /** The development mailbox (DEV_MAILBOX); on by default only on a loopback HOST. */
  mailboxOn: boolean;
  log: (line: string) => void;
}

/** Reads and checks the configuration; throws with a message naming a bad setting. */
export function resolveServerConfig(options: StartOptions): ServerConfig {
  const env = readServerEnv(options.env ?? process.env);
  const serveWeb = options.serveWeb ?? env.SERVE_WEB === '1';
  const webRoot = path.resolve(PROJECT_ROOT, options.webRoot ?? env.WEB_ROOT);
  if (serveWeb && !existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(
      `No built website in ${webRoot}; run \`npm run build:web\` (or set SERVE_WEB=0)`,
    );
  }
  const host = options.host ?? env.HOST;
  return {
    env,
    dataDir: path.resolve(options.dataDir ?? env.DATA_DIR),
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL,
    serveWeb,
    webRoot,
    downloadsDir: path.resolve(PROJECT_ROOT, options.downloadsDir ?? 'dist/extension'),
    trustedHops: env.TRUST_PROXY,
    requestedPort: options.port ?? env.PORT,
    host,
    displayHost: host === '0.0.0.0' || host === '::' ? 'localhost' : host,
    mailboxOn: (env.DEV_MAILBOX ?? (isLoopbackHost(host) ? 'on' : 'off')) === 'on',
    log: options.quiet ? () => {} : (line: string) => console.log(line),
  };
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopback(host);
}

/**
 * What the Edge Functions read as their environment (supabase/functions/_shared/env.ts), as
 * hosted Supabase sets it. The URLs are getters: they are known only once the server listens.
 */
export function createFunctionEnv(
  env: ServerEnv,
  keys: ProjectKeys,
  urls: {
    publicUrl(): string;
    mailOutboxUrl(): string | undefined;
    /** Whether the billing test mode is on (known once the server listens). */
    billingTestMode(): boolean;
  },
): Record<string, string | undefined> {
  return {
    get SUPABASE_URL() {
      return urls.publicUrl();
    },
    SUPABASE_ANON_KEY: keys.publishableKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.secretKey,
    // Where links in the functions' mails point (the website, same origin here).
    get SITE_URL() {
      return urls.publicUrl();
    },
    // Functions hand their mail to the development outbox too (supabase/functions/_shared/mail.ts).
    get MAIL_OUTBOX_URL() {
      return urls.mailOutboxUrl();
    },
    SMTP_HOST: env.SMTP_HOST,
    SMTP_PORT: env.SMTP_HOST ? String(env.SMTP_PORT) : undefined,
    SMTP_USER: env.SMTP_USER,
    SMTP_PASS: env.SMTP_PASS,
    SMTP_FROM: env.SMTP_FROM,
    AI_PROVIDER: env.AI_PROVIDER,
    AI_BASE_URL: env.AI_BASE_URL,
    AI_API_KEY: env.AI_API_KEY,
    ANTHROPIC_API_KEY: env.ANTHROPIC_API_KEY,
    AI_MODEL: env.AI_MODEL,
    AI_TIMEOUT_MS: env.AI_TIMEOUT_MS === undefined ? undefined : String(env.AI_TIMEOUT_MS),
    AI_MAX_RETRIES: env.AI_MAX_RETRIES === undefined ? undefined : String(env.AI_MAX_RETRIES),
    AI_STRUCTURED_OUTPUTS: env.AI_STRUCTURED_OUTPUTS,
    SHARE_VERIFY_SECONDS: env.SHARE_VERIFY_SECONDS,
    TOOL_GATE_DEV_RESET: env.TOOL_GATE_DEV_RESET,
    GENERATE_RATE_LIMITS: env.GENERATE_RATE_LIMITS,
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_API_BASE: env.STRIPE_API_BASE,
    // The test mode signs its events with a secret of its own (billing-test-mode.ts).
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? testModeWebhookSecret(keys),
    get BILLING_TEST_MODE() {
      return urls.billingTestMode() ? 'on' : 'off';
    },
    ...env.stripePrices,
  };
}

/**
 * Billing test mode: only without a Stripe key, and by default only on a server that listens
 * on this machine (a public server would hand out paid plans for nothing); BILLING_TEST_MODE
 * overrides the default either way, except that a Stripe key always wins.
 */
export function billingTestModeOn(env: ServerEnv, listensOnLoopback: boolean): boolean {
  if (env.STRIPE_SECRET_KEY) return false;
  return (env.BILLING_TEST_MODE ?? (listensOnLoopback ? 'on' : 'off')) === 'on';
}

/** The test mode's webhook secret: derived from the project's JWT secret, stable per data folder. */
export function testModeWebhookSecret(keys: ProjectKeys): string {
  return `whsec_local_${createHmac('sha256', keys.jwtSecret).update('billing-test-mode').digest('hex')}`;
}
