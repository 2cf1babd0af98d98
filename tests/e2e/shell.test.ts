// The site shell (header, drawer, language picker, right-to-left layout) of the built website
// on the embedded backend, in real Chromium at desktop and phone widths.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, openPage as openWebPage, repoRoot, useWebServer } from '../support/web-e2e.ts';

const screenshots = process.env.UPDATE_SCREENSHOTS === '1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const web = useWebServer('shell');

/** Opens a page at a viewport size and records console errors and failed requests. */
const openPage = (path: string, viewport: { width: number; height: number }) =>
  openWebPage(web.browser, `${web.server.url}${path}`, { viewport });

/** A header menu button (a Mantine Menu target announces its popup). */
const menuTrigger = (page: Page, id: string) =>
  page.locator(`header button[data-menu="${id}"][aria-haspopup]`);

describe('site shell at 1280 px', () => {
  it('opens every header menu and navigates from a menu entry', async () => {
    const { page, errors } = await openPage('/', DESKTOP);
    // Only entries whose page is built (the crawl in links.test.ts follows every one).
    const expected: Record<string, string[]> = {
      features: ['Viral post deconstructor'],
      generators: ['Bios and profiles', 'Hashtags'],
      resources: ['Help center'],
    };
    expect(await page.locator('header button[data-menu="channels"]').count()).toBe(0);
    for (const [id, texts] of Object.entries(expected)) {
      const trigger = await hydrated(menuTrigger(page, id));
      // Keyboard: Enter opens the menu; Escape closes it.
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const text = (await menu.textContent()) ?? '';
      for (const t of texts) expect(text, `${id} menu`).toContain(t);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    }

    // Tool counts are of built tools: Bios and profiles lists two.
    await menuTrigger(page, 'generators').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(
      await page
        .getByRole('menu')
        .getByRole('group', { name: /Tools: 2$/ })
        .count(),
    ).toBe(1);
    await page.keyboard.press('Escape');

    // Pricing scrolls to the home page's #pricing section.
    await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await page.waitForURL(/#pricing$/);
    await expect
      .poll(() => page.locator('#pricing').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);

    if (screenshots) {
      mkdirSync(join(repoRoot, 'docs/screenshots'), { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.move(640, 780); // no hover state in the picture
      await page.waitForTimeout(600);
      await page.screenshot({ path: join(repoRoot, 'docs/screenshots/home.png') });
    }

    // A menu entry navigates (Resources → Help center, a built page).
    await menuTrigger(page, 'resources').click();
    await page.getByRole('menuitem', { name: /Help center/ }).click();
    await page.waitForURL(/\/help$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' }); // closed on navigation

    // From another page, Pricing goes to the home page's anchor.
    await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    await page.locator('#pricing').waitFor();

    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches to Spanish through the language picker', async () => {
    const { page, errors } = await openPage('/', DESKTOP);
    const picker = await hydrated(
      page.locator('header [data-testid="language-picker"][aria-haspopup]'),
    );
    await picker.click();
    await page.getByRole('menuitem', { name: /Español/ }).click();
    await page.waitForURL((url) => url.pathname === '/es');
    await menuTrigger(page, 'features').filter({ hasText: 'Funciones' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('es');
    // Links keep the prefix.
    const trial = page.getByRole('link', { name: 'Pruébalo 7 días gratis' }).first();
    expect(await trial.getAttribute('href')).toBe('/es/auth?plan=creator');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('mirrors the header for Arabic', async () => {
    const { page, errors } = await openPage('/ar', DESKTOP);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await menuTrigger(page, 'features').filter({ hasText: 'الميزات' }).waitFor({ timeout: 20_000 });
    const picker = await hydrated(
      page.locator('header [data-testid="language-picker"][aria-haspopup]'),
    );
    const brandBox = (await page.getByTestId('brand').boundingBox())!;
    const pickerBox = (await picker.boundingBox())!;
    // Brand on the right, the picker and buttons on the left.
    expect(brandBox.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(pickerBox.x).toBeLessThan(brandBox.x);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('site shell on a tablet', () => {
  it('opens the drawer at the menu button’s side, also in Arabic', async () => {
    const TABLET = { width: 800, height: 1000 };
    for (const [path, name] of [
      ['/', 'Open menu'],
      ['/ar', 'فتح القائمة'],
    ] as const) {
      const { page, errors } = await openPage(path, TABLET);
      const button = await hydrated(page.getByRole('button', { name }));
      const buttonBox = (await button.boundingBox())!;
      await button.click();
      const drawer = page.locator('.mantine-Drawer-content');
      await drawer.waitFor();
      // The side the drawer rests against once its slide has ended.
      const side = async () => {
        const box = await drawer.boundingBox();
        if (!box) return null;
        if (Math.abs(box.x) < 1) return 'left';
        return Math.abs(box.x + box.width - TABLET.width) < 1 ? 'right' : 'moving';
      };
      await expect.poll(side).toBe(buttonBox.x > TABLET.width / 2 ? 'right' : 'left');
      expect(path === '/ar').toBe(buttonBox.x < TABLET.width / 2);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('site shell at 375 px', () => {
  it('opens the drawer, shows the menus and navigates', async () => {
    const { page, errors } = await openPage('/', PHONE);
    // The desktop menus are hidden; the burger opens the drawer.
    expect(await page.locator('header button[data-menu="features"]').isVisible()).toBe(false);
    await (await hydrated(page.getByRole('button', { name: 'Open menu' }))).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (const name of ['Features', 'Generators', 'Resources'])
      expect(await drawer.getByRole('button', { name }).count()).toBe(1);
    expect(await drawer.getByRole('link', { name: 'Try it 7 days for free' }).count()).toBe(1);
    expect(await drawer.getByLabel('Choose language').count()).toBe(1);
    await drawer.getByRole('button', { name: 'Resources' }).click();
    await drawer.getByRole('link', { name: /Help center/ }).waitFor();
    await page.waitForTimeout(300); // the accordion's opening transition

    if (screenshots) {
      mkdirSync(join(repoRoot, 'docs/screenshots'), { recursive: true });
      await page.screenshot({ path: join(repoRoot, 'docs/screenshots/mobile-drawer.png') });
    }

    await drawer.getByRole('link', { name: /Help center/ }).click();
    await page.waitForURL(/\/help$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });
});
