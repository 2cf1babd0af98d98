// Accounts: sign-up, sign-in, sign-out, the return URL, the creator trial and magic links on
// /auth and /auth/magic: the built website on the embedded backend (PGlite), in real Chromium.
import { readFileSync } from 'node:fs';
import path_ from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkFor, useWebServer } from '../support/web-e2e.ts';

const PASSWORD = 'correct-horse-1';

const web = useWebServer('auth');

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

const path = (page: Page) => new URL(page.url()).pathname;

async function openAuth(context: BrowserContext, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${web.server.url}/auth${query}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return page;
}

async function fill(page: Page, fields: { name?: string; email: string; password?: string }) {
  if (fields.name !== undefined) await page.getByLabel('Full name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  if (fields.password !== undefined) await page.getByLabel(/^Password/).fill(fields.password);
}

/** The sign-in page's words for a wrong password in `language` (its errors.json). */
const wrongPasswordWords = (language: string) =>
  (
    JSON.parse(
      readFileSync(path_.resolve('src/renderer/locales', language, 'errors.json'), 'utf8'),
    ) as { code: Record<string, string> }
  ).code['invalid-credentials'];

const submit = (page: Page) => page.locator('form button[type="submit"]').click();

/** The signed-in header (≥1200 px): its account menu lists the user's email. */
async function expectSignedInAs(page: Page, email: string) {
  await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 20_000 });
  await expect.poll(() => page.getByRole('menu').innerText(), { timeout: 10_000 }).toContain(email);
  await page.keyboard.press('Escape');
}

const trialRow = async (email: string) =>
  (
    await web.server.sql<{ subscription_tier: string; subscription_status: string }>(
      `select s.subscription_tier, s.subscription_status from public.subscriptions s
         join auth.users u on u.id = s.user_id where u.email = $1`,
      [email],
    )
  )[0];

describe('accounts on /auth', () => {
  let context: BrowserContext;
  const email = unique('ada');

  beforeAll(async () => {
    context = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(() => context?.close());

  it('validates the form on the client', async () => {
    const page = await openAuth(context);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await fill(page, { name: '', email: 'not-an-email', password: '123' });
    await submit(page);
    await page.getByText('Enter your full name.').waitFor();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByText('Password must be at least 6 characters.').waitFor();
    expect(path(page)).toBe('/auth');
    await page.close();
  });

  it('signs up and lands on the dashboard', async () => {
    const page = await openAuth(context);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await fill(page, { name: 'Ada Lovelace', email, password: PASSWORD });
    await submit(page);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await expectSignedInAs(page, email);
    // a plain sign-up is not a trial
    expect(await trialRow(email)).toMatchObject({ subscription_tier: 'free' });
    await page.close();
  });

  it('says a wrong password in the page language, never in the service words', async () => {
    const other = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openAuth(other);
    await fill(page, { email, password: 'wrong-password' });
    await submit(page);
    await expect
      .poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 })
      .toBe('Invalid email or password.');
    expect(path(page)).toBe('/auth');
    for (const language of ['es', 'ja', 'ar']) {
      const words = wrongPasswordWords(language);
      expect(words).not.toBe('Invalid email or password.');
      await page.goto(`${web.server.url}/${language}/auth`, { waitUntil: 'load' });
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill('wrong-password');
      await submit(page);
      await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 }).toBe(words);
    }
    await other.close();
  });

  it('signs out from the header and goes to /auth', async () => {
    const page = await context.newPage();
    await page.goto(`${web.server.url}/about`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Sign Out' }).click({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 20_000 });
    await page.getByRole('link', { name: 'Sign In' }).waitFor({ timeout: 20_000 });
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((k) => /^sb-.+-auth-token/.test(k))).toEqual([]);
    await page.close();
  });

  it('signs in again and returns to the saved URL, once', async () => {
    const page = await openAuth(context);
    await page.evaluate(() => sessionStorage.setItem('returnUrl', '/support'));
    await fill(page, { email, password: PASSWORD });
    await submit(page);
    await page.waitForURL((url) => url.pathname === '/support', { timeout: 20_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('returnUrl'))).toBeNull();
    await expectSignedInAs(page, email);
    // already signed in: /auth goes straight on to the dashboard
    await page.goto(`${web.server.url}/auth`, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.close();
  });
});

describe('the creator trial', () => {
  it('/auth?plan=creator signs up into a 7-day creator trial', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const email = unique('trial');
    const page = await openAuth(context, '?plan=creator');
    await page.getByText('7-day free trial, no card needed.').waitFor();
    expect(
      await page.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected'),
    ).toBe('true');
    await fill(page, { name: 'Grace Hopper', email, password: PASSWORD });
    await submit(page);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    expect(await trialRow(email)).toEqual({
      subscription_tier: 'creator',
      subscription_status: 'trialing',
    });
    await context.close();
  });
});

describe('a paid plan chosen before signing up', () => {
  it('/auth?plan=starter&period=annual goes on to that checkout after sign-up', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const email = unique('starter');
    const page = await openAuth(context, '?plan=starter&period=annual');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await fill(page, { name: 'Alan Turing', email, password: PASSWORD });
    await submit(page);
    // Back on the pricing page, which starts the chosen checkout (the test-mode one here).
    await page.waitForURL((url) => url.pathname.startsWith('/_billing-test/checkout/'), {
      timeout: 20_000,
    });
    expect(await page.locator('h1').textContent()).toBe('Subscribe to Starter');
    expect(await page.locator('body').textContent()).toContain('per year');
    expect(await trialRow(email)).toMatchObject({ subscription_tier: 'free' });
    await context.close();
  });
});

describe('magic links', () => {
  const linkFor = (email: string) => magicLinkFor(web.server.url, email);

  it('requests a link on /auth, opens it and lands signed in', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const email = unique('magic');
    const page = await openAuth(context);
    await fill(page, { email });
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('Check your email').waitFor({ timeout: 20_000 });

    const link = await linkFor(email);
    expect(link.startsWith(`${web.server.url}/auth/magic?token=`)).toBe(true);
    await page.goto(link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await expectSignedInAs(page, email);

    // a link works once
    await page.goto(link, { waitUntil: 'load' });
    await page.getByText('Invalid or expired link').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
    await context.close();
  });

  it('/auth/magic without a valid token says so and links back to /auth', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${web.server.url}/auth/magic?token=nope`, { waitUntil: 'load' });
    await page.getByText('Invalid or expired link').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });
});
