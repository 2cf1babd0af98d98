import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { clientErrorsAs4xx, guardRestRequest } from './api-guard.ts';
import { registerAuthAdminRoutes } from './auth-admin.ts';
import { registerBillingTestRoutes } from './billing-test-mode.ts';
import { createAuthGuard } from './auth-guard.ts';
import { resolveClientAddress } from './client-address.ts';
import type { Database } from './database.ts';
import { registerDownloadRoutes } from './downloads.ts';
import type { ProjectKeys } from './keys.ts';
import type { MailDriver } from './mail/driver.ts';
import type { MailOutbox } from './mail/outbox.ts';
import { registerMailRoutes } from './mail/routes.ts';
import { verifyDummyPassword } from './password-hash.ts';
import {
  DatabaseRateLimitStore,
  MemoryRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store.ts';
import { COMMON_HEADERS, createPagePolicies, PAGE_HEADERS } from './security-headers.ts';
import type { ServerConfig } from './server-config.ts';
import type { LiteApp } from './server-database.ts';
import { webPages } from './static/web-pages.ts';

type Web = Hono<{ Bindings: HttpBindings }>;
type RequestContext = { req: { raw: Request }; env: HttpBindings };
type PagePolicies = ReturnType<typeof createPagePolicies>;

export interface WebAppParts {
  config: ServerConfig;
  db: Database;
  keys: ProjectKeys;
  auth: LiteApp;
  mail: { driver: MailDriver; outbox: MailOutbox | null };
  functionNames: string[];
  invokeFunction: (request: Request, name: string) => Promise<Response>;
  /** Known once the server listens (PUBLIC_URL, else the address it listens on). */
  publicUrl: () => string;
  listensOnLoopback: () => boolean;
  billing: { testMode: () => boolean; webhookSecret: () => string };
}

/**
 * Every route on the one origin, in the order they match: security headers around all of
 * them, status, functions, Auth and the data API, the development mailbox, the extension's
 * downloads, then the website.
 */
export function createWebApp(parts: WebAppParts): Web {
  const web: Web = new Hono<{ Bindings: HttpBindings }>();
  const { env } = parts.config;
  const policies = createPagePolicies({
    connectOrigins: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [],
    https: env.PUBLIC_URL?.startsWith('https:') ?? false,
  });
  // The socket peer, or behind TRUST_PROXY=N proxies the address the nearest of them saw.
  const clientAddress = (c: RequestContext) =>
    resolveClientAddress({
      peer: c.env.incoming?.socket.remoteAddress,
      forwardedFor: c.req.raw.headers.get('x-forwarded-for'),
      trustedHops: parts.config.trustedHops,
    });

  addSecurityHeaders(web, policies);
  addStatusRoutes(web, parts);
  addFunctionRoutes(web, parts.invokeFunction, clientAddress);
  addAuthAndDataApi(web, parts, clientAddress);
  registerMailRoutes(web, {
    driver: parts.mail.driver,
    outbox: parts.mail.outbox,
    secretKey: parts.keys.secretKey,
    listensOnLoopback: parts.listensOnLoopback,
  });
  // The extension's zips (the dashboard links them), also when the website is served by Vite.
  registerDownloadRoutes(web, parts.config.downloadsDir);
  // Checkout and billing portal pages of the billing test mode (no Stripe key).
  registerBillingTestRoutes(web, {
    query: (text, params) => parts.db.query(text, params),
    enabled: parts.billing.testMode,
    webhookSecret: parts.billing.webhookSecret,
    publicUrl: parts.publicUrl,
    invokeFunction: parts.invokeFunction,
  });
  if (parts.config.serveWeb) addWebsite(web, parts.config.webRoot, policies);
  web.notFound((c) => c.json({ error: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  return web;
}

/** Security headers on every answer; pages get their CSP from the file served (addWebsite). */
function addSecurityHeaders(web: Web, policies: PagePolicies) {
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
}

/** `/health` and the website's runtime config. */
function addStatusRoutes(web: Web, parts: WebAppParts) {
  const { db } = parts;
  web.get('/health', async (c) => {
    try {
      await db.query('select 1');
      return c.json({ status: 'ok', database: db.kind, functions: parts.functionNames });
    } catch {
      return c.json({ status: 'unavailable', database: db.kind }, 503);
    }
  });

  web.get('/config.json', (c) =>
    c.json({ supabaseUrl: parts.publicUrl(), supabaseAnonKey: parts.keys.publishableKey }, 200, {
      'Cache-Control': 'no-cache',
    }),
  );
}

/** `/functions/v1/<name>`: the Edge Functions, as Supabase's gateway calls them. */
function addFunctionRoutes(
  web: Web,
  invokeFunction: WebAppParts['invokeFunction'],
  clientAddress: (c: RequestContext) => string,
) {
  web.all('/functions/v1/:name{[^/]+}/*', (c) => forwardToFunction(c, c.req.param('name')));
  web.all('/functions/v1/:name{[^/]+}', (c) => forwardToFunction(c, c.req.param('name')));
  web.all('/functions/v1', () => invokeFunction(new Request('http://x/'), ''));

  function forwardToFunction(c: RequestContext, name: string) {
    // Functions see their own path (/<name>/...), as on Supabase.
    const url = new URL(c.req.raw.url);
    url.pathname = url.pathname.slice('/functions/v1'.length);
    const request = new Request(url, c.req.raw);
    // Like Supabase's gateway, tell functions who the client is. A client-sent
    // X-Forwarded-For is never passed on; see clientAddress.
    request.headers.set('x-forwarded-for', clientAddress(c));
    return invokeFunction(request, name);
  }
}

/** `/auth/v1` behind the auth guard (limits), the admin call lite lacks, `/rest/v1` guarded. */
function addAuthAndDataApi(
  web: Web,
  parts: WebAppParts,
  clientAddress: (c: RequestContext) => string,
) {
  const { auth, db, keys } = parts;
  const query: Database['query'] = (text, params) => db.query(text, params);
  // GoTrue's admin generate_link (magic links), which lite lacks; service role only.
  registerAuthAdminRoutes(web, {
    auth,
    driver: parts.mail.driver,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    siteUrl: parts.publicUrl,
    query,
  });
  const limitStore: RateLimitStore =
    db.kind === 'postgres' ? new DatabaseRateLimitStore(query) : new MemoryRateLimitStore();
  const guardAuth = createAuthGuard({
    store: limitStore,
    limits: parts.config.env.AUTH_RATE_LIMITS === 'on',
    query,
    burnPasswordCheck: verifyDummyPassword,
    forward: (request) => auth.fetch(request, { peerAddress: null }),
    mail: parts.mail.driver,
    siteUrl: parts.publicUrl,
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
}

/** The built website: files (prerendered pages included), then the app shell for routes. */
function addWebsite(web: Web, webRoot: string, policies: PagePolicies) {
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
    const hasQuery = new URL(c.req.url).search.length > 1;
    const { status, html, noindex } = pages.shell(c.req.path, hasQuery);
    c.header('Cache-Control', 'no-cache');
    if (noindex) c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Security-Policy', policies.forHtml(html));
    return c.html(html, status);
  });
}
