import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { App } from '@supabase/lite';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { registerAuthAdminRoutes } from './auth-admin.ts';
import { clientErrorsAs4xx, guardRestRequest } from './api-guard.ts';
import { createAuthGuard } from './auth-guard.ts';
import { isLoopback, resolveClientAddress } from './client-address.ts';
import { BOOTSTRAP_SQL } from './bootstrap.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PROJECT_ROOT, readServerEnv } from './config.ts';
import { openDatabase, type DatabaseKind } from './database.ts';
import { createFunctionsGateway, loadFunctions } from './functions-host.ts';
import { loadOrCreateKeys } from './keys.ts';
import { MailDriver } from './mail/driver.ts';
import { MailOutbox } from './mail/outbox.ts';
import { registerMailRoutes } from './mail/routes.ts';
import { verifyDummyPassword } from './password-hash.ts';
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  RATE_LIMIT_SCHEMA_SQL,
  type RateLimitStore,
} from './rate-limit-store.ts';
import { canonicalPath } from './request-path.ts';
import { applyMigrations } from './migrations.ts';
import { COMMON_HEADERS, createPagePolicies, PAGE_HEADERS } from './security-headers.ts';
import { webPages } from './static/web-pages.ts';
import { readModelConfig } from '../../supabase/functions/_shared/ai/config.ts';

export interface StartOptions {
  /** 0 = any free port. Defaults to PORT or 8787. */
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  serveWeb?: boolean;
  webRoot?: string;
  /** Defaults to process.env. */
  env?: Record<string, string | undefined>;
  quiet?: boolean;
}

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
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = readServerEnv(options.env ?? process.env);
  const dataDir = path.resolve(options.dataDir ?? env.DATA_DIR);
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  const serveWeb = options.serveWeb ?? env.SERVE_WEB === '1';
  const webRoot = path.resolve(PROJECT_ROOT, options.webRoot ?? env.WEB_ROOT);
  const trustedHops = env.TRUST_PROXY;
  const log = options.quiet ? () => {} : (line: string) => console.log(line);

  if (serveWeb && !existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(
      `No built website in ${webRoot}; run \`npm run build:web\` (or set SERVE_WEB=0)`,
    );
  }

  const keys = await loadOrCreateKeys(dataDir, {
    publishableKey: env.SUPABASE_PUBLISHABLE_KEY,
    secretKey: env.SUPABASE_SECRET_KEY,
    jwtSecret: env.JWT_SECRET,
  });

  const unlock = databaseUrl ? () => {} : lockDataDir(dataDir);
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase({ dataDir, databaseUrl });
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    await db.exec(BOOTSTRAP_SQL);
    // Several server processes may share one PostgreSQL: their limits count together there.
    if (db.kind === 'postgres') await db.exec(RATE_LIMIT_SCHEMA_SQL);
  } catch (error) {
    await db.close();
    unlock();
    throw new Error(`Could not prepare the database: ${(error as Error).message}`, {
      cause: error,
    });
  }

  // Mail: a local outbox for development (DEV_MAILBOX), SMTP when configured.
  const requestedPort = options.port ?? env.PORT;
  const host = options.host ?? env.HOST;
  // On by default only for a server that listens on this machine alone.
  const mailboxOn = (env.DEV_MAILBOX ?? (isLoopbackHost(host) ? 'on' : 'off')) === 'on';
  const outbox = mailboxOn ? new MailOutbox(path.join(dataDir, 'mailbox')) : null;
  const smtp = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        user: env.SMTP_USER,
        pass: env.SMTP_PASS,
        from: env.SMTP_FROM!,
      }
    : null;
  const mail = new MailDriver({ outbox, smtp, log: (line) => log(line) });
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;

  const auth = new App({
    connection: db.connection,
    auth: {
      enabled: true,
      jwt_secret: keys.jwtSecret,
      jwt_expiry: env.JWT_EXPIRY_SECONDS,
      enable_signup: true,
      publishable_key: keys.publishableKey,
      secret_key: keys.secretKey,
      // Links in Auth's mails; set again once the port is known (below).
      site_url: env.PUBLIC_URL ?? `http://${displayHost}:${requestedPort}`,
      additional_redirect_urls: [],
      // Codes and links in Auth's mails live 10 minutes (the auth guard allows 5 wrong codes).
      email: { enable_confirmations: false, otp_expiry: 600 },
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: 10,
    },
    options: { server: { admin: false }, drivers: { email: mail } },
  } as ConstructorParameters<typeof App>[0]);

  try {
    await auth.init();
    await auth.ensureSystemSchema(); // the auth schema that migrations reference
    const applied = await applyMigrations(db.kysely, path.join(SUPABASE_DIR, 'migrations'));
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    await db.connection.clearSchemaCache();
    // @supabase/lite grants its API roles on a connection's first API request, unguarded:
    // a burst of first requests races on the catalog ("tuple concurrently updated"). One
    // request now, before the server listens, does it serially.
    await auth.fetch(
      new Request('http://localhost/rest/v1/plan_limits?select=tier&limit=1', {
        headers: { apikey: keys.publishableKey },
      }),
    );
  } catch (error) {
    await db.close();
    unlock();
    throw error;
  }

  const functions = await loadFunctions(
    path.join(SUPABASE_DIR, 'functions'),
    path.join(SUPABASE_DIR, 'config.toml'),
  );

  let publicUrl = env.PUBLIC_URL ?? '';
  const functionEnv = {
    get SUPABASE_URL() {
      return publicUrl;
    },
    SUPABASE_ANON_KEY: keys.publishableKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.secretKey,
    // Where links in the functions' mails point (the website, same origin here).
    get SITE_URL() {
      return publicUrl;
    },
    // Functions hand their mail to the development outbox too (supabase/functions/_shared/mail.ts).
    get MAIL_OUTBOX_URL() {
      return outbox ? `${publicUrl}/_internal/mail` : undefined;
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
  } as Record<string, string | undefined>;
  const invokeFunction = createFunctionsGateway(functions, keys, functionEnv);

  const web = new Hono<{ Bindings: HttpBindings }>();

  // Security headers on every answer; pages get their CSP from the file served (below).
  const policies = createPagePolicies({
    connectOrigins: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [],
    https: env.PUBLIC_URL?.startsWith('https:') ?? false,
  });
  web.use('*', async (c, next) => {
    await next();
    const isPage = (c.res.headers.get('content-type') ?? '').includes('text/html');
    const headers = {
      ...COMMON_HEADERS,
      ...(isPage ? PAGE_HEADERS : {}),
      ...(isPage && !c.res.headers.has('content-security-policy')
        ? { 'Content-Security-Policy': policies.none }
        : {}),
    };
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // An answer with immutable headers (one fetched from elsewhere): copy it, then set.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  });

  web.get('/health', async (c) => {
    try {
      await db.query('select 1');
      return c.json({ status: 'ok', database: db.kind, functions: [...functions.keys()] });
    } catch {
      return c.json({ status: 'unavailable', database: db.kind }, 503);
    }
  });

  web.get('/config.json', (c) =>
    c.json({ supabaseUrl: publicUrl, supabaseAnonKey: keys.publishableKey }, 200, {
      'Cache-Control': 'no-cache',
    }),
  );

  // The socket peer, or behind TRUST_PROXY=N proxies the address the nearest of them saw.
  const clientAddress = (c: { req: { raw: Request }; env: HttpBindings }) =>
    resolveClientAddress({
      peer: c.env.incoming?.socket.remoteAddress,
      forwardedFor: c.req.raw.headers.get('x-forwarded-for'),
      trustedHops,
    });

  web.all('/functions/v1/:name{[^/]+}/*', (c) => forwardToFunction(c, c.req.param('name')));
  web.all('/functions/v1/:name{[^/]+}', (c) => forwardToFunction(c, c.req.param('name')));
  web.all('/functions/v1', () => invokeFunction(new Request('http://x/'), ''));

  function forwardToFunction(c: { req: { raw: Request }; env: HttpBindings }, name: string) {
    // Functions see their own path (/<name>/...), as on Supabase.
    const url = new URL(c.req.raw.url);
    url.pathname = url.pathname.slice('/functions/v1'.length);
    const request = new Request(url, c.req.raw);
    // Like Supabase's gateway, tell functions who the client is. A client-sent
    // X-Forwarded-For is never passed on; see clientAddress.
    request.headers.set('x-forwarded-for', clientAddress(c));
    return invokeFunction(request, name);
  }

  // GoTrue's admin generate_link (magic links), which lite lacks; service role only.
  registerAuthAdminRoutes(web, {
    auth,
    driver: mail,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    siteUrl: () => publicUrl,
    query: (text, params) => db.query(text, params),
  });
  const limitStore: RateLimitStore =
    db.kind === 'postgres'
      ? new DatabaseRateLimitStore((text, params) => db.query(text, params))
      : new MemoryRateLimitStore();
  const guardAuth = createAuthGuard({
    store: limitStore,
    limits: env.AUTH_RATE_LIMITS === 'on',
    query: (text, params) => db.query(text, params),
    burnPasswordCheck: verifyDummyPassword,
    forward: (request) => auth.fetch(request, { peerAddress: null }),
  });
  web.all('/auth/v1/*', (c) => guardAuth(c.req.raw, clientAddress(c)));
  web.all('/rest/v1/*', async (c) => {
    const guarded = await guardRestRequest(c.req.raw, keys);
    if ('response' in guarded) return guarded.response;
    return clientErrorsAs4xx(
      await auth.fetch(guarded.request, {
        peerAddress: c.env.incoming?.socket.remoteAddress ?? null,
      }),
    );
  });

  let listensOnLoopback = false;
  registerMailRoutes(web, {
    driver: mail,
    outbox,
    secretKey: keys.secretKey,
    listensOnLoopback: () => listensOnLoopback,
  });

  if (serveWeb) {
    const pages = webPages(webRoot);
    const root = path.relative(process.cwd(), webRoot) || '.';
    web.use('*', compress());
    // Files, including prerendered pages: /about and /about/ are dist/web/about/index.html.
    web.use(
      '*',
      serveStatic({
        root,
        // Brotli/gzip copies written at build (scripts/prerender/compress.ts).
        precompressed: true,
        onFound: (file, c) => {
          // Hashed file names change with their content, so they may be cached for good.
          const hashed = file.includes(`${path.sep}assets${path.sep}`) || file.includes('/assets/');
          c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          const policy = policies.forFile(file);
          if (policy) c.header('Content-Security-Policy', policy);
          if (/\.xml(\.(br|gz))?$/.test(file))
            c.header('Content-Type', 'application/xml; charset=utf-8');
        },
      }),
    );
    // Client-side routes get the app shell: 404 for paths no built route matches (the
    // app shows its not-found page), noindex for those and private pages.
    web.get('*', (c) => {
      if (path.extname(c.req.path)) return c.notFound();
      const { status, html, noindex } = pages.shell(c.req.path);
      c.header('Cache-Control', 'no-cache');
      if (noindex) c.header('X-Robots-Tag', 'noindex');
      c.header('Content-Security-Policy', policies.forHtml(html));
      return c.html(html, status);
    });
  }

  web.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: canonicalFetch(web.fetch), port: requestedPort, hostname: host }, () =>
      resolve(s),
    );
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const port = address.port;
  listensOnLoopback = isLoopback(address.address);
  const url = `http://${displayHost}:${port}`;
  publicUrl ||= url;
  auth.config.auth!.site_url = publicUrl;
  if (outbox && listensOnLoopback)
    log(`Development mailbox: ${url}/dev/mailbox (DEV_MAILBOX=on; set it off in production)`);
  else if (outbox)
    log(
      `Development mailbox: mail is kept in ${path.join(dataDir, 'mailbox')} but not served, since the server listens beyond this machine (HOST=${host})`,
    );
  log(describeAiEngine((name) => functionEnv[name]));

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    database: db.kind,
    ...keys,
    sql: (text, params) => db.query(text, params),
    reloadSchema: () => db.connection.clearSchemaCache(),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await db.close();
        unlock();
      })();
      return closing;
    },
  };
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopback(host);
}

/**
 * Every API request goes on with its path in one spelling (request-path.ts), so the limits
 * and the routers behind them see the same route; a path that cannot be read is refused.
 *
 * A refusal may come before the request's body was read (too large, bad path): the rest of
 * that body would then be read as the next request on the connection, so such a connection
 * is closed after the answer.
 */
function canonicalFetch<E>(fetch: (request: Request, env: E) => Response | Promise<Response>) {
  return async (request: Request, env: E) => {
    const hasBody =
      request.headers.has('transfer-encoding') ||
      Number(request.headers.get('content-length') ?? '0') > 0;
    const url = new URL(request.url);
    const canonical = canonicalPath(url.pathname);
    let response: Response;
    if (!canonical.ok) response = Response.json({ error: canonical.reason }, { status: 400 });
    else if (!canonical.api || canonical.path === url.pathname)
      response = await fetch(request, env);
    else {
      url.pathname = canonical.path;
      response = await fetch(new Request(url, request), env);
    }
    if (!hasBody || response.status < 400) return response;
    const headers = new Headers(response.headers);
    headers.set('Connection', 'close');
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
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
