// How the server answers a private route: the sign-in page comes prerendered (signed out, no
// query string), any private route with a query string or a signed-in one comes as its own
// shell, which preloads the route's chunks and translations; all of them noindex.
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('route-shells');

const get = async (path: string) => {
  const res = await fetch(`${web.server.url}${path}`);
  return { res, html: await res.text() };
};

/** The inner HTML of #root and the namespaces it names. */
function root(html: string) {
  const m =
    /<div id="root"(?: data-i18n-namespaces="([^"]*)")?>([\s\S]*?)<\/div>\s*<(?:script|\/body)/.exec(
      html,
    );
  return { namespaces: m?.[1]?.split(' ') ?? null, inner: m?.[2] ?? '' };
}

describe('private routes', () => {
  it('the sign-in page is prerendered in every language, noindex', async () => {
    for (const [path, lang] of [
      ['/auth', 'en'],
      ['/ja/auth', 'ja'],
      ['/ar/auth/', 'ar'],
    ] as const) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      const { inner, namespaces } = root(html);
      expect(inner, path).toMatch(/<h1[\s>]/);
      expect(inner, path).toContain('type="email"');
      expect(namespaces, path).toEqual(expect.arrayContaining(['auth', 'common']));
    }
  });

  it('with a query string, or on a signed-in route, the route shell: empty, preloading', async () => {
    for (const path of ['/auth?plan=trial', '/es/auth?next=1', '/dashboard', '/ja/account']) {
      const { res, html } = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex');
      const { inner, namespaces } = root(html);
      expect(inner, path).toBe('');
      expect(namespaces, path).toContain('common');
      expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/);
    }
    // Unknown paths keep the plain shell and their 404.
    const missing = await get('/ja/no-such-page');
    expect(missing.res.status).toBe(404);
    expect(root(missing.html)).toEqual({ namespaces: null, inner: '' });
  });

  it('before hydration the sign-in form cannot be used (no native submit of a password)', async () => {
    const context = await web.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${web.server.url}/auth`);
      for (const control of [
        'input[type="email"]',
        'input[type="password"]',
        'button[type="submit"]',
      ])
        expect(await page.locator(control).isDisabled(), control).toBe(true);
      expect(await page.getByRole('tab').first().isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the prerendered sign-in page hydrates; the trial link renders sign-up', async () => {
    const signIn = await openPage(web.browser, `${web.server.url}/es/auth`);
    await hydrated(signIn.page.locator('h1'));
    await expect.poll(() => signIn.page.locator('form input[type="email"]').count()).toBe(1);
    expect(signIn.errors).toEqual([]);
    await signIn.page.close();

    const trial = await openPage(web.browser, `${web.server.url}/auth?plan=creator`);
    await hydrated(trial.page.locator('[data-testid="trial-note"]'));
    expect(await trial.page.locator('form input[autocomplete="name"]').count()).toBe(1);
    expect(trial.errors).toEqual([]);
    await trial.page.close();
  });
});
