// Company, support, status and feature-request pages, the error screen and the 404 page:
// the built website on the embedded backend (PGlite), in real Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_ROUTES } from '../../src/shared/routes.ts';
import { hydrated, openPage as openWebPage, repoRoot, useWebServer } from '../support/web-e2e.ts';

const THROW_ONCE_KEY = 'replypilot:throw-once'; // src/renderer/components/error/ThrowOnce.tsx

const web = useWebServer('pages');

const open = (target: BrowserContext | Browser, path: string, status = 200) =>
  openWebPage(target, `${web.server.url}${path}`, { status });

const h1 = (page: Page) => page.locator('main h1').first();

const concretePaths = BUILT_ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path);

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('every built page at $width px', (viewport) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.browser.newContext({ viewport });
  });
  afterAll(() => context?.close());

  it.each(concretePaths)('%s renders its h1 without errors or overflow', async (path) => {
    const { page, errors } = await open(context, path);
    await h1(page).waitFor({ state: 'visible', timeout: 20_000 });
    expect((await h1(page).innerText()).trim().length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    if (viewport.width === 375) {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `horizontal overflow on ${path}`).toBeLessThanOrEqual(375);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('pages that do things', () => {
  it('feature request: shows field errors, then stores a valid request', async () => {
    const { page, errors } = await open(web.browser, '/feature-request');
    await h1(page).waitFor({ timeout: 20_000 });
    const before = await web.server.sql<{ n: string }>(
      'select count(*)::text as n from public.feature_requests',
    );

    await (await hydrated(page.getByRole('button', { name: 'Send request' }))).click();
    const body = page.locator('main');
    await expect.poll(() => body.innerText()).toContain('Title must be 5 to 120 characters.');
    expect(await body.innerText()).toContain('Details must be 20 to 2000 characters.');
    expect(await body.innerText()).toContain('Choose a category.');

    await page.getByLabel('Title').fill('Schedule replies for later');
    await page
      .getByLabel('Details')
      .fill('Let me queue replies and pick the hour they go out, inside my limit.');
    await page.getByLabel('Category').selectOption('extension');
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => body.innerText())
      .toContain('Enter a valid email address, or leave the field empty.');
    await page.getByLabel('Email (optional)').fill('ana@example.test');
    await page.getByRole('button', { name: 'Send request' }).click();

    await page
      .getByRole('status')
      .filter({ hasText: 'Thank you, your request is in' })
      .first()
      .waitFor({ timeout: 20_000 });
    const rows = await web.server.sql<{ title: string; category: string; email: string }>(
      'select title, category, email from public.feature_requests order by id desc limit 1',
    );
    expect(rows).toEqual([
      { title: 'Schedule replies for later', category: 'extension', email: 'ana@example.test' },
    ]);
    expect(Number(before[0]!.n) + 1).toBe(
      Number(
        (
          await web.server.sql<{ n: string }>(
            'select count(*)::text as n from public.feature_requests',
          )
        )[0]!.n,
      ),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('status: shows each service a user cares about as operational, in plain words', async () => {
    const { page, errors } = await open(web.browser, '/status');
    const overall = page.getByTestId('overall-status');
    await expect
      .poll(() => overall.innerText(), { timeout: 20_000 })
      .toContain('All systems operational');
    const text = await page.locator('main').innerText();
    for (const service of ['Website', 'Sign-in', 'AI tools', 'Payments', 'Extension connection'])
      expect(text).toContain(service);
    // A server on this machine without a payment provider checks out in test mode: said so.
    expect(text).toMatch(/test mode/i); // a badge (upper-cased by CSS)
    expect(text).toContain('nothing is charged');
    // Nothing internal: no database engine, no function names, no payment provider's name.
    for (const internal of ['PGlite', 'report-error', 'feature-request', 'tool-usage', 'Stripe'])
      expect(text).not.toContain(internal);
    expect(text).toMatch(/\d+ ms/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => overall.innerText()).toContain('All systems operational');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('error screen: exact copy, a stored report, and Try Again recovers the page', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.server.url}/about`);
    await h1(page).waitFor({ timeout: 20_000 });
    await page.evaluate((key) => localStorage.setItem(key, 'render'), THROW_ONCE_KEY);
    await page.reload();

    const title = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
    await title.waitFor({ timeout: 20_000 });
    const main = await page.locator('main').innerText();
    expect(main).toContain(
      "We encountered an unexpected error. Don't worry, our team has been notified.",
    );
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(
      await page.getByRole('link', { name: 'Ask in the support community' }).getAttribute('href'),
    ).toMatch(/^https:\/\//);

    await expect
      .poll(
        async () =>
          await web.server.sql<{ path: string }>(
            "select path from public.error_reports where message like 'Forced render error%'",
          ),
        { timeout: 20_000 },
      )
      .toEqual([{ path: '/about' }]);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect
      .poll(() => h1(page).innerText())
      .toBe('AI that joins conversations the way you would');
    expect(await title.count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), THROW_ONCE_KEY)).toBeNull();
    await page.close();
  });

  it('unknown path: the 404 page with a way home and useful links', async () => {
    const { page, errors } = await open(web.browser, '/fr/no-such-page-here', 404);
    await page
      .getByRole('heading', { level: 1, name: 'Page introuvable' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe(
      '/fr',
    );
    const robots = await page
      .locator('head meta[name="robots"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toContain('noindex');
    // Chromium logs the document's own 404 status; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.close();
  });

  it('screenshot of /about at 1280×800 (UPDATE_SCREENSHOTS=1)', async () => {
    if (process.env.UPDATE_SCREENSHOTS !== '1') return;
    const page = await web.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${web.server.url}/about`);
    await h1(page).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    mkdirSync(join(repoRoot, 'docs/screenshots'), { recursive: true });
    await page.screenshot({ path: join(repoRoot, 'docs/screenshots/company-page.png') });
    await page.close();
  });
});
