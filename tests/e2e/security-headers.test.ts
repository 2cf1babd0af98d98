// Security headers of the built site on the embedded backend: every answer is nosniff; every
// page refuses framing and carries a Content-Security-Policy whose script hashes are exactly
// the inline scripts the page was built with; real Chromium loads pages without a refusal
// and refuses a script injected into a page.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('security-headers');

/** The directives of a CSP header as name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** `'sha256-…'` of every inline script of a page, computed here independently. */
function inlineScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.includes(' src=')) continue;
    found.add(`'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
  }
  return [...found].sort();
}

const PAGES = [
  '/', // prerendered home
  '/es/', // prerendered, another language
  '/about', // prerendered page
  '/dashboard', // the route's shell (private page)
  '/auth', // private page served prerendered
  '/ja/auth?plan=trial', // with a query: the route's shell
  '/no-such-page', // app shell, 404
];

describe('security headers', () => {
  it('every page: CSP with exactly its inline scripts, no framing, no sniffing', async () => {
    for (const path of PAGES) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const res = await fetch(`${web.server.url}${path}`, {
          headers: { 'accept-encoding': encoding },
        });
        const html = await res.text();
        expect(res.headers.get('content-type'), path).toContain('text/html');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
        expect(res.headers.get('cross-origin-opener-policy'), path).toBe(
          'same-origin-allow-popups',
        );
        const csp = directives(res.headers.get('content-security-policy') ?? '');
        expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
        expect(csp.get('object-src'), path).toEqual(["'none'"]);
        expect(csp.get('base-uri'), path).toEqual(["'self'"]);
        const scriptSrc = csp.get('script-src') ?? [];
        expect(scriptSrc[0], path).toBe("'self'");
        expect(scriptSrc, path).not.toContain("'unsafe-inline'");
        expect(scriptSrc, path).not.toContain("'unsafe-eval'");
        // The page's own inline scripts, and nothing else, are allowed by hash.
        expect(scriptSrc.slice(1).sort(), `${path} (${encoding})`).toEqual(inlineScripts(html));
      }
    }
  });

  it('other answers are nosniff and carry no page headers', async () => {
    const assets = await fetch(`${web.server.url}/`).then((r) => r.text());
    // A prerendered page loads its entry from an inline loader after the first paint.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(assets)?.[1];
    expect(script).toBeTruthy();
    for (const path of [
      '/health',
      '/config.json',
      script!,
      '/auth/v1/settings',
      '/rest/v1/',
      '/functions/v1/no-such-function',
      '/no-such-file.png',
    ]) {
      const res = await fetch(`${web.server.url}${path}`);
      await res.arrayBuffer();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('content-type') ?? '', path).not.toContain('text/html');
    }
  });

  it('Chromium runs the built pages without a refusal and refuses an injected script', async () => {
    for (const path of [
      '/',
      '/ar/',
      '/auth',
      '/auth?plan=trial',
      '/dashboard',
      '/tools/reply-grader',
    ]) {
      const { page, errors } = await openPage(web.browser, `${web.server.url}${path}`);
      await hydrated(page.locator('header a').first());
      // An attacker's markup that reaches the page cannot run script.
      await page.evaluate(() => {
        const injected = document.createElement('script');
        injected.textContent = 'window.__injected = true';
        document.body.append(injected);
        const handler = document.createElement('img');
        handler.setAttribute('onerror', 'window.__injected = true');
        handler.src = 'data:,broken';
        document.body.append(handler);
      });
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => '__injected' in window), path).toBe(false);
      const refusals = errors.filter((e) => e.includes('Content Security Policy'));
      expect(refusals.length, `${path}: the two injected scripts are refused`).toBe(2);
      expect(
        errors.filter((e) => !e.includes('Content Security Policy')),
        path,
      ).toEqual([]);
      await page.close();
    }
  });
});
