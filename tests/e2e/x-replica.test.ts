// The X replica (tests/support/x-replica.ts) behaves like x.com where reply automation
// breaks: proven here in real Chromium, with no extension, so the extension's own end-to-end
// tests can trust it.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/chromium.ts';
import { recordErrors } from '../support/web-e2e.ts';
import { installXReplica, type XReplica, type XReplicaOptions } from '../support/x-replica.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function replicaContext(
  options: XReplicaOptions = {},
): Promise<{ context: BrowserContext; replica: XReplica }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const replica = await installXReplica(context, options);
  return { context, replica };
}

async function open(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(`https://x.com${path}`, { waitUntil: 'load' });
  return { page, errors };
}

const editorText = (editor: Locator) => editor.evaluate((el) => el.textContent ?? '');
const isDisabled = (button: Locator) =>
  button.evaluate(
    (el) => (el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') === 'true',
  );

/** Status URL of an article, from its time link. */
const statusUrl = async (article: Locator) =>
  `https://x.com${await article.locator('a:has(time)').getAttribute('href')}`;

describe('the X replica (standard markup, English)', () => {
  let context: BrowserContext;
  let replica: XReplica;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, replica } = await replicaContext({ handle: 'growth_tester' }));
    ({ page, errors } = await open(context, '/home'));
  });
  afterAll(() => context?.close());

  it('renders posts, counts and ads as X does', async () => {
    const first = page.locator('article[data-testid="tweet"]').first();
    await first.waitFor();
    expect(await page.title()).toBe('Home / X');
    expect(await page.locator('[data-testid="AppTabBar_Profile_Link"]').getAttribute('href')).toBe(
      '/growth_tester',
    );
    const post = replica.postAt(0);
    expect(await statusUrl(first)).toBe(post.url);
    expect(await first.locator('[data-testid="tweetText"]').getAttribute('lang')).toBe(post.lang);
    const reply = first.locator('[data-testid="reply"]');
    const like = first.locator('[data-testid="like"]');
    const label = (n: number, one: string, many: string, verb: string) =>
      n ? `${n.toLocaleString('en-US')} ${n === 1 ? one : many}. ${verb}` : verb;
    expect(await reply.getAttribute('aria-label')).toBe(
      label(post.replies, 'Reply', 'Replies', 'Reply'),
    );
    expect(await like.getAttribute('aria-label')).toBe(label(post.likes, 'Like', 'Likes', 'Like'));
    expect(await first.locator('[data-testid="retweet"]').count()).toBe(1);
    // Visible counts are abbreviated.
    const big = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="like"]')].map((b) => b.textContent),
    );
    expect(big.some((t) => /^\d+(\.\d)?K$/.test(t ?? ''))).toBe(true);

    // Every 8th cell is promoted, marked "Ad"; the others are not.
    const cells = page.locator('[data-testid="cellInnerDiv"]');
    const ads = cells.filter({ has: page.locator('[data-testid="placementTracking"]') });
    await expect.poll(() => ads.count()).toBeGreaterThan(0);
    expect(await ads.first().locator('article[data-testid="tweet"]').innerText()).toContain('Ad');
    const adFlags = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="cellInnerDiv"]')]
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .slice(0, 8)
        .map((c) => !!c.querySelector('[data-testid="placementTracking"]')),
    );
    expect(adFlags).toEqual([false, false, false, false, false, false, false, true]);
    expect(errors).toEqual([]);
  });

  it('ignores direct DOM edits in the reply editor and keeps the button disabled', async () => {
    const first = page.locator('article[data-testid="tweet"]').first();
    const url = await statusUrl(first);
    await first.locator('[data-testid="reply"]').click();
    const dialog = page.locator('div[role="dialog"]');
    const editor = dialog.locator(
      'div[data-testid="tweetTextarea_0"][contenteditable="true"][role="textbox"]',
    );
    const button = dialog.locator('[data-testid="tweetButton"]');
    await editor.waitFor();
    expect(await isDisabled(button)).toBe(true);
    await replica.waitForAction((a) => a.type === 'dialog-opened' && a.postUrl === url);

    await editor.evaluate((el) => {
      el.textContent = 'Typed by a script';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.waitForTimeout(50);
    expect(await editorText(editor)).toBe('');
    await editor.evaluate((el) => {
      el.innerHTML = '<div data-contents="true"><div data-block="true">Injected</div></div>';
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForTimeout(50);
    expect(await editorText(editor)).toBe('');
    expect(await isDisabled(button)).toBe(true);
    await button.click({ force: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(replica.posted()).toEqual([]);
  });

  it('accepts execCommand insertText, and posting records the exact text', async () => {
    const second = page.locator('article[data-testid="tweet"]').nth(1);
    const url = await statusUrl(second);
    await second.locator('[data-testid="reply"]').click();
    const dialog = page.locator('div[role="dialog"]');
    const editor = dialog.locator('[data-testid="tweetTextarea_0"]');
    const button = dialog.locator('[data-testid="tweetButton"]');
    // As on X, the dialog has its own URL.
    await page.waitForURL('https://x.com/compose/post');
    const text = 'Great point — 100% agree 🚀\nShipping beats planning.';
    await editor.evaluate((el, t) => {
      el.focus();
      const [a, b] = t.split('\n');
      document.execCommand('insertText', false, a);
      document.execCommand('insertParagraph');
      document.execCommand('insertText', false, b);
    }, text);
    expect(await isDisabled(button)).toBe(false);
    await button.click();
    const toast = page.locator('[data-testid="toast"]');
    await toast.filter({ hasText: 'Your post was sent.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe('https://x.com/home');
    const posted = replica.posted();
    expect(posted).toEqual([
      { text, inReplyTo: url, id: expect.any(String), url: expect.any(String) },
    ]);
    await replica.waitForAction((a) => a.type === 'toast');
    const kinds = replica.actions().map((a) => a.type);
    expect(kinds.slice(-4)).toEqual(['dialog-opened', 'reply', 'dialog-closed', 'toast']);

    // The reply is under the post on its status page.
    await page.goto(url);
    const replyCell = page
      .locator('article[data-testid="tweet"]')
      .filter({ has: page.locator(`a[href="/growth_tester/status/${posted[0].id}"]`) });
    await replyCell.waitFor();
    expect(await replyCell.locator('[data-testid="tweetText"]').innerText()).toContain(
      'Shipping beats planning.',
    );
    await page.goto('https://x.com/home');
  });

  it('accepts paste, beforeinput and typing; refuses more than 280 weighted characters', async () => {
    const third = page.locator('article[data-testid="tweet"]').nth(2);
    await third.locator('[data-testid="reply"]').click();
    const dialog = page.locator('div[role="dialog"]');
    const editor = dialog.locator('[data-testid="tweetTextarea_0"]');
    const button = dialog.locator('[data-testid="tweetButton"]');
    await editor.evaluate((el) => {
      el.focus();
      const data = new DataTransfer();
      data.setData('text/plain', 'Pasted');
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(await editorText(editor)).toBe('Pasted');
    expect(await isDisabled(button)).toBe(false);
    await editor.evaluate((el) => {
      el.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertText',
          data: ' text',
          bubbles: true,
          cancelable: true,
        }),
      );
      el.dispatchEvent(
        new InputEvent('input', { inputType: 'insertText', data: ' text', bubbles: true }),
      );
    });
    await page.keyboard.type(' typed');
    await page.keyboard.press('Backspace');
    expect(await editorText(editor)).toBe('Pasted text type');
    // Playwright's fill() (select all, insert) replaces the model's text.
    await editor.fill('Filled');
    expect(await editorText(editor)).toBe('Filled');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('Pasted text type');
    expect(await editorText(editor)).toBe('Pasted text type');
    // CJK characters weigh 2: 16 + 1 + 2 × 132 = 281.
    await editor.evaluate(() => document.execCommand('insertText', false, ' ' + 'あ'.repeat(132)));
    expect(await isDisabled(button)).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await isDisabled(button)).toBe(false);
    expect(await editorText(editor)).toBe('Pasted text type ' + 'あ'.repeat(131));
    await dialog.locator('[data-testid="app-bar-close"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(replica.posted()).toHaveLength(1);
  });

  it('toggles like and unlike, with counts', async () => {
    const first = page.locator('article[data-testid="tweet"]').first();
    const url = await statusUrl(first);
    const before = replica.find(url)!.likes;
    await first.locator('[data-testid="like"]').click();
    const unlike = first.locator('[data-testid="unlike"]');
    await unlike.waitFor();
    expect(await unlike.getAttribute('aria-label')).toBe(
      `${(before + 1).toLocaleString('en-US')} Likes. Liked`,
    );
    await replica.waitForAction((a) => a.type === 'like' && a.postUrl === url);
    expect(replica.find(url)!.likes).toBe(before + 1);
    await unlike.click();
    await first.locator('[data-testid="like"]').waitFor();
    await replica.waitForAction((a) => a.type === 'unlike' && a.postUrl === url);
    expect(replica.find(url)!.likes).toBe(before);
  });

  it('serves search, profiles and status pages, navigating in place like an SPA', async () => {
    const { page: other, errors: otherErrors } = await open(context, '/search?q=AI&f=live');
    try {
      await other.locator('article[data-testid="tweet"]').first().waitFor();
      expect(await other.title()).toBe('AI - Search / X');
      expect(await other.getByRole('tab', { selected: true }).innerText()).toBe('Latest');
      const texts = await other
        .locator('article[data-testid="tweet"]:not([data-testid="placementTracking"] *)')
        .locator('[data-testid="tweetText"]')
        .allInnerTexts();
      expect(texts.length).toBeGreaterThan(3);
      for (const text of texts) expect(text).toMatch(/(?<![a-z0-9_])ai(?![a-z0-9_])/i);

      await other.goto('https://x.com/search?q=lang%3Aja&src=typed_query&f=live');
      await other.locator('[data-testid="tweetText"][lang="ja"]').first().waitFor();
      const langs = await other
        .locator('article[data-testid="tweet"]:not([data-testid="placementTracking"] *)')
        .locator('[data-testid="tweetText"]')
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('lang')))]);
      expect(langs).toEqual(['ja']);

      // The signed-in account's profile: its own posts (and an Edit profile button).
      await other.goto('https://x.com/growth_tester');
      await other.locator('[data-testid="editProfileButton"]').waitFor();
      expect(await other.locator('[data-testid="UserName"]').innerText()).toContain(
        '@growth_tester',
      );
      await other.locator('article[data-testid="tweet"]').first().waitFor();
      const handles = await other
        .locator('article[data-testid="tweet"] [data-testid="User-Name"] a[tabindex="-1"]')
        .allInnerTexts();
      expect(new Set(handles)).toEqual(new Set(['@growth_tester']));

      // Clicking a post's time opens its status page without reloading the document.
      await other.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const first = other.locator('article[data-testid="tweet"]').first();
      const url = await statusUrl(first);
      await first.locator('a:has(time)').click();
      await other.waitForURL(url);
      const focal = other.locator('article[data-testid="tweet"][tabindex="-1"]');
      await focal.waitFor();
      // Others' replies under it (up to 3 of its reply count).
      const othersReplies = Math.min(3, replica.find(url)!.replies);
      await expect
        .poll(() => other.locator('article[data-testid="tweet"]').count())
        .toBe(1 + othersReplies);
      expect(await other.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      // The status page's inline reply box is a second Draft editor.
      const inline = other.locator('[data-testid="tweetButtonInline"]');
      expect(await isDisabled(inline)).toBe(true);
      await other.locator('[data-testid="tweetTextarea_0"]').click();
      await other.keyboard.type('Replying inline');
      await inline.click();
      await other.locator('[data-testid="toast"]', { hasText: 'Your post was sent.' }).waitFor();
      await other
        .locator('article[data-testid="tweet"] [data-testid="tweetText"]', {
          hasText: 'Replying inline',
        })
        .waitFor();
      expect(replica.posted().at(-1)).toMatchObject({ text: 'Replying inline', inReplyTo: url });

      await other.goto('https://x.com/nobody_here_123');
      await other.getByText('This account doesn’t exist').waitFor();
      expect(otherErrors).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('keeps a bounded number of cells while scrolling through 1,000 posts', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const result = await page.evaluate(async () => {
      const seen = new Set<string>();
      let maxCells = 0;
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      for (let step = 0; step < 3000 && seen.size < 1000; step++) {
        window.scrollBy(0, 900);
        await frame();
        await frame();
        const cells = document.querySelectorAll('[data-testid="cellInnerDiv"]');
        maxCells = Math.max(maxCells, cells.length);
        for (const a of document.querySelectorAll('article[data-testid="tweet"] a:has(time)')) {
          seen.add(a.getAttribute('href') ?? '');
        }
        if (document.querySelector('[role="progressbar"]')) {
          await new Promise((r) => setTimeout(r, 30));
        }
      }
      const positioned = [...document.querySelectorAll('[data-testid="cellInnerDiv"]')].every(
        (c) =>
          getComputedStyle(c).position === 'absolute' &&
          /translateY\(\d+(\.\d+)?px\)/.test((c as HTMLElement).style.transform),
      );
      return { seen: seen.size, maxCells, positioned, scrollY: window.scrollY };
    });
    expect(result.seen).toBeGreaterThanOrEqual(1000);
    expect(result.maxCells).toBeLessThanOrEqual(20);
    expect(result.maxCells).toBeGreaterThanOrEqual(5);
    expect(result.positioned).toBe(true);
    expect(await page.locator('[data-testid="cellInnerDiv"]').count()).toBeLessThanOrEqual(20);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('variants', () => {
  it('renamed markup has no article[data-testid="tweet"]', async () => {
    const { context } = await replicaContext({ markup: 'renamed' });
    try {
      const { page } = await open(context, '/home');
      await page.locator('article[data-testid="tweet-v2"]').first().waitFor();
      expect(await page.locator('article[data-testid="tweet"]').count()).toBe(0);
      expect(await page.locator('[data-testid="tweetText"]').count()).toBe(0);
      await page.locator('[data-testid="reply-action"]').first().click();
      await page.locator('[role="dialog"] [data-testid="composer"]').waitFor();
      expect(await page.locator('[data-testid="tweetTextarea_0"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('Japanese: localized labels, aria-labels, ads and toasts', async () => {
    const { context, replica } = await replicaContext({ locale: 'ja' });
    try {
      const { page } = await open(context, '/home');
      const first = page.locator('article[data-testid="tweet"]').first();
      await first.waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(await page.title()).toBe('ホーム / X');
      const n = replica.postAt(0).replies;
      expect(await first.locator('[data-testid="reply"]').getAttribute('aria-label')).toBe(
        n ? `${n.toLocaleString('ja')} 件の返信。返信する` : '返信する',
      );
      await page.locator('[data-testid="placementTracking"]').first().waitFor();
      expect(await page.locator('[data-testid="placementTracking"]').first().innerText()).toContain(
        'プロモーション',
      );
      await first.locator('[data-testid="reply"]').click();
      const editor = page.locator('[role="dialog"] [data-testid="tweetTextarea_0"]');
      expect(await editor.getAttribute('aria-label')).toBe('返信をポスト');
      await editor.click();
      await page.keyboard.type('ありがとう');
      await page.locator('[data-testid="tweetButton"]').click();
      await page.locator('[data-testid="toast"]', { hasText: 'ポストを送信しました。' }).waitFor();
      expect(replica.posted().map((p) => p.text)).toEqual(['ありがとう']);
    } finally {
      await context.close();
    }
  });

  it('Arabic: right to left, localized labels', async () => {
    const { context, replica } = await replicaContext({ locale: 'ar' });
    try {
      const { page } = await open(context, '/home');
      const first = page.locator('article[data-testid="tweet"]').first();
      await first.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      const label = await first.locator('[data-testid="reply"]').getAttribute('aria-label');
      expect(label).toMatch(/رد$/);
      if (replica.postAt(0).replies) expect(label).toContain('من الردود');
      expect(await page.locator('[data-testid="placementTracking"]').first().innerText()).toContain(
        'إعلان',
      );
    } finally {
      await context.close();
    }
  });

  it('rate limit: the post after the allowed ones shows the toast and is not created', async () => {
    const { context, replica } = await replicaContext({ rateLimitAfter: 1 });
    try {
      const { page } = await open(context, '/home');
      const replyTo = async (index: number, text: string) => {
        await page
          .locator('article[data-testid="tweet"]')
          .nth(index)
          .locator('[data-testid="reply"]')
          .click();
        const editor = page.locator('[role="dialog"] [data-testid="tweetTextarea_0"]');
        await editor.evaluate((el, t) => {
          el.focus();
          document.execCommand('insertText', false, t);
        }, text);
        await page.locator('[role="dialog"] [data-testid="tweetButton"]').click();
      };
      await replyTo(0, 'First reply');
      await page.locator('[data-testid="toast"]', { hasText: 'Your post was sent.' }).waitFor();
      await replyTo(1, 'Second reply');
      await page.locator('[data-testid="toast"]', { hasText: 'Rate limit exceeded' }).waitFor();
      // The dialog stays open with the text, as on X.
      expect(
        await page.locator('[role="dialog"] [data-testid="tweetTextarea_0"]').textContent(),
      ).toBe('Second reply');
      expect(replica.posted().map((p) => p.text)).toEqual(['First reply']);
      await replica.waitForAction((a) => a.type === 'error-toast');
      const rejected = replica.actions().filter((a) => a.type === 'post-rejected');
      expect(rejected).toEqual([
        expect.objectContaining({ text: 'Second reply', error: 'rate-limit' }),
      ]);
    } finally {
      await context.close();
    }
  });

  it('daily limit and automation warnings refuse every post', async () => {
    const { context, replica } = await replicaContext({ failPosts: 'daily-limit' });
    try {
      const { page } = await open(context, '/home');
      await page.locator('[data-testid="reply"]').first().click();
      const editor = page.locator('[role="dialog"] [data-testid="tweetTextarea_0"]');
      await editor.click();
      await page.keyboard.type('Nice');
      const button = page.locator('[role="dialog"] [data-testid="tweetButton"]');
      await button.click();
      await page
        .locator('[data-testid="toast"]', {
          hasText: 'You are over the daily limit for sending posts.',
        })
        .waitFor();
      replica.setOptions({ failPosts: 'automated' });
      await button.click();
      await page
        .locator('[data-testid="toast"]', {
          hasText: 'This request looks like it might be automated',
        })
        .waitFor();
      expect(replica.posted()).toEqual([]);
      await expect
        .poll(() =>
          replica
            .actions()
            .filter((a) => a.type === 'error-toast')
            .map((a) => 'kind' in a && a.kind),
        )
        .toEqual(['daily-limit', 'automated']);
    } finally {
      await context.close();
    }
  });
});
