// No dead ends: every internal link the site shows leads to a page it serves, in every language.
//  1. Plain HTTP over every prerendered page in all 15 languages: each `<a href>` to this site
//     (header, footer, page bodies) is fetched and must answer 200.
//  2. Chromium, where links only exist after JavaScript: the header's menus opened one by one
//     and the mobile drawer, and the signed-in pages (dashboard, settings, account), in a few
//     languages; their links must answer 200 too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES, localizePath } from '../../src/shared/languages.ts';
import { indexablePages } from '../../src/shared/routes.ts';
import { signUpUser } from '../support/clients.ts';
import { hydrated, storeSession, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('links');

const decode = (href: string) => href.replace(/&amp;/g, '&');

/** The internal links of an HTML document (path, query kept; the hash dropped). */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map((m) => decode(m[1]!));
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0] || '/');
}

/** Checks each link once: its status, and the pages that showed it (for the message). */
class LinkChecker {
  private readonly seenOn = new Map<string, Set<string>>();

  add(links: Iterable<string>, page: string) {
    for (const link of links) {
      const pages = this.seenOn.get(link) ?? new Set<string>();
      pages.add(page);
      this.seenOn.set(link, pages);
    }
  }

  get size() {
    return this.seenOn.size;
  }

  async broken(base: string): Promise<string[]> {
    const broken: string[] = [];
    for (const [link, pages] of this.seenOn) {
      const res = await fetch(`${base}${link}`, { redirect: 'follow' });
      await res.arrayBuffer();
      if (res.status !== 200)
        broken.push(`${link} → ${res.status} (on ${[...pages].slice(0, 3).join(', ')})`);
    }
    return broken;
  }
}

describe('internal links', () => {
  it('every link on every prerendered page, in every language, resolves', async () => {
    const checker = new LinkChecker();
    let pages = 0;
    for (const language of ACTIVE_LANGUAGES) {
      for (const route of indexablePages()) {
        const path = localizePath(route.path, language.code);
        const res = await fetch(`${web.server.url}${path}`);
        expect(res.status, path).toBe(200);
        checker.add(internalLinks(await res.text()), path);
        pages++;
      }
    }
    expect(pages).toBe(ACTIVE_LANGUAGES.length * indexablePages().length);
    expect(checker.size).toBeGreaterThan(20);
    expect(await checker.broken(web.server.url)).toEqual([]);
  }, 240_000);

  /** Internal links of what is on screen now. */
  const linksOnScreen = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href')!)
        .filter((href) => href.startsWith('/') && !href.startsWith('//'))
        .map((href) => href.split('#')[0] || '/'),
    );

  it('the header menus, the mobile drawer and the signed-in pages link only to real pages', async () => {
    const checker = new LinkChecker();
    const context = await web.browser.newContext();
    const user = await signUpUser(web.server, { data: { full_name: 'Link Walker' } });
    const page = await context.newPage();
    try {
      for (const code of ['en', 'es', 'ja', 'ar']) {
        // Every header menu, opened one at a time (their entries exist only while open).
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${web.server.url}${localizePath('/', code)}`);
        const nav = page.locator('header nav').first();
        const triggers = await hydrated(nav.locator('button[aria-haspopup]'));
        const count = await triggers.count();
        for (let i = 0; i < count; i++) {
          await triggers.nth(i).click();
          await page.getByRole('menu').first().waitFor();
          checker.add(await linksOnScreen(page), `${code} header menu ${i + 1}`);
          await page.keyboard.press('Escape');
        }
        // The mobile drawer.
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${web.server.url}${localizePath('/about', code)}`);
        const burger = await hydrated(page.locator('header .mantine-Burger-root'));
        await burger.first().click();
        const drawer = page.getByRole('dialog').first();
        await drawer.waitFor();
        const sections = drawer.locator('button[data-menu]');
        for (let i = 0; i < (await sections.count()); i++) {
          await sections.nth(i).click();
          checker.add(await linksOnScreen(page), `${code} drawer section ${i + 1}`);
        }
      }

      await page.setViewportSize({ width: 1280, height: 900 });
      await storeSession(page, web.server.url, user.session);
      for (const code of ['en', 'es', 'ar']) {
        for (const path of ['/dashboard', '/dashboard/settings', '/account']) {
          const url = `${web.server.url}${localizePath(path, code)}`;
          await page.goto(url);
          await page.locator('main h1').first().waitFor({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          checker.add(await linksOnScreen(page), `${code} ${path}`);
        }
      }
    } finally {
      await context.close();
    }
    expect(checker.size).toBeGreaterThan(10);
    expect(await checker.broken(web.server.url)).toEqual([]);
  }, 240_000);
});
