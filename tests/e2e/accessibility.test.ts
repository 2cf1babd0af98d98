// Accessibility: axe-core's WCAG 2.0 and 2.1 A and AA rules on what visitors see, in Chromium
// on the built site, in three variants: English, Arabic (right to left) and Japanese in the
// dark colour scheme (colours do not depend on the language; the scheme does).
//  1. Every built public page (`indexablePages()`) and the sign-in page, at desktop (1280 px)
//     and phone (375 px) widths.
//  2. The header's menus and the language menu opened (desktop), the sign-in form showing its
//     errors, the reset request with its errors, the reset page opened without a link, and the
//     mobile drawer with each section opened (phone).
//  3. The signed-in pages (dashboard, settings, account) at both widths, and the user menu.
// Any violation fails, listed as page, rule, element and axe's reason. No rule is disabled.
// About 70 page loads: under two minutes on two cores.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localizePath } from '../../src/shared/languages.ts';
import { indexablePages } from '../../src/shared/routes.ts';
import { signUpUser } from '../support/clients.ts';
import { hydrated, storeSession, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('accessibility');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Variant = { code: string; colorScheme: 'light' | 'dark' };
const VARIANTS: readonly Variant[] = [
  { code: 'en', colorScheme: 'light' },
  { code: 'ar', colorScheme: 'light' },
  { code: 'ja', colorScheme: 'dark' },
];
const named = ({ code, colorScheme }: Variant) => (colorScheme === 'dark' ? `${code} dark` : code);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
/** Pages audited at once, each in its own browser context (the machine has two cores). */
const PARALLEL = 3;

/** Waits for CSS transitions (a menu's pop-in): axe would read colours half faded in. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );

/**
 * One line per violating element: where, which rule, which element, what axe says. `scope`
 * limits the audit to an opened menu or drawer (the page behind it has its own audit).
 */
async function audit(page: Page, where: string, scope?: string): Promise<string[]> {
  await settled(page);
  // Only violations are collected (axe skips building the passes and incomplete lists).
  // options() replaces every option, so it comes before withTags().
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(TAGS);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const reason = node.failureSummary?.split('\n')[1]?.trim() ?? violation.help;
      return `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${reason}`;
    }),
  );
}

/** Loads a page and waits until it is hydrated and quiet (lazily loaded parts in place). */
async function load(page: Page, path: string) {
  await page.goto(`${web.server.url}${path}`, { waitUntil: 'load' });
  await hydrated(page.locator('main'));
  await page.waitForLoadState('networkidle');
}

/** Runs `work` over `items` in at most PARALLEL browser contexts at once. */
async function inParallel<T>(
  browser: Browser,
  items: readonly T[],
  work: (page: Page, item: T) => Promise<string[]>,
): Promise<string[]> {
  const queue = [...items];
  const found: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
          found.push(...(await work(page, item)));
      } finally {
        await context.close();
      }
    }),
  );
  return found.sort();
}

const PUBLIC_PATHS = [...indexablePages().map((r) => r.path), '/auth'];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('every public page, on desktop and phone', async () => {
    const runs = VARIANTS.flatMap((variant) =>
      PUBLIC_PATHS.map((path) => ({ variant, url: localizePath(path, variant.code) })),
    );
    // Loaded once, audited at desktop width, then narrowed to a phone's (the layout is CSS
    // media queries; the header's menus, lazily loaded on wide screens, are hidden there).
    const violations = await inParallel(web.browser, runs, async (page, { variant, url }) => {
      const where = `${url}${variant.colorScheme === 'dark' ? ' dark' : ''}`;
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.setViewportSize(DESKTOP);
      await load(page, url);
      const found = await audit(page, `${where} @${DESKTOP.width}`);
      await page.setViewportSize(PHONE);
      await page.waitForLoadState('networkidle');
      return [...found, ...(await audit(page, `${where} @${PHONE.width}`))];
    });
    expect(runs.length).toBe(VARIANTS.length * PUBLIC_PATHS.length);
    expect(violations).toEqual([]);
  }, 150_000);

  it('the header menus, the language menu, the form errors and the mobile drawer', async () => {
    const violations = await inParallel(web.browser, VARIANTS, async (page, variant) => {
      const found: string[] = [];
      const { code } = variant;
      const where = named(variant);
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await page.setViewportSize(DESKTOP);
      await load(page, localizePath('/', code));
      // Every header menu, one at a time (their entries exist only while open).
      const triggers = await hydrated(page.locator('header nav button[aria-haspopup]'));
      const count = await triggers.count();
      expect(count, 'header menus').toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await triggers.nth(i).click();
        await page.getByRole('menu').first().waitFor();
        const menu = await triggers.nth(i).getAttribute('data-menu');
        found.push(...(await audit(page, `${where} header menu ${menu}`, '[role="menu"]')));
        await page.keyboard.press('Escape');
        await page.getByRole('menu').first().waitFor({ state: 'hidden' });
      }
      // The language menu with every language shown.
      await page.locator('header button[aria-haspopup]:not([data-menu])').first().click();
      const languages = page.getByRole('menu').first();
      await languages.locator('[aria-expanded="false"]').click();
      await languages.locator('[aria-expanded="true"]').waitFor();
      found.push(...(await audit(page, `${where} language menu`, '[role="menu"]')));
      await page.keyboard.press('Escape');

      // The sign-in form, sent empty: its error messages.
      await load(page, localizePath('/auth', code));
      await page.locator('main form button[type="submit"]').click();
      await page.locator('main form [aria-invalid="true"]').first().waitFor();
      found.push(...(await audit(page, `${where} /auth with errors`, 'main')));
      // 'Forgot password?': the reset request, sent empty; the reset page opened without a link.
      await page.getByTestId('forgot-password').click();
      await page.locator('main form button[type="submit"]').click();
      await page.locator('main form [aria-invalid="true"]').first().waitFor();
      found.push(...(await audit(page, `${where} /auth reset request with errors`, 'main')));
      await load(page, localizePath('/auth/reset', code));
      await page.locator('main form').first().waitFor({ timeout: 20_000 });
      found.push(...(await audit(page, `${where} /auth/reset without a link`, 'main')));

      // The mobile drawer, each section opened in turn.
      await page.setViewportSize(PHONE);
      await load(page, localizePath('/about', code));
      await (await hydrated(page.locator('header .mantine-Burger-root'))).first().click();
      const drawer = page.getByRole('dialog').first();
      await drawer.waitFor();
      const sections = drawer.locator('button[data-menu]');
      const sectionCount = await sections.count();
      expect(sectionCount, 'drawer sections').toBeGreaterThan(0);
      for (let i = 0; i < sectionCount; i++) {
        await sections.nth(i).click();
        await expect.poll(() => sections.nth(i).getAttribute('aria-expanded')).toBe('true');
        const menu = await sections.nth(i).getAttribute('data-menu');
        found.push(...(await audit(page, `${where} drawer ${menu}`, '[role="dialog"]')));
      }
      return found;
    });
    expect(violations).toEqual([]);
  }, 90_000);

  it('the signed-in pages and the user menu', async () => {
    const user = await signUpUser(web.server, { data: { full_name: 'Axe Reader' } });
    const violations = await inParallel(web.browser, VARIANTS, async (page, variant) => {
      const found: string[] = [];
      const dark = variant.colorScheme === 'dark' ? ' dark' : '';
      await page.emulateMedia({ colorScheme: variant.colorScheme });
      await storeSession(page, web.server.url, user.session);
      for (const path of ['/dashboard', '/dashboard/settings', '/account']) {
        const url = localizePath(path, variant.code);
        await page.setViewportSize(DESKTOP);
        await page.goto(`${web.server.url}${url}`);
        // The page's content, not its loader: a card or the settings form.
        await page.locator('main [data-testid], main form').first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        found.push(...(await audit(page, `${url}${dark} @${DESKTOP.width} signed in`)));
        await page.setViewportSize(PHONE);
        found.push(...(await audit(page, `${url}${dark} @${PHONE.width} signed in`)));
      }
      await page.setViewportSize(DESKTOP);
      await (await hydrated(page.locator('header [data-testid="user-menu"]'))).first().click();
      await page.getByRole('menu').first().waitFor();
      found.push(...(await audit(page, `${named(variant)} user menu`, '[role="menu"]')));
      return found;
    });
    expect(violations).toEqual([]);
  }, 90_000);
});
