// The built website served by the embedded backend (PGlite), in real Chromium.
import { describe, expect, it } from 'vitest';
import { openPage as openWebPage, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('website');

/** Opens a page and records console errors and uncaught exceptions while it is used. */
const openPage = (path: string, status = 200) =>
  openWebPage(web.browser, `${web.server.url}${path}`, { status });

describe('website on the embedded backend', () => {
  it('serves the home page with its title and hero, without errors', async () => {
    const { page, errors } = await openPage('/');
    await page
      .getByRole('heading', { level: 1, name: 'Grow on X with replies that sound like you' })
      .waitFor({ timeout: 20_000 });
    expect(await page.title()).toMatch(/ReplyPilot/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // docs/screenshots/home.png is taken by tests/e2e/shell.test.ts.
    await page.close();
  });

  it('serves the website for unknown paths and shows a not-found message', async () => {
    const { page, errors } = await openPage('/no-such-page', 404);

    // src/renderer/features/not-found/NotFoundPage
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await heading.waitFor({ timeout: 20_000 });
    expect(await page.locator('body').innerText()).toContain('There is nothing at /no-such-page');
    expect(await page.title()).toMatch(/ReplyPilot/);
    await page.waitForLoadState('networkidle');
    // Chromium logs the document's own 404 status; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.close();
  });
});
