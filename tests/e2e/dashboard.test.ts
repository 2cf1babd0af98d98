// Dashboard, account and the page side of the extension bridge: the built website on the
// embedded backend, in real Chromium, with and without the built extension loaded.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_SOURCE } from '../../src/shared/bridge/protocol.ts';
import { launchWithExtension } from '../support/chromium.ts';
import {
  recordErrors,
  repoRoot,
  sessionStorageKey,
  storeSession,
  useWebServer,
} from '../support/web-e2e.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';

const repo = repoRoot;
const EXTENSION_DIR = join(repo, 'dist/extension/chrome');
/** The extension's bridge matches http://localhost:8787/* here (extension/manifest.ts). */
const EXTENSION_PORT = 8787;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createNetServer();
    probe.once('error', () => done(false));
    probe.listen(port, 'localhost', () => probe.close(() => done(true)));
  });
}

const onExtensionPort = await portIsFree(EXTENSION_PORT);
const web = useWebServer('dashboard', {
  port: onExtensionPort ? EXTENSION_PORT : 0,
  host: onExtensionPort ? 'localhost' : '127.0.0.1',
});

/** A fresh account signed up through the API, its session put where supabase-js keeps it. */
async function signedIn(
  context: BrowserContext | Browser,
  data: Record<string, unknown> = {},
): Promise<{ page: Page; user: SignedUpUser; errors: string[] }> {
  const user = await signUpUser(web.server, { data: { full_name: 'Ana Test', ...data } });
  const page = await context.newPage();
  const errors = recordErrors(page);
  await storeSession(page, web.server.url, user.session);
  return { page, user, errors };
}

const repliesCount = (page: Page) => page.getByTestId('replies-count');

describe('dashboard', () => {
  it('sends a signed-out visitor to /auth and remembers where they were going', async () => {
    const page = await web.browser.newPage();
    await page.goto(`${web.server.url}/dashboard`);
    await page.waitForURL(/\/auth$/, { timeout: 20_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('returnUrl'))).toBe('/dashboard');
    await page.close();
  });

  it('shows a free account: plan, 0 / 5 replies, no extension, nothing saved', async () => {
    const { page, errors } = await signedIn(web.browser);
    await page.goto(`${web.server.url}/dashboard`);
    await repliesCount(page).waitFor({ timeout: 20_000 });
    expect(await repliesCount(page).innerText()).toBe('0 / 5');
    expect(await page.getByTestId('plan-card').innerText()).toContain('Free');
    expect(await page.getByTestId('trial-days').count()).toBe(0);
    expect(await page.getByTestId('extension-status').innerText()).toMatch(/not connected/i);
    await expect
      .poll(() => page.getByTestId('recent-items').innerText())
      .toContain('Nothing saved yet');
    expect(await page.getByRole('progressbar').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a trial: Creator, 7 days left, and the latest saved items', async () => {
    const { page, user, errors } = await signedIn(web.browser, { plan: 'creator' });
    const [workspace] = await web.server.sql<{ id: string }>(
      'insert into public.user_workspaces (user_id) values ($1) returning id',
      [user.user.id],
    );
    for (let i = 1; i <= 6; i++)
      await web.server.sql(
        `insert into public.workspace_items (workspace_id, user_id, title, content, content_type, tool_name, created_at)
         values ($1, $2, $3, 'x', 'thread', 'reply-grader', now() - make_interval(mins => $4))`,
        [workspace!.id, user.user.id, `Item ${i}`, 10 - i],
      );
    await page.goto(`${web.server.url}/dashboard`);
    await repliesCount(page).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('plan-card').innerText()).toContain('Creator');
    expect(await page.getByTestId('trial-days').innerText()).toBe('Trial days left: 7');
    expect(await repliesCount(page).innerText()).toBe('0 / 200');
    const recent = page.getByTestId('recent-items');
    await expect.poll(() => recent.innerText()).toContain('Item 6');
    expect(await recent.locator('li').count()).toBe(5);
    expect(await recent.innerText()).not.toContain('Item 1');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('bridge acceptance in the browser', () => {
  let other: Server;
  let otherUrl: string;
  beforeAll(async () => {
    other = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>other origin</title><p>Another site</p>');
    });
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    const address = other.address();
    otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => other.close(() => done())));

  it('never answers another origin, nor untagged messages', async () => {
    const context = await web.browser.newContext();
    const { page: setup } = await signedIn(context);
    await setup.close();

    const opener = await context.newPage();
    await opener.goto(otherUrl);
    expect(new URL(otherUrl).origin).not.toBe(new URL(web.server.url).origin);
    await opener.evaluate(() => {
      (window as unknown as { received: unknown[] }).received = [];
      window.addEventListener('message', (e) =>
        (window as unknown as { received: unknown[] }).received.push(e.data),
      );
    });
    const [app] = await Promise.all([
      opener.waitForEvent('popup'),
      opener.evaluate((url) => {
        (window as unknown as { app: Window | null }).app = window.open(url);
      }, `${web.server.url}/dashboard`),
    ]);
    await repliesCount(app).waitFor({ timeout: 20_000 });
    await app.evaluate(() => {
      const w = window as unknown as { tokens: number };
      w.tokens = 0;
      window.addEventListener('message', (e) => {
        if ((e.data as { type?: string } | null)?.type === 'AUTH_TOKEN_RESPONSE') w.tokens++;
      });
    });
    // Past the 0/1/3 s resends: from here on only requests make the page answer.
    await app.waitForTimeout(3500);
    await app.evaluate(() => ((window as unknown as { tokens: number }).tokens = 0));
    const tokens = () => app.evaluate(() => (window as unknown as { tokens: number }).tokens);

    // A page on another origin asks, with the extension's tag and targetOrigin '*'.
    await opener.evaluate((source) => {
      const app = (window as unknown as { app: Window }).app;
      app.postMessage({ source, type: 'GET_AUTH_TOKEN' }, '*');
      app.postMessage({ source, type: 'TEST_BRIDGE' }, '*');
    }, EXTENSION_SOURCE);
    // The app's own window, same origin, but without the extension's tag.
    await app.evaluate(() => {
      window.postMessage({ type: 'GET_AUTH_TOKEN' }, location.origin);
      window.postMessage({ source: 'someone-else', type: 'GET_AUTH_TOKEN' }, location.origin);
    });
    await app.waitForTimeout(700);
    expect(await tokens()).toBe(0);
    expect(
      await opener.evaluate(() => (window as unknown as { received: unknown[] }).received),
    ).toEqual([]);

    // Control: the same request, tagged, from the app's own window, is answered with the session.
    await app.evaluate((source) => {
      window.postMessage({ source, type: 'GET_AUTH_TOKEN' }, location.origin);
    }, EXTENSION_SOURCE);
    await expect.poll(tokens).toBe(1);
    await context.close();
  });
});

describe('with the extension loaded', () => {
  it('shows the extension as connected', async (ctx) => {
    if (!onExtensionPort)
      ctx.skip(`port ${EXTENSION_PORT} is busy; the extension's content script only runs there`);
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
      ctx.skip('dist/extension/chrome is missing: run `npm run ext:build` first');
    const context = await launchWithExtension(EXTENSION_DIR);
    try {
      const { page, errors } = await signedIn(context);
      await page.goto(`${web.server.url}/dashboard`);
      await repliesCount(page).waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.getByTestId('extension-status').textContent(), { timeout: 15_000 })
        .toBe('Connected');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('account', () => {
  it('shows the profile and a free plan: no billing to manage, the trial offered', async () => {
    const { page, user, errors } = await signedIn(web.browser);
    await page.goto(`${web.server.url}/account`);
    const profile = page.getByTestId('profile');
    await profile.waitFor({ timeout: 20_000 });
    expect(await profile.getByLabel(/^Full name/).inputValue()).toBe('Ana Test');
    expect(await profile.innerText()).toContain(user.email);
    const plan = page.getByTestId('account-plan');
    await expect.poll(() => plan.innerText()).toContain('Free');
    await plan.getByRole('button', { name: /trial/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Manage billing' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signs out everywhere to /auth', async () => {
    const { page } = await signedIn(web.browser);
    await page.goto(`${web.server.url}/account`);
    await page.locator('main').getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(/\/auth$/, { timeout: 20_000 });
    expect(
      await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey(web.server.url)),
    ).toBeNull();
    await page.close();
  });

  it('deletes the account after the email is typed, removing its rows', async () => {
    const { page, user } = await signedIn(web.browser);
    const [workspace] = await web.server.sql<{ id: string }>(
      'insert into public.user_workspaces (user_id) values ($1) returning id',
      [user.user.id],
    );
    await web.server.sql(
      `insert into public.workspace_items (workspace_id, user_id, content, content_type, tool_name)
       values ($1, $2, 'x', 'bio', 'bio-generator')`,
      [workspace!.id, user.user.id],
    );
    await page.goto(`${web.server.url}/account`);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type your email to confirm').fill('someone-else@example.test');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type your email to confirm').fill(user.email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    const count = async (table: string) =>
      (
        await web.server.sql<{ n: string }>(
          `select count(*)::text as n from ${table} where ${table === 'auth.users' ? 'id' : 'user_id'} = $1`,
          [user.user.id],
        )
      )[0]!.n;
    expect(await count('auth.users')).toBe('0');
    expect(await count('public.subscriptions')).toBe('0');
    expect(await count('public.user_workspaces')).toBe('0');
    expect(await count('public.workspace_items')).toBe('0');
    await page.close();
  });
});
