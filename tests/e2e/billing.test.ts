// Buying a plan as a user meets it: the built site on the embedded backend (PGlite, billing in
// its test mode, which sends signed Stripe-shaped events through the real webhook handler), in
// Chromium. A visitor picks Pro on /pricing, signs up, pays on the test-mode checkout, lands on
// /welcome, and finds the plan on the dashboard, the account page, the tools and in what the
// page hands the extension; then cancels in the billing portal and is back on Free at the end
// of the period. A forged checkout id on /welcome changes nothing. UPDATE_SCREENSHOTS=1 also
// writes docs/screenshots/billing-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, TRIAL_DAYS } from '../../src/shared/plans.ts';
import { signUpUser, uniqueEmail } from '../support/clients.ts';
import {
  hydrated,
  recordErrors,
  repoRoot,
  storeSession,
  useWebServer,
} from '../support/web-e2e.ts';

const web = useWebServer('billing', { env: { BILLING_TEST_MODE: 'on' } });
const DESKTOP = { width: 1280, height: 900 };

/** With UPDATE_SCREENSHOTS=1: the page as it is now, into docs/screenshots/billing-<name>.png. */
async function screenshot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENSHOTS !== '1') return;
  const dir = join(repoRoot, 'docs/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `billing-${name}.png`), fullPage: true });
}

/** The plan the page hands the extension over the bridge, every time it does. */
async function watchBridge(page: Page) {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { __plansSent: (string | null)[] }).__plansSent = seen;
    window.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as {
        type?: string;
        data?: { subscription?: { subscription_tier?: string } } | null;
      };
      if (data?.type === 'AUTH_TOKEN_RESPONSE')
        seen.push(data.data?.subscription?.subscription_tier ?? null);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __plansSent: (string | null)[] }).__plansSent);
}

async function subscriptionOf(email: string) {
  const [row] = await web.server.sql<{
    subscription_tier: string;
    subscription_status: string;
    daily_reply_limit: number;
    cancel_at_period_end: boolean;
  }>(
    `select s.subscription_tier, s.subscription_status, s.daily_reply_limit, s.cancel_at_period_end
       from public.subscriptions s join auth.users u on u.id = s.user_id where u.email = $1`,
    [email],
  );
  return row;
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

describe('buying a plan', () => {
  it('visitor → plan button → sign-up → test-mode checkout → /welcome → the plan everywhere → cancelled in the portal → free at the period end', async () => {
    const context = await web.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = recordErrors(page);
    const plansSent = await watchBridge(page);
    const email = uniqueEmail('buyer');

    await page.goto(`${web.server.url}/pricing`, { waitUntil: 'load' });
    await hydrated(page.locator('main h1'));
    await page.getByTestId('plan-pro').getByRole('link').click();
    await page.waitForURL(/\/auth\?plan=pro&period=monthly$/);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Full name').fill('Grace Buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('a-long-enough-password-1');
    await page.locator('form button[type="submit"]').click();

    // The test-mode checkout, for the plan chosen, with the trial of a never-trialled account.
    await page.waitForURL((url) => url.pathname.startsWith('/_billing-test/checkout/'), {
      timeout: 20_000,
    });
    expect(await page.locator('h1').innerText()).toBe('Subscribe to Pro');
    const checkoutPage = await page.locator('body').innerText();
    expect(checkoutPage).toContain('TEST MODE');
    expect(checkoutPage).toContain(`${TRIAL_DAYS}-day free trial`);
    await screenshot(page, 'test-checkout');
    await page.getByRole('button', { name: 'Subscribe (test mode)' }).click();

    await page.waitForURL(/\/welcome\?session_id=cs_local_/);
    await page.getByTestId('welcome-ready').waitFor({ timeout: 30_000 });
    expect(
      await page.getByTestId('welcome-ready').getByRole('heading', { level: 2 }).innerText(),
    ).toBe('Welcome to Pro');
    await screenshot(page, 'welcome');
    // The page handed the new plan to the extension bridge.
    await expect.poll(plansSent, { timeout: 10_000 }).toContain('pro');
    expect(await subscriptionOf(email)).toMatchObject({
      subscription_tier: 'pro',
      subscription_status: 'trialing',
      daily_reply_limit: PLAN_LIMITS.pro.dailyReplyLimit,
    });

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect.poll(() => text(page, 'plan-card'), { timeout: 20_000 }).toContain('Pro');

    await page.goto(`${web.server.url}/account`);
    await expect
      .poll(() => text(page, 'plan-name'), { timeout: 20_000 })
      .toBe(`Pro (trial, ${TRIAL_DAYS} days left)`);
    expect(await text(page, 'plan-period')).toBe('Billed monthly');
    expect(await text(page, 'plan-renewal')).toMatch(/^Renews on /);
    await screenshot(page, 'account');

    // The tools: unlimited on a paid plan.
    await page.goto(`${web.server.url}/tools/reply-grader`);
    await expect
      .poll(() => page.locator('main').innerText(), { timeout: 20_000 })
      .toContain("Unlimited access - you're all set!");

    // The billing portal: cancel at the period end; the plan stays until then.
    await page.goto(`${web.server.url}/account`);
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/_billing-test/portal/'), {
      timeout: 20_000,
    });
    const portal = page.url();
    await screenshot(page, 'test-portal');
    await page.getByRole('button', { name: 'Cancel at the end of the period' }).click();
    await page.getByText(/^Ends on /).waitFor();
    await page.getByRole('link', { name: 'Return to your account' }).click();
    await expect.poll(() => text(page, 'plan-renewal'), { timeout: 20_000 }).toMatch(/^Ends on /);
    expect(await subscriptionOf(email)).toMatchObject({
      subscription_tier: 'pro',
      cancel_at_period_end: true,
    });

    // The period ends (the test mode's clock): back to Free, everywhere.
    await page.goto(portal);
    await page.getByRole('button', { name: 'Advance to the end of the period' }).click();
    await page.getByText('No active subscription.').waitFor();
    await page.getByRole('link', { name: 'Return to your account' }).click();
    await expect.poll(() => text(page, 'plan-name'), { timeout: 20_000 }).toBe('Free');
    expect(await subscriptionOf(email)).toMatchObject({
      subscription_tier: 'free',
      daily_reply_limit: PLAN_LIMITS.free.dailyReplyLimit,
    });
    await expect.poll(plansSent, { timeout: 10_000 }).toContain('free');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a forged checkout id on /welcome says so and changes nothing', async () => {
    const user = await signUpUser(web.server, { data: { full_name: 'Mallory Forger' } });
    const page = await web.browser.newPage({ viewport: DESKTOP });
    const errors = recordErrors(page);
    await storeSession(page, web.server.url, user.session);
    await page.goto(`${web.server.url}/welcome?session_id=cs_test_forged1234567890`);
    await page.getByText('Checkout not found').waitFor({ timeout: 20_000 });
    expect(await subscriptionOf(user.email)).toMatchObject({ subscription_tier: 'free' });
    // Not a checkout id at all: the same answer, and nothing asked of the server.
    await page.goto(`${web.server.url}/welcome?session_id=${encodeURIComponent("' or 1=1 --")}`);
    await page.getByText('Checkout not found').waitFor({ timeout: 20_000 });
    expect(errors.filter((e) => !e.includes('checkout-status'))).toEqual([]);
    await page.close();
  });

  it('a checkout left on its page returns to the plans, and nothing is charged', async () => {
    const user = await signUpUser(web.server, { data: { full_name: 'Quinn Doubter' } });
    const page = await web.browser.newPage({ viewport: DESKTOP });
    await storeSession(page, web.server.url, user.session);
    await page.goto(`${web.server.url}/pricing`);
    await hydrated(page.locator('main h1'));
    await page.getByRole('button', { name: 'Choose Starter' }).click({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname.startsWith('/_billing-test/checkout/'), {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    expect(await subscriptionOf(user.email)).toMatchObject({ subscription_tier: 'free' });
    await page.close();
  });
});
