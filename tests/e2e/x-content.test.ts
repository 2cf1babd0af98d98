// The x.com content script (extension/content/x.ts) in real Chromium, on the X replica
// (tests/support/x-replica.ts): the extension is built once into a temporary folder, loaded
// unpacked, and driven as the background worker drives it, with chrome.tabs.sendMessage from
// its service worker. Asserts what X received (replica.posted(), replica.actions()).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PageCheckSchema,
  ReplyResultSchema,
  ScanResultSchema,
  type PostCandidate,
  type ReplyResult,
  type ScanResult,
} from '../../src/shared/extension/messages.ts';
import { postIndex } from '../fixtures/x/posts.ts';
import { launchWithExtension } from '../support/chromium.ts';
import { repoRoot } from '../support/web-e2e.ts';
import { installXReplica, type XReplica, type XReplicaOptions } from '../support/x-replica.ts';

/** The few chrome.* APIs the service worker is driven with (no @types/chrome here). */
declare const chrome: {
  storage: { session: { set(items: Record<string, unknown>): Promise<void> } };
  tabs: {
    query(query: { url: string[] }): Promise<{ id?: number }[]>;
    sendMessage(tabId: number, message: unknown): Promise<unknown>;
  };
};

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'x-content-'));
const extensionDir = join(work, 'chrome');

// Planted in the extension's session storage: none of it may ever reach the page.
const SECRETS = {
  token: `rpx_${'S3cr3tT0k3n'.repeat(4)}abcdefghijk`.slice(0, 47),
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4LWNvbnRlbnQtdGVzdCJ9.c2lnbmF0dXJlLW9mLWEtdGVzdA',
};
const TOKEN_LIKE = /rpx_[A-Za-z0-9_-]{20,}|eyJ[A-Za-z0-9_-]{10,}\.|sb_(secret|publishable)_/;

let context: BrowserContext;
let worker: Worker;
let replica: XReplica | undefined;
let page: Page | undefined;

beforeAll(async () => {
  await run(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/build-extension.ts', `--out-dir=${work}`],
    {
      cwd: repoRoot,
    },
  );
  context = await launchWithExtension(extensionDir);
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (secrets) =>
      chrome.storage.session.set({
        auth: { token: secrets.jwt },
        extensionToken: secrets.token,
      }),
    SECRETS,
  );
}, 120_000);

afterAll(async () => {
  await context?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A fresh replica and one x.com tab on it (the previous ones closed). */
async function openX(
  options: XReplicaOptions,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; replica: XReplica }> {
  await page?.close();
  await replica?.uninstall();
  replica = await installXReplica(context, options);
  page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto('https://x.com/home');
  await page.locator('article').first().waitFor();
  // The content script runs at document_idle: wait until it answers.
  for (
    let tries = 0;
    !PageCheckSchema.safeParse(await send({ type: 'x:check' })).success;
    tries++
  ) {
    if (tries > 50) throw new Error('the content script does not answer');
    await page.waitForTimeout(100);
  }
  return { page, replica };
}

/** Sends a command to the x.com tab from the extension's service worker, as the background does. */
function send(command: unknown): Promise<unknown> {
  return worker.evaluate(async (message) => {
    const [tab] = await chrome.tabs.query({ url: ['https://x.com/*', 'https://twitter.com/*'] });
    if (!tab?.id) return { sendError: 'no x.com tab' };
    try {
      return await chrome.tabs.sendMessage(tab.id, message);
    } catch (error) {
      return { sendError: String(error) };
    }
  }, command);
}

const scan = async (scrolls: number): Promise<ScanResult> =>
  ScanResultSchema.parse(await send({ type: 'x:scan', scrolls }));
const reply = async (postUrl: string, text: string, like: boolean): Promise<ReplyResult> =>
  ReplyResultSchema.parse(await send({ type: 'x:reply', postUrl, text, like }));

/** Every field of a candidate against the replica's own post. */
function expectMatchesReplica(post: PostCandidate, x: XReplica) {
  const truth = x.find(post.url);
  expect(truth, post.url).toBeDefined();
  expect(post.author).toBe(truth!.author.handle);
  expect(post.counts).toEqual({
    replies: truth!.replies,
    reposts: truth!.reposts,
    likes: truth!.likes,
    views: truth!.views,
  });
  expect(post.engagement).toBe(truth!.replies + truth!.reposts + truth!.likes);
  expect(post.isAd).toBe(truth!.promoted);
  expect(post.isOwn).toBe(truth!.own);
  expect(post.language).toBe(truth!.lang === 'qme' ? null : truth!.lang);
  // Links are shortened on screen; other text (emoji included) is read as written.
  if (!/https?:\/\/|\.(com|io|dev)\b/.test(truth!.text)) expect(post.text).toBe(truth!.text);
}

/** Nothing of the extension in the page's world: globals, DOM, storage. */
async function expectNothingInPage(p: Page) {
  const seen = await p.evaluate(() => ({
    keys: Object.getOwnPropertyNames(window),
    hasBrowser: 'browser' in window,
    zod: '__zod_globalConfig' in globalThis,
    html: document.documentElement.outerHTML,
    attributes: [...document.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((name) => /replypilot|^data-rp|extension/i.test(name)),
    ),
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(seen.hasBrowser).toBe(false);
  expect(seen.zod).toBe(false);
  expect(seen.keys.filter((key) => /replypilot|extension|zod|polyfill/i.test(key))).toEqual([]);
  expect(seen.attributes).toEqual([]);
  for (const text of [seen.html, seen.local, seen.session, seen.keys.join(' ')]) {
    expect(text).not.toMatch(TOKEN_LIKE);
    expect(text).not.toContain(SECRETS.token);
    expect(text).not.toContain('chrome-extension://');
  }
}

describe('on X in English', () => {
  let x: XReplica;
  let p: Page;
  let found: ScanResult;
  beforeAll(async () => {
    ({ page: p, replica: x } = await openX({ handle: 'growth_tester', ownEvery: 5 }));
  });

  it('checks the page and names the signed-in handle', async () => {
    expect(PageCheckSchema.parse(await send({ type: 'x:check' }))).toEqual({
      ok: true,
      handle: 'growth_tester',
      problems: [],
    });
  });

  it('scans posts with the counts, ads and own posts X shows', async () => {
    found = await scan(2);
    expect(found.check).toEqual({ ok: true, handle: 'growth_tester', problems: [] });
    expect(found.posts.length).toBeGreaterThan(12);
    expect(new Set(found.posts.map((post) => post.url)).size).toBe(found.posts.length);
    for (const post of found.posts) expectMatchesReplica(post, x);
    expect(found.posts.some((post) => post.isAd)).toBe(true);
    expect(found.posts.some((post) => post.isOwn)).toBe(true);
    expect(found.posts.some((post) => post.engagement >= 500 && !post.isAd && !post.isOwn)).toBe(
      true,
    );
    // It scrolled, and the first posts (unmounted by now) are in the result.
    expect(await p.evaluate(() => window.scrollY)).toBeGreaterThan(900);
    expect(found.posts[0]!.url).toBe(x.postAt(0).url);
  });

  it('replies with exactly the text, then likes the post', async () => {
    // The first qualifying post: scrolled past by the scan, found again by scrolling back.
    const target = found.posts.find((post) => post.engagement >= 500 && !post.isAd && !post.isOwn)!;
    const text = 'Great point — shipping beats planning 🚀\nWhat was the hardest part?';
    const result = await reply(target.url, text, true);
    expect(result).toEqual({ outcome: 'posted', liked: true, pausedMs: expect.any(Number) });
    // X likes optimistically: the button turns at once, the request follows.
    await x.waitForAction((action) => action.type === 'like' && action.postUrl === target.url);
    expect(x.posted()).toEqual([
      { text, inReplyTo: target.url, id: expect.any(String), url: expect.any(String) },
    ]);
    const actions = x.actions().map((action) => action.type);
    expect(actions.filter((type) => type === 'reply')).toHaveLength(1);
    expect(actions.filter((type) => type === 'like')).toHaveLength(1);
    expect(actions).not.toContain('post-rejected');
    expect(x.find(target.url)!.likes).toBe(target.counts.likes + 1);
    expect(await p.locator('[role="dialog"]').count()).toBe(0);
  });

  it('discards a reply the composer refuses (over 280 weighted characters): editor-rejected', async () => {
    const target = found.posts.find((post) => !post.isAd && !post.isOwn && !post.liked)!;
    const result = await reply(target.url, 'Long '.repeat(60).trim(), true);
    expect(result).toMatchObject({ outcome: 'failed', error: 'editor-rejected' });
    expect(x.posted()).toHaveLength(1);
    expect(await p.locator('[role="dialog"]').count()).toBe(0);
    await x.waitForAction(
      (action) => action.type === 'dialog-closed' && action.postUrl === target.url,
    );
    expect(
      x.actions().filter((action) => action.type === 'like' && action.postUrl === target.url),
    ).toEqual([]);
  });

  it('ignores malformed commands and changes nothing', async () => {
    const before = { actions: x.actions().length, scrollY: await p.evaluate(() => scrollY) };
    for (const command of [
      { type: 'x:reply', postUrl: 'https://evil.example/a/status/1', text: 'Hi', like: true },
      { type: 'x:reply', postUrl: found.posts[1]!.url, text: '', like: true },
      { type: 'x:reply', postUrl: found.posts[1]!.url, text: 'x'.repeat(1001), like: false },
      { type: 'x:scan', scrolls: 500 },
      { type: 'x:like', postUrl: found.posts[1]!.url },
      'x:scan',
      null,
    ]) {
      const answer = await send(command);
      expect(answer === undefined || answer === null || 'sendError' in (answer as object)).toBe(
        true,
      );
    }
    await p.waitForTimeout(300);
    expect(x.actions()).toHaveLength(before.actions);
    expect(await p.evaluate(() => scrollY)).toBe(before.scrollY);
  });

  it('answers post-not-found for a post that is not on the page, posting nothing', async () => {
    const result = await reply('https://x.com/nobody_here/status/1234567890', 'Hello', false);
    expect(result).toMatchObject({ outcome: 'failed', error: 'post-not-found' });
    expect(x.posted()).toHaveLength(1);
  });

  it('leaves nothing in the page: no globals, attributes, storage or tokens', async () => {
    await expectNothingInPage(p);
  });
});

describe('X refusing the reply', () => {
  it('maps the rate limit, automation warning and daily limit toasts, and never retries', async () => {
    const { replica: x } = await openX({ handle: 'growth_tester', failPosts: 'rate-limit' });
    const { posts } = await scan(0);
    const targets = posts.filter((post) => !post.isAd && !post.isOwn);
    const cases = [
      ['rate-limit', 'rate-limited'],
      ['automated', 'automation-flagged'],
      ['daily-limit', 'daily-limit'],
    ] as const;
    for (const [i, [failPosts, error]] of cases.entries()) {
      x.setOptions({ failPosts });
      const result = await reply(targets[i]!.url, `Reply number ${i + 1}`, true);
      expect(result).toMatchObject({ outcome: 'failed', error });
      await page!.waitForTimeout(400);
      const rejected = x.actions().filter((action) => action.type === 'post-rejected');
      expect(rejected).toHaveLength(i + 1);
      expect(x.actions().filter((action) => action.type === 'like')).toEqual([]);
      expect(await page!.locator('[role="dialog"]').count()).toBe(0);
    }
    expect(x.posted()).toEqual([]);
  });
});

describe('an editor that ignores execCommand', () => {
  it('still gets exactly the text, through the next way of typing', async () => {
    const { page: p, replica: x } = await openX({ handle: 'growth_tester' });
    // The page swallows the input events execCommand causes: the editor renders its (empty)
    // model back over what the browser inserted, as an editor that does not listen would.
    await p.evaluate(() => {
      document.addEventListener(
        'input',
        (event) => {
          if (event.isTrusted && (event as InputEvent).inputType === 'insertText')
            event.stopImmediatePropagation();
        },
        true,
      );
      document.addEventListener('paste', () => document.body.setAttribute('data-pasted', ''), true);
    });
    const { posts } = await scan(0);
    const target = posts.find((post) => !post.isAd && !post.isOwn)!;
    const text = 'Typed another way ✍️\nSecond line.';
    expect(await reply(target.url, text, false)).toEqual({
      outcome: 'posted',
      liked: false,
      pausedMs: expect.any(Number),
    });
    // The text went in as a paste (the second way).
    expect(await p.evaluate(() => document.body.hasAttribute('data-pasted'))).toBe(true);
    expect(x.posted()).toEqual([
      { text, inReplyTo: target.url, id: expect.any(String), url: expect.any(String) },
    ]);
  });
});

describe('X with renamed markup', () => {
  it('fails the check and refuses to act (page-changed), posting nothing', async () => {
    const { replica: x } = await openX({ markup: 'renamed' });
    const check = PageCheckSchema.parse(await send({ type: 'x:check' }));
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(expect.arrayContaining(['tweet', 'tweetTextarea_0']));
    const scanned = await scan(1);
    expect(scanned.posts).toEqual([]);
    expect(scanned.check.ok).toBe(false);
    const result = await reply(x.postAt(0).url, 'Should never be typed', true);
    expect(result).toMatchObject({ outcome: 'failed', error: 'page-changed' });
    expect(x.posted()).toEqual([]);
    expect(x.actions().filter((action) => action.type !== 'toast')).toEqual([]);
  });
});

describe.each([
  ['ja', 'なるほど、とても参考になります 🙌'],
  ['ar', 'نقطة رائعة، شكرًا على المشاركة 🚀'],
] as const)('X in %s', (locale, text) => {
  it('scans with the counts X shows and replies', async () => {
    const { replica: x } = await openX({ handle: 'locale_tester', locale });
    const { posts, check } = await scan(1);
    expect(check).toEqual({ ok: true, handle: 'locale_tester', problems: [] });
    expect(posts.length).toBeGreaterThan(6);
    for (const post of posts) expectMatchesReplica(post, x);
    expect(posts.some((post) => post.isAd)).toBe(true);
    const target = posts.find((post) => !post.isAd && !post.isOwn && !post.liked)!;
    expect(await reply(target.url, text, true)).toEqual({
      outcome: 'posted',
      liked: true,
      pausedMs: expect.any(Number),
    });
    await x.waitForAction((action) => action.type === 'like' && action.postUrl === target.url);
    expect(x.posted()).toEqual([
      { text, inReplyTo: target.url, id: expect.any(String), url: expect.any(String) },
    ]);
  });
});

describe('scrolling 1,000 posts', () => {
  it('collects unique posts, bounded, with a flat heap', async () => {
    const { page: p } = await openX({ handle: 'growth_tester' }, { width: 1280, height: 4000 });
    const cdp = await context.newCDPSession(p);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    let furthest = 0;
    const heaps: number[] = [];
    let scans = 0;
    while (furthest < 1000 && scans < 8) {
      const result = await scan(20);
      scans++;
      expect(result.check.ok).toBe(true);
      expect(result.posts.length).toBeLessThanOrEqual(200);
      expect(new Set(result.posts.map((post) => post.url)).size).toBe(result.posts.length);
      for (const post of result.posts) {
        const index = postIndex(1, /(\d+)$/.exec(post.url)![1]!, 5000);
        if (index !== undefined) furthest = Math.max(furthest, index);
      }
      heaps.push(await heap());
      // The timeline stays virtualized: the page holds a screenful of articles, not all.
      expect(await p.locator('article').count()).toBeLessThan(80);
    }
    expect(furthest).toBeGreaterThanOrEqual(1000);
    // Heap after 1,000 posts against after the first scan: the replica's own post cache grows a
    // little; the content script keeps nothing between scans.
    expect(heaps.at(-1)! - heaps[0]!).toBeLessThan(8 * 1024 * 1024);
    await expectNothingInPage(p);
  });
});
