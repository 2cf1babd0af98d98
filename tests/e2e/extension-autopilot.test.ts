// The whole reply automation, as a user meets it: the built website on the embedded backend
// (with the project's fake OpenAI-compatible server as the model), the built extension loaded
// in Chromium, and the X replica (tests/support/x-replica.ts) at https://x.com. The user signs
// in on the website, which connects the extension; the popup starts autopilot; the extension
// replies on X until the plan's allowance is used, and stops. The waits between replies are
// scaled down in the test build (EXTENSION_WAIT_SCALE); every other rule is the shipped one.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_ENGAGEMENT,
  TIME_TO_POST_MEASURE,
  type SessionState,
} from '../../src/shared/extension/messages.ts';
import { launchWithExtension } from '../support/chromium.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { startFakeAi } from '../support/fake-ai.ts';
import { repoRoot, storeSession, useWebServer } from '../support/web-e2e.ts';
import { engagement, installXReplica, type XReplica } from '../support/x-replica.ts';

/** The few chrome.* APIs the test drives the service worker and the popup page with. */
declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
};

/** The extension's bridge runs on http://localhost:8787 (extension/app-origins.ts). */
const EXTENSION_PORT = 8787;
const AI_MODEL = 'autopilot-e2e';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createNetServer();
    probe.once('error', () => done(false));
    probe.listen(port, 'localhost', () => probe.close(() => done(true)));
  });
}

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'autopilot-'));
const extensionDir = join(work, 'chrome');

// The model: its own process, started before the website so the server can be pointed at it.
const fakeAi = await startFakeAi();
const aiUrl = fakeAi.url;

const onExtensionPort = await portIsFree(EXTENSION_PORT);
const web = useWebServer('autopilot', {
  port: onExtensionPort ? EXTENSION_PORT : 0,
  host: onExtensionPort ? 'localhost' : '127.0.0.1',
  env: {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `${aiUrl}/v1`,
    AI_API_KEY: 'test-key',
    AI_MODEL,
    AI_MAX_RETRIES: '0',
    AI_TIMEOUT_MS: '5000',
  },
});

let context: BrowserContext;
let worker: Worker;

beforeAll(async () => {
  if (!onExtensionPort) return;
  await run(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/build-extension.ts', `--out-dir=${work}`],
    { cwd: repoRoot, env: { ...process.env, EXTENSION_WAIT_SCALE: '0.001' } },
  );
  context = await launchWithExtension(extensionDir);
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // Every request for the model gets a reply made from the post it is about.
  await fetch(`${aiUrl}/__admin/script`, {
    method: 'POST',
    body: JSON.stringify({ model: AI_MODEL, replies: [{ replyFromPost: true, repeat: true }] }),
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  rmSync(work, { recursive: true, force: true });
  await fakeAi.stop();
});

/** A new account, signed in on the website in the extension's browser. */
async function signInOnWebsite(
  data: Record<string, unknown> = {},
  prepare?: (user: SignedUpUser) => Promise<void>,
): Promise<{ page: Page; user: SignedUpUser }> {
  const user = await signUpUser(web.server, { data: { full_name: 'Rae Autopilot', ...data } });
  await prepare?.(user);
  const page = await context.newPage();
  await storeSession(page, web.server.url, user.session);
  await page.goto(`${web.server.url}/dashboard`);
  return { page, user };
}

const stored = (key: string) =>
  worker.evaluate(async (k) => (await chrome.storage.local.get(k))[k] ?? null, key);

/** The popup page, from which the user's commands go to the background. */
async function openPopup(): Promise<Page> {
  const id = new URL(worker.url()).host;
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${id}/popup/index.html`);
  return popup;
}
const command = (popup: Page, message: unknown) =>
  popup.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<SessionState | null>;

describe('autopilot on X', () => {
  let replica: XReplica;
  let user: SignedUpUser;
  let site: Page;
  let popup: Page;
  let xPage: Page;

  afterAll(async () => {
    await replica?.uninstall();
    for (const page of [xPage, popup, site]) await page?.close();
  });

  it('connects through the website and replies until the allowance is used', async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy; the bridge only runs there`);
    replica = await installXReplica(context, { handle: 'replica_me', seed: 11 });
    xPage = await context.newPage();
    await xPage.goto('https://x.com/home');
    await xPage.locator('article[data-testid="tweet"]').first().waitFor();

    ({ page: site, user } = await signInOnWebsite());
    await expect
      .poll(() => stored('account'), { timeout: 20_000 })
      .toMatchObject({ user: { email: user.email }, replies: { used: 0, limit: 5 } });

    popup = await openPopup();
    await command(popup, {
      type: 'session:settings',
      settings: {
        mode: 'autopilot',
        pacing: 'light',
        activeHours: { start: '00:00', end: '23:59' },
        like: true,
      },
    });
    await xPage.bringToFront();
    await command(popup, { type: 'session:start' });

    const state = () => command(popup, { type: 'session:get' });
    await expect
      .poll(async () => (await state())?.status, { timeout: 150_000, interval: 1000 })
      .toBe('stopped');
    expect((await state())?.stopReason).toBe('allowance-reached');

    // Five replies (the free plan's day), each to a qualifying post of another author, in the
    // post's language, and each post liked.
    const posted = replica.posted();
    expect(posted).toHaveLength(5);
    const authors = new Set<string>();
    for (const reply of posted) {
      const post = replica.find(reply.inReplyTo!)!;
      expect(post.promoted, reply.inReplyTo!).toBe(false);
      expect(post.own, reply.inReplyTo!).toBe(false);
      expect(engagement(post)).toBeGreaterThanOrEqual(MIN_ENGAGEMENT);
      authors.add(post.author.handle.toLowerCase());
      if (post.lang === 'ja') expect(reply.text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      if (post.lang === 'ar') expect(reply.text).toMatch(/[\u0600-\u06ff]/);
      if (post.lang === 'en')
        expect(reply.text).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff\u0600-\u06ff]/);
      expect(
        replica.actions().some((a) => a.type === 'like' && a.postUrl === reply.inReplyTo),
        `liked ${reply.inReplyTo}`,
      ).toBe(true);
    }
    expect(authors.size).toBe(5);

    // The server counted exactly what went out.
    const rows = await web.server.sql<{ post_url: string; reply_text: string }>(
      `select post_url, reply_text from public.reply_events
       where user_id = $1 and status = 'posted' order by created_at`,
      [user.user.id],
    );
    expect(rows.map((r) => r.post_url).sort()).toEqual(posted.map((p) => p.inReplyTo).sort());
    expect(rows.map((r) => r.reply_text).sort()).toEqual(posted.map((p) => p.text).sort());
    const { data } = await user.client.rpc('my_subscription').single();
    expect(data).toMatchObject({ daily_replies_used: 5 });

    // Each posted reply left its time-to-post figures for the benchmark (no timing asserted).
    const timings = (await worker.evaluate(
      (name) =>
        (performance.getEntriesByName(name) as PerformanceMeasure[]).map((e) => ({
          own: e.duration,
          ...(e.detail as object),
        })),
      TIME_TO_POST_MEASURE,
    )) as { own: number; totalMs: number; composeMs: number; pausedMs: number }[];
    expect(timings).toHaveLength(5);
    for (const t of timings) {
      expect(t.composeMs).toBeGreaterThan(0);
      expect(t.pausedMs).toBeGreaterThan(0);
      expect(t.totalMs).toBeGreaterThanOrEqual(t.composeMs + t.pausedMs);
    }
  }, 240_000);

  it('keeps its token out of the x.com page', async (ctx) => {
    if (!onExtensionPort || !xPage) ctx.skip('needs the autopilot run');
    const connection = (await stored('connection')) as { token: string } | null;
    expect(connection?.token).toMatch(/^rpx_/);
    const token = connection!.token;
    const seen = await xPage.evaluate(() => ({
      html: document.documentElement.outerHTML,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
      globals: Object.keys(window).join(' '),
    }));
    for (const [where, text] of Object.entries(seen)) expect(text, where).not.toContain(token);
  });

  it('stops and loses its token when the user signs out on the website', async (ctx) => {
    if (!onExtensionPort || !site) ctx.skip('needs the autopilot run');
    await site.goto(`${web.server.url}/account`);
    await site.locator('main').getByRole('button', { name: 'Sign out' }).click();
    await site.waitForURL(/\/auth/);
    await expect.poll(() => stored('connection'), { timeout: 15_000 }).toBeNull();
    const state = await command(popup, { type: 'session:get' });
    expect(state?.stopReason === 'signed-out' || state?.stopReason === 'allowance-reached').toBe(
      true,
    );
    const [left] = await web.server.sql<{ n: number }>(
      'select count(*)::int as n from public.extension_tokens where user_id = $1',
      [user.user.id],
    );
    expect(left!.n).toBe(0);
  });
});

describe('when something is off', () => {
  let replica: XReplica | undefined;
  let xPage: Page | undefined;
  let popup: Page;

  /** A fresh X (replica options), a new account connected, and the popup open. */
  async function freshRun(
    options: Parameters<typeof installXReplica>[1],
    mode: 'autopilot' | 'review',
    account: Record<string, unknown> = {},
    { startAt = 'https://x.com/home', persona }: { startAt?: string; persona?: object } = {},
  ) {
    await replica?.uninstall();
    await xPage?.close();
    replica = await installXReplica(context, { handle: 'replica_me', ...options });
    xPage = await context.newPage();
    await xPage.goto(startAt);
    const { page, user } = await signInOnWebsite(account, async (u) => {
      if (!persona) return;
      const { error } = await u.client
        .from('reply_settings')
        .upsert({ user_id: u.user.id, persona });
      if (error) throw new Error(error.message);
    });
    await expect
      .poll(() => stored('account'), { timeout: 20_000 })
      .toMatchObject({ user: { email: user.email } });
    await page.close();
    popup ??= await openPopup();
    await command(popup, {
      type: 'session:settings',
      settings: {
        mode,
        pacing: 'light',
        activeHours: { start: '00:00', end: '23:59' },
        like: false,
      },
    });
    await xPage.bringToFront();
    await command(popup, { type: 'session:start' });
    return { replica, user };
  }
  const state = () => command(popup, { type: 'session:get' });
  const stoppedWith = async () => {
    await expect
      .poll(async () => (await state())?.status, { timeout: 60_000, interval: 500 })
      .toBe('stopped');
    return (await state())?.stopReason;
  };

  it('review mode posts only the drafts the user approves, as edited', async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy`);
    const run = await freshRun({ seed: 21 }, 'review');
    await expect
      .poll(async () => (await state())?.drafts.length ?? 0, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(2);
    const [first, second] = (await state())!.drafts;
    const edited = `${first!.reply.split(' ').slice(1).join(' ')}`;
    await command(popup, { type: 'draft:approve', id: first!.id, text: edited });
    await command(popup, { type: 'draft:discard', id: second!.id });
    await expect.poll(() => run.replica.posted().length, { timeout: 30_000 }).toBe(1);
    await command(popup, { type: 'session:stop' });
    expect(run.replica.posted()).toEqual([
      expect.objectContaining({ text: edited, inReplyTo: first!.post.url }),
    ]);
    const rows = await web.server.sql<{ post_url: string; status: string }>(
      `select post_url, status from public.reply_events where user_id = $1`,
      [run.user.user.id],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { post_url: first!.post.url, status: 'posted' },
        { post_url: second!.post.url, status: 'discarded' },
      ]),
    );
  }, 120_000);

  it('pauses with "X changed its page" on unknown markup, and posts nothing', async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy`);
    const run = await freshRun({ seed: 22, markup: 'renamed' }, 'autopilot');
    expect(await stoppedWith()).toBe('page-changed');
    expect(run.replica.posted()).toEqual([]);
    expect(run.replica.actions().filter((a) => a.type === 'dialog-opened')).toEqual([]);
    await popup.reload();
    await expect.poll(() => popup.locator('body').innerText()).toMatch(/X changed its page/i);
  }, 120_000);

  it("stops for the day on X's rate-limit message, without retrying", async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy`);
    const run = await freshRun({ seed: 23, failPosts: 'rate-limit' }, 'autopilot');
    expect(await stoppedWith()).toBe('x-rate-limited');
    expect(run.replica.posted()).toEqual([]);
    expect(run.replica.actions().filter((a) => a.type === 'post-rejected')).toHaveLength(1);
    const rows = await web.server.sql<{ status: string }>(
      'select status from public.reply_events where user_id = $1',
      [run.user.user.id],
    );
    expect(rows).toEqual([{ status: 'failed' }]);
  }, 120_000);

  it('holds to 5 replies in any 10 minutes on a plan that allows more', async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy`);
    const run = await freshRun({ seed: 25 }, 'autopilot', { plan: 'creator' });
    await expect.poll(() => run.replica.posted().length, { timeout: 60_000 }).toBe(5);
    await expect
      .poll(async () => (await state())?.status, { timeout: 20_000, interval: 500 })
      .toBe('waiting');
    const waiting = (await state())!;
    // The next reply waits for the oldest of the five to be 10 minutes old.
    expect(waiting.nextAt! - Date.now()).toBeGreaterThan(8 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(run.replica.posted()).toHaveLength(5);
    await command(popup, { type: 'session:stop' });
    const { data } = await run.user.client.rpc('my_subscription').single();
    expect(data).toMatchObject({ daily_replies_used: 5, daily_reply_limit: 200 });
  }, 120_000);

  it("searches the persona's topics when the page offers nothing to reply to", async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy`);
    // The user's own profile: every post there is their own.
    const run = await freshRun(
      { seed: 26 },
      'autopilot',
      {},
      {
        startAt: 'https://x.com/replica_me',
        persona: { topics: ['growth'] },
      },
    );
    await expect.poll(() => run.replica.posted().length, { timeout: 60_000 }).toBeGreaterThan(0);
    await command(popup, { type: 'session:stop' });
    expect(decodeURIComponent(xPage!.url())).toContain('/search?q=growth min_faves:100');
    for (const reply of run.replica.posted())
      expect(run.replica.find(reply.inReplyTo!)!.text).toMatch(/\bgrowth\b/i);
  }, 120_000);

  it('retries a reply that breaks the rules, then skips the post with the reason', async (ctx) => {
    if (!onExtensionPort) ctx.skip(`port ${EXTENSION_PORT} is busy`);
    const bad = { content: JSON.stringify({ reply: 'Great post!' }) };
    await fetch(`${aiUrl}/__admin/script`, {
      method: 'POST',
      body: JSON.stringify({
        model: AI_MODEL,
        replies: [bad, bad, bad, { replyFromPost: true, repeat: true }],
      }),
    });
    const run = await freshRun({ seed: 24 }, 'autopilot');
    await expect.poll(() => run.replica.posted().length, { timeout: 60_000 }).toBeGreaterThan(0);
    await command(popup, { type: 'session:stop' });
    const activity = (await state())!.activity;
    expect(activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'skipped', reason: expect.stringMatching(/quality/) }),
      ]),
    );
    const skipped = await web.server.sql<{ reason: string }>(
      `select reason from public.reply_events where user_id = $1 and status = 'skipped'`,
      [run.user.user.id],
    );
    expect(skipped[0]?.reason).toMatch(/^quality: .*length/);
  }, 120_000);
});
