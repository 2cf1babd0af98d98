// Pricing on the built site with the embedded backend (PGlite, billing in test mode as on any
// server that listens only on this machine), in real Chromium: what a visitor sees and where a
// plan leads, the founding campaign from the server, and a signed-in user's checkout leaving
// for the test-mode checkout page. UPDATE_SCREENSHOTS=1 also writes docs/screenshots/pricing.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_PRICES, formatUsd } from '../../src/shared/plans.ts';
import { signUpUser } from '../support/clients.ts';
import {
  hydrated,
  openPage,
  recordErrors,
  repoRoot,
  storeSession,
  useWebServer,
} from '../support/web-e2e.ts';

const web = useWebServer('pricing', { env: { BILLING_TEST_MODE: 'on' } });
const screenshots = process.env.UPDATE_SCREENSHOTS === '1';
const DESKTOP = { width: 1280, height: 900 };

describe('pricing page', () => {
  it('shows a visitor the four plans, the campaign and true facts; the trial plan leads to sign-up with it', async () => {
    const { page, errors } = await openPage(web.browser, `${web.server.url}/pricing`, {
      viewport: DESKTOP,
    });
    await hydrated(page.locator('main h1'));
    expect(await page.getByRole('article').count()).toBe(4);
    for (const name of ['Free', 'Starter', 'Creator', 'Pro'])
      expect(await page.getByRole('heading', { level: 2, name, exact: true }).count()).toBe(1);

    // The server's answer: test mode, the campaign it started, founding prices.
    await page.getByTestId('trust-test').waitFor();
    await page.getByTestId('countdown').waitFor();
    expect(await page.locator('#countdown-title').textContent()).toBe(
      'Founding Member Pricing Ends In',
    );
    expect(await page.getByTestId('scarcity').textContent()).toContain('Founding spots left:');
    expect(await page.getByTestId('price-starter').textContent()).toBe(
      formatUsd(PLAN_PRICES.starter.monthly),
    );
    expect(await page.getByTestId('original-starter').textContent()).toContain(
      formatUsd(PLAN_PRICES.starter.monthlyOriginal),
    );

    // Annual: the yearly price.
    await page.getByText('Annual', { exact: true }).click();
    await expect
      .poll(() => page.getByTestId('price-pro').textContent())
      .toBe(formatUsd(PLAN_PRICES.pro.annual));
    await page.getByText('Monthly', { exact: true }).click();

    if (screenshots) {
      mkdirSync(join(repoRoot, 'docs/screenshots'), { recursive: true });
      await page.mouse.move(1270, 10); // no hover state in the picture
      await page.waitForTimeout(600);
      await page.screenshot({
        path: join(repoRoot, 'docs/screenshots/pricing.png'),
        fullPage: true,
      });
    }

    await page.getByRole('link', { name: 'Start 7-day free trial' }).click();
    await page.waitForURL(/\/auth\?plan=creator$/);
    await page.getByTestId('trial-note').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the page language on the way to sign-up', async () => {
    const { page, errors } = await openPage(web.browser, `${web.server.url}/ar/pricing`);
    await hydrated(page.locator('main h1'));
    const starter = page.getByTestId('plan-starter').getByRole('link');
    expect(await starter.getAttribute('href')).toBe('/ar/auth?plan=starter&period=monthly');
    await starter.click();
    await page.waitForURL(/\/ar\/auth\?plan=starter&period=monthly$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/signup shows the same plans', async () => {
    const { page, errors } = await openPage(web.browser, `${web.server.url}/signup`);
    await hydrated(page.locator('main h1'));
    expect(await page.locator('main h1').textContent()).toBe('Choose a plan to sign up');
    expect(await page.getByRole('article').count()).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("starts a signed-in user's checkout and leaves for the checkout page", async () => {
    const user = await signUpUser(web.server, { data: { full_name: 'Ana Test' } });
    const page = await web.browser.newPage({ viewport: DESKTOP });
    const errors = recordErrors(page);
    await storeSession(page, web.server.url, user.session);
    await page.goto(`${web.server.url}/pricing`, { waitUntil: 'load' });
    await hydrated(page.locator('main h1'));
    // Signed in: the free plan is current and the paid plans start a checkout.
    await page.getByTestId('plan-free').getByText('Current plan').waitFor({ timeout: 20_000 });
    const starter = page.getByRole('button', { name: 'Choose Starter' });
    await starter.click();
    await page.waitForURL((url) => url.pathname.includes('/_billing-test/checkout/'), {
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
