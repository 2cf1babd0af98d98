// Search-engine view of the production build (npm run build:web) on the embedded backend:
// plain HTTP without JavaScript for the prerendered head and content, then Chromium for a
// clean hydration that leaves exactly one set of head tags.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES, localizePath } from '../../src/shared/languages.ts';
import { BUILT_ROUTES, indexablePages, type RouteEntry } from '../../src/shared/routes.ts';
import { SITE } from '../../src/shared/site-config.ts';
import { builtToolCount } from '../../src/shared/tool-catalogue.ts';
import { repoRoot, useWebServer } from '../support/web-e2e.ts';

const origin = (process.env.SITE_URL || SITE.defaultOrigin).replace(/\/+$/, '');

const web = useWebServer('seo');

/** Title and description a route has in a language (the locale files the app uses). */
function expectedText(route: RouteEntry, lang: string): { title: string; description: string } {
  if (lang === 'en') return route;
  const file = join(repoRoot, `src/renderer/locales/${lang}/routes.json`);
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, typeof route>;
  return bundle[route.id]!;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The parts of a page's HTML a crawler reads, found with plain string matching. */
function parsePage(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) =>
    decode(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  const metas = tags('meta');
  const meta = (key: string) =>
    metas
      .filter((t) => attr(t, 'name') === key || attr(t, 'property') === key)
      .map((t) => attr(t, 'content'));
  const links = tags('link');
  return {
    htmlTag: /<html\b[^>]*>/.exec(html)![0],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonical: links.filter((t) => attr(t, 'rel') === 'canonical').map((t) => attr(t, 'href')),
    alternates: links
      .filter((t) => attr(t, 'rel') === 'alternate')
      .map((t) => ({
        hreflang: attr(t, 'hrefLang') || attr(t, 'hreflang'),
        href: attr(t, 'href'),
      })),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
    h1: /<h1\b[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim(),
  };
}

async function get(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${web.server.url}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Every language for home and the first other page; en, es and ar for the rest. */
function pagesToCheck(): { route: RouteEntry; lang: string }[] {
  const pages = indexablePages();
  const everyLanguage = new Set([pages[0]?.id, pages.find((p) => p.id !== 'home')?.id]);
  return pages.flatMap((route) =>
    ACTIVE_LANGUAGES.filter(
      (l) => everyLanguage.has(route.id) || ['en', 'es', 'ar'].includes(l.code),
    ).map((l) => ({ route, lang: l.code })),
  );
}

describe('prerendered pages without JavaScript', () => {
  it.each(pagesToCheck().map((p) => [localizePath(p.route.path, p.lang), p] as const))(
    '%s has its own head and content',
    async (path, { route, lang }) => {
      const { status, html, headers } = await get(path);
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-cache');
      const page = parsePage(html);
      const language = ACTIVE_LANGUAGES.find((l) => l.code === lang)!;
      const text = expectedText(route, lang);
      const url = `${origin}${path}`;

      expect(page.htmlTag).toContain(`lang="${language.htmlLang}"`);
      expect(page.htmlTag).toContain(`dir="${language.direction}"`);
      expect(page.titles).toHaveLength(1);
      expect(page.titles[0]).toContain(text.title);
      expect(page.meta('description')).toEqual([text.description]);
      expect(page.meta('robots')).toEqual([]);
      expect(page.canonical).toEqual([url]);

      expect(page.alternates.map((a) => a.hreflang).sort()).toEqual(
        [...ACTIVE_LANGUAGES.map((l) => l.htmlLang), 'x-default'].sort(),
      );
      for (const l of ACTIVE_LANGUAGES)
        expect(page.alternates).toContainEqual({
          hreflang: l.htmlLang,
          href: `${origin}${localizePath(route.path, l.code)}`,
        });
      expect(page.alternates).toContainEqual({
        hreflang: 'x-default',
        href: `${origin}${route.path}`,
      });

      expect(page.meta('og:title')).toEqual(page.titles);
      expect(page.meta('og:description')).toEqual([text.description]);
      expect(page.meta('og:url')).toEqual([url]);
      expect(page.meta('og:type')).toHaveLength(1);
      expect(page.meta('og:locale')[0]).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(page.meta('og:image')).toEqual([`${origin}/og/default.png`]);
      expect(page.meta('og:image:width')).toEqual(['1200']);
      expect(page.meta('og:image:height')).toEqual(['630']);
      expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
      expect(page.meta('twitter:title')).toEqual(page.titles);

      const types = page.jsonLd.map((d) => d['@type']);
      if (route.pageType === 'homepage') {
        expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
        const org = page.jsonLd.find((d) => d['@type'] === 'Organization')!;
        // The description claims a tool count: only tools whose page is built, never '250+'.
        if (builtToolCount() > 0) expect(org.description).toContain(String(builtToolCount()));
        else expect(org.description).toBeUndefined();
      }
      if (route.path.split('/').length > 2) expect(types).toContain('BreadcrumbList');
      expect(page.h1).toBeTruthy();
    },
  );

  it('serves the social image', async () => {
    const response = await fetch(`${web.server.url}/og/default.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    // PNG IHDR: width and height at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('keeps private pages out of search', async () => {
    const privatePaths = [
      '/dashboard',
      ...BUILT_ROUTES.filter((r) => r.access === 'private' && !r.path.includes(':')).map(
        (r) => r.path,
      ),
    ];
    for (const path of privatePaths) {
      const { status, html, headers } = await get(path);
      const built = BUILT_ROUTES.some((r) => r.path === path);
      expect(status, path).toBe(built ? 200 : 404);
      // noindex as a header. The route's shell has no head tags (the client's RouteHead adds
      // them); the sign-in page, served prerendered, has its title and a robots noindex too.
      const page = parsePage(html);
      expect(headers.get('x-robots-tag'), path).toBe('noindex');
      if (path === '/auth') {
        expect(page.titles, path).toHaveLength(1);
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      } else expect(page.titles, path).toEqual([]);
      expect(page.canonical, path).toEqual([]);
      expect(page.alternates, path).toEqual([]);
    }
  });

  it('answers unknown paths with 404 and the app shell', async () => {
    for (const path of ['/no-such-page', '/xx/about', '/es/no-such-page']) {
      const { status, html, headers } = await get(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(headers.get('x-robots-tag')).toBe('noindex');
      expect(parsePage(html).canonical).toEqual([]);
    }
  });

  it('lists every indexable page and its languages in sitemap.xml', async () => {
    const { status, html: xml, headers } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = urls.map((u) => /<loc>([^<]*)<\/loc>/.exec(u)![1]);
    const expected = indexablePages().flatMap((p) =>
      ACTIVE_LANGUAGES.map((l) => `${origin}${localizePath(p.path, l.code)}`),
    );
    expect(locs.sort()).toEqual(expected.sort());
    for (const url of urls)
      expect(url.match(/<xhtml:link rel="alternate"/g)).toHaveLength(ACTIVE_LANGUAGES.length + 1);
  });

  it('serves robots.txt', async () => {
    const { status, html: text, headers } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/dashboard', '/account', '/auth'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('sends hashed assets with a long cache and Brotli', async () => {
    const { html } = await get('/');
    // A prerendered page loads its entry from an inline loader after the first paint.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const response = await fetch(`${web.server.url}${script}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
  });
});

describe('hydration in Chromium', () => {
  const pages = () => {
    const company = indexablePages().find((p) => p.feature === 'company');
    return ['/', '/ar', ...(company ? [company.path, localizePath(company.path, 'es')] : [])];
  };

  it.each(['/no-such-page', '/dashboard'])(
    '%s (app shell) renders one title and one noindex pair',
    async (path) => {
      const page = await web.browser.newPage();
      await page.goto(`${web.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const head = await page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) =>
          m.getAttribute('content'),
        ),
        googlebot: document.querySelectorAll('meta[name="googlebot"]').length,
        canonical: document.querySelectorAll('link[rel="canonical"]').length,
      }));
      expect(head).toEqual({ titles: 1, robots: ['noindex'], googlebot: 1, canonical: 0 });
      await page.close();
    },
  );

  it.each(pages())('%s hydrates cleanly with one set of head tags', async (path) => {
    const page = await web.browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.goto(`${web.server.url}${path}`, { waitUntil: 'networkidle' });
    // hydrateRoot marks its container; the prerendered h1 must still be the same element.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((k) =>
            k.startsWith('__reactContainer'),
          ),
        ),
      )
      .toBe(true);
    const head = await page.evaluate(() => ({
      titles: document.querySelectorAll('title').length,
      canonical: document.querySelectorAll('link[rel="canonical"]').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
      alternates: document.querySelectorAll('link[rel="alternate"]').length,
      inHead: document.head.querySelectorAll('title, link[rel="canonical"]').length,
    }));
    expect(head).toEqual({
      titles: 1,
      canonical: 1,
      descriptions: 1,
      ogTitles: 1,
      alternates: ACTIVE_LANGUAGES.length + 1,
      inHead: 2,
    });
    expect(problems).toEqual([]);
    await page.close();
  });
});
