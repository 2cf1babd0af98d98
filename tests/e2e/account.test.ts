// Account and password flows in real Chromium on the embedded backend (PGlite): a forgotten
// password reset through the development mailbox, an email change confirmed by mail, a
// password change that needs the current password, and the trial started from the dashboard.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpUser, uniqueEmail } from '../support/clients.ts';
import { hydrated, recordErrors, storeSession, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('account');

interface StoredMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to `to` with a link of the given Auth type, once it is in the mailbox. */
async function mailedLink(to: string, type: string): Promise<{ subject: string; link: string }> {
  let found: { subject: string; link: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${web.server.url}/dev/mailbox.json`);
        const { mails } = (await response.json()) as { mails: StoredMail[] };
        for (const mail of mails.filter((m) => m.to === to)) {
          const link = mail.links.find((l) => l.includes(`type=${type}`));
          if (link) {
            found = { subject: mail.subject, link };
            break;
          }
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}

/** Signs in through the API: the HTTP status (200 when the password is right). */
async function signInStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${web.server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: web.server.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

const path = (page: Page) => new URL(page.url()).pathname;

/** Opens the sign-in page (prerendered: its controls work once hydrated), then the reset request. */
async function openForgotPassword(page: Page, prefix = '', label = 'Forgot password?') {
  await page.goto(`${web.server.url}${prefix}/auth`, { waitUntil: 'load' });
  await (await hydrated(page.getByRole('button', { name: label }))).click();
}

describe('account flows', () => {
  // Each test in a browser context of its own: a session one test leaves is not the next's.
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  async function newPage(): Promise<Page> {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function signedIn(data: Record<string, unknown> = {}) {
    const user = await signUpUser(web.server, { data: { full_name: 'Ada Test', ...data } });
    const page = await newPage();
    const errors = recordErrors(page);
    await storeSession(page, web.server.url, user.session);
    return { page, user, errors };
  }

  it('resets a forgotten password from the mailed link: the new one works, the old fails', async () => {
    const user = await signUpUser(web.server);
    const page = await newPage();
    const errors = recordErrors(page);
    await openForgotPassword(page);
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await page.getByLabel(/^Email/).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('reset-sent').innerText()).toContain(user.email);

    const mail = await mailedLink(user.email, 'recovery');
    expect(mail.subject).toBe('Reset your ReplyPilot password');
    await page.goto(mail.link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/auth/reset', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New password/).fill('brand-new-pass-1', { timeout: 20_000 });
    await page.getByLabel(/^Repeat the new password/).fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The two passwords do not match.').waitFor();
    await page.getByLabel(/^Repeat the new password/).fill('brand-new-pass-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await page.getByTestId('replies-count').waitFor({ timeout: 20_000 });

    expect(await signInStatus(user.email, user.password)).toBe(400);
    expect(await signInStatus(user.email, 'brand-new-pass-1')).toBe(200);
    // The session the account had before the reset has ended.
    const before = await fetch(`${web.server.url}/auth/v1/user`, {
      headers: {
        apikey: web.server.publishableKey,
        authorization: `Bearer ${user.session.access_token}`,
      },
    });
    expect(before.status).toBe(403);

    // A link works once: opened again it says so and offers a new one.
    await page.goto(mail.link, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'This reset link did not work' }).waitFor({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('writes the reset mail in the page’s language and lands on that language’s page', async () => {
    const user = await signUpUser(web.server);
    const page = await newPage();
    await openForgotPassword(page, '/fr', 'Mot de passe oublié ?');
    await page.getByLabel(/^E-mail/).fill(user.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByTestId('reset-sent').waitFor({ timeout: 20_000 });
    const mail = await mailedLink(user.email, 'recovery');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe ReplyPilot');
    await page.goto(mail.link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/fr/auth/reset', { timeout: 20_000 });
    await page
      .getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' })
      .waitFor({ timeout: 20_000 });
  });

  it('answers a reset request for an unknown email the same way, and mails nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const page = await newPage();
    await openForgotPassword(page);
    await page.getByLabel(/^Email/).fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor({ timeout: 20_000 });
    const response = await fetch(`${web.server.url}/dev/mailbox.json`);
    const { mails } = (await response.json()) as { mails: StoredMail[] };
    expect(mails.some((m) => m.to === nobody)).toBe(false);
  });

  it('changes the email once the mailed confirmation is opened', async () => {
    const { page, user, errors } = await signedIn();
    const next = uniqueEmail('moved');
    await page.goto(`${web.server.url}/account`);
    const profile = page.getByTestId('profile');
    await profile.getByLabel(/^New email/).fill(next, { timeout: 20_000 });
    await profile.getByRole('button', { name: 'Change email' }).click();
    const pending = page.getByTestId('email-pending');
    await pending.waitFor({ timeout: 20_000 });
    expect(await pending.innerText()).toContain(next);
    // Not changed yet: the old email still signs in, the new one does not.
    expect(await signInStatus(user.email, user.password)).toBe(200);
    expect(await signInStatus(next, user.password)).toBe(400);

    const mail = await mailedLink(user.email, 'email_change');
    expect(mail.subject).toBe('Confirm your new ReplyPilot email');
    await page.goto(mail.link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
    await page.getByText(`Your email is now ${next}.`).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('current-email').innerText()).toBe(next);

    expect(await signInStatus(next, user.password)).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(400);
    expect(errors).toEqual([]);
  });

  it('changes the password only with the current one, and signs out other sessions', async () => {
    const { page, user, errors } = await signedIn();
    await page.goto(`${web.server.url}/account`);
    const card = page.getByTestId('password');
    await card.getByLabel(/^Current password/).fill('not-my-password', { timeout: 20_000 });
    await card.getByLabel(/^New password/).fill('changed-pass-1');
    await card.getByLabel(/^Repeat the new password/).fill('changed-pass-1');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('Your current password is not correct.').waitFor({ timeout: 20_000 });
    expect(await signInStatus(user.email, user.password)).toBe(200);

    // A second session, as if on another device.
    const other = await fetch(`${web.server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: web.server.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const otherSession = (await other.json()) as { access_token: string };

    await card.getByLabel(/^Current password/).fill(user.password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText(/Your password has been changed/).waitFor({ timeout: 20_000 });
    expect(await signInStatus(user.email, user.password)).toBe(400);
    expect(await signInStatus(user.email, 'changed-pass-1')).toBe(200);
    const ended = await fetch(`${web.server.url}/auth/v1/user`, {
      headers: {
        apikey: web.server.publishableKey,
        authorization: `Bearer ${otherSession.access_token}`,
      },
    });
    expect(ended.status).toBe(403);
    // This browser stays signed in.
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('password').waitFor({ timeout: 20_000 });
    expect(path(page)).toBe('/account');
    // The refused attempt is the only failed request (the browser logs its 400).
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/400 \(Bad Request\).*\/auth\/v1\/user/);
  });

  it('starts the trial from the dashboard; the account shows Creator (trial, 7 days left)', async () => {
    const { page, user, errors } = await signedIn();
    await page.goto(`${web.server.url}/dashboard`);
    const planCard = page.getByTestId('plan-card');
    await expect.poll(() => planCard.innerText(), { timeout: 20_000 }).toContain('Free');
    await planCard.getByRole('button', { name: 'Start your 7-day Creator trial' }).click();
    await expect.poll(() => planCard.innerText(), { timeout: 20_000 }).toContain('Creator');
    expect(await page.getByTestId('trial-days').innerText()).toBe('Trial days left: 7');
    expect(await planCard.getByRole('button', { name: /trial/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });
    const planName = page.getByTestId('plan-name');
    await expect
      .poll(() => planName.innerText(), { timeout: 20_000 })
      .toBe('Creator (trial, 7 days left)');
    const [row] = await web.server.sql<{ subscription_tier: string; subscription_status: string }>(
      'select subscription_tier, subscription_status from public.subscriptions where user_id = $1',
      [user.user.id],
    );
    expect(row).toEqual({ subscription_tier: 'creator', subscription_status: 'trialing' });
    expect(errors).toEqual([]);
  });
});
