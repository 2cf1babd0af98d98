import path from 'node:path';
import { readModelConfig } from '../../supabase/functions/_shared/ai/config.ts';
import { isLoopback } from './client-address.ts';
import { PROJECT_ROOT } from './config.ts';
import type { DatabaseKind } from './database.ts';
import { createFunctionsGateway, loadFunctions } from './functions-host.ts';
import { closeHttpServer, listen, type HttpServer } from './http-listener.ts';
import { loadOrCreateKeys, type ProjectKeys } from './keys.ts';
import { MailDriver } from './mail/driver.ts';
import { MailOutbox } from './mail/outbox.ts';
import {
  billingTestModeOn,
  createFunctionEnv,
  resolveServerConfig,
  type ServerConfig,
  type StartOptions,
} from './server-config.ts';
import {
  createLiteApp,
  openServerDatabase,
  prepareSchema,
  type LiteApp,
  type ServerDatabase,
} from './server-database.ts';
import { createWebApp } from './web-app.ts';

export type { StartOptions } from './server-config.ts';

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseKind;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** Runs as the database owner (bypasses RLS): for assertions and benchmarks. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Re-reads the schema after DDL run outside migrations (PostgREST's `reload schema`). */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

const SUPABASE_DIR = path.join(PROJECT_ROOT, 'supabase');

/**
 * The embedded backend: Supabase Auth and PostgREST (the @supabase/lite App on PGlite or
 * PostgreSQL), our Edge Functions, the runtime config and the built website, on one origin.
 * The steps, in order: configuration, keys, the database (roles and grants), then on it the
 * App, the migrations, the functions and the routes, and last the listening socket.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = resolveServerConfig(options);
  const keys = await loadOrCreateKeys(config.dataDir, {
    publishableKey: config.env.SUPABASE_PUBLISHABLE_KEY,
    secretKey: config.env.SUPABASE_SECRET_KEY,
    jwtSecret: config.env.JWT_SECRET,
  });
  const database = await openServerDatabase(config);
  try {
    return await serveOn(database, config, keys);
  } catch (error) {
    // Nothing listens yet: free the database and the data folder for the next attempt.
    await database.release();
    throw error;
  }
}

/** Everything that runs on an open database, up to the listening server. */
async function serveOn(
  database: ServerDatabase,
  config: ServerConfig,
  keys: ProjectKeys,
): Promise<RunningServer> {
  const { db } = database;
  const mail = createMail(config);
  const auth = createLiteApp({ config, db, keys, mail: mail.driver });
  await prepareSchema({
    auth,
    db,
    keys,
    migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
    log: config.log,
  });

  // Known once the server listens: the URL browsers use and whether only this machine can connect.
  const site = { publicUrl: config.env.PUBLIC_URL ?? '', listensOnLoopback: false };
  const functions = await loadFunctions(
    path.join(SUPABASE_DIR, 'functions'),
    path.join(SUPABASE_DIR, 'config.toml'),
  );
  const billingTestMode = () => billingTestModeOn(config.env, site.listensOnLoopback);
  const functionEnv = createFunctionEnv(config.env, keys, {
    publicUrl: () => site.publicUrl,
    mailOutboxUrl: () => (mail.outbox ? `${site.publicUrl}/_internal/mail` : undefined),
    billingTestMode,
  });
  const web = createWebApp({
    config,
    db,
    keys,
    auth,
    mail,
    functionNames: [...functions.keys()],
    invokeFunction: createFunctionsGateway(functions, keys, functionEnv),
    publicUrl: () => site.publicUrl,
    listensOnLoopback: () => site.listensOnLoopback,
    billing: {
      testMode: billingTestMode,
      webhookSecret: () => functionEnv.STRIPE_WEBHOOK_SECRET!,
    },
  });

  const { server, address } = await listen(web.fetch, config.requestedPort, config.host);
  site.listensOnLoopback = isLoopback(address.address);
  const url = `http://${config.displayHost}:${address.port}`;
  site.publicUrl ||= url;
  setSiteUrl(auth, site.publicUrl);
  announce(config, { url, mailboxServed: site.listensOnLoopback, mail, functionEnv });

  return {
    url,
    port: address.port,
    database: db.kind,
    ...keys,
    sql: (text, params) => db.query(text, params),
    reloadSchema: () => db.connection.clearSchemaCache(),
    close: shutdown(server, database),
  };
}

/** Mail: a local outbox for development (DEV_MAILBOX), SMTP when configured. */
function createMail(config: ServerConfig): { driver: MailDriver; outbox: MailOutbox | null } {
  const { env } = config;
  const outbox = config.mailboxOn ? new MailOutbox(path.join(config.dataDir, 'mailbox')) : null;
  const smtp = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        user: env.SMTP_USER,
        pass: env.SMTP_PASS,
        from: env.SMTP_FROM!,
      }
    : null;
  return { driver: new MailDriver({ outbox, smtp, log: (line) => config.log(line) }), outbox };
}

/** Links in Auth's mails point at the site, whose port is known only now. */
function setSiteUrl(auth: LiteApp, publicUrl: string) {
  auth.config.auth!.site_url = publicUrl;
}

/** The start-up lines: where the development mailbox is, and who writes the AI tools' results. */
function announce(
  config: ServerConfig,
  state: {
    url: string;
    mailboxServed: boolean;
    mail: { outbox: MailOutbox | null };
    functionEnv: Record<string, string | undefined>;
  },
) {
  if (state.mail.outbox && state.mailboxServed)
    config.log(
      `Development mailbox: ${state.url}/dev/mailbox (DEV_MAILBOX=on; set it off in production)`,
    );
  else if (state.mail.outbox)
    config.log(
      `Development mailbox: mail is kept in ${path.join(config.dataDir, 'mailbox')} but not served, since the server listens beyond this machine (HOST=${config.host})`,
    );
  config.log(describeAiEngine((name) => state.functionEnv[name]));
  config.log(describeBilling(state.functionEnv));
}

/** `close()`: stop the HTTP server, then the database, then free the data folder; once. */
function shutdown(server: HttpServer, database: ServerDatabase): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      await closeHttpServer(server);
      await database.release();
    })();
    return closing;
  };
}

/** One start-up line saying how plans are paid for. */
function describeBilling(env: Record<string, string | undefined>): string {
  if (env.STRIPE_SECRET_KEY)
    return `Billing: Stripe (${env.STRIPE_SECRET_KEY.includes('_live_') ? 'live' : 'test'} key)`;
  if (env.BILLING_TEST_MODE === 'on')
    return 'Billing: test mode, nothing is charged (set STRIPE_SECRET_KEY to use Stripe)';
  return 'Billing: off (set STRIPE_SECRET_KEY, or BILLING_TEST_MODE=on for the test mode)';
}

/** One start-up line saying who writes the AI tools' results, or why the model is not used. */
function describeAiEngine(getEnv: (name: string) => string | undefined): string {
  const model = readModelConfig(getEnv);
  if ('error' in model)
    return `AI tools: the offline writer (the AI_* settings are invalid: ${model.error})`;
  if (!model.config)
    return 'AI tools: the built-in offline writer (set AI_PROVIDER to use a model)';
  return `AI tools: ${model.config.model} via ${model.config.provider}${model.config.baseURL ? ` at ${model.config.baseURL}` : ''}`;
}
