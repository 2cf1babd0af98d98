// The AI tools and their free-use gate as a visitor and as a paid user meet them: the built
// website on the embedded backend (PGlite, offline writer), in real Chromium. Share
// verification is shortened to 2 s (SHARE_VERIFY_SECONDS) so the flow runs in seconds.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, recordErrors, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('tools', { env: { SHARE_VERIFY_SECONDS: '2' } });

const BIO_PATH = '/generators/instagram/bio-generator';
const PAYMENT_MESSAGE =
  "You've used all 5 free uses of this tool. Start the 7-day free trial or upgrade for unlimited use, from $9.99/month.";

async function open(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = recordErrors(page);
  await page.goto(`${web.server.url}${path}`, { waitUntil: 'load' });
  await hydrated(page.getByRole('heading', { level: 1 }));
  return { page, errors };
}

const toast = (page: Page, title: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title }).first();

async function generateBio(page: Page, niche: string) {
  const field = page.getByLabel('Your niche or what you do');
  await field.fill(niche);
  await field.press('Enter');
}

describe('a visitor', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // No network here: the share networks answer with a stand-in page.
    await context.route(/^https:\/\/(x|twitter)\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
    );
  });
  afterAll(() => context?.close());

  it('gets one bio generation, shares for four more, then meets the payment prompt', async () => {
    const { page, errors } = await open(context, BIO_PATH);
    // The allowance as it is, beside the button (no "0 of 5").
    await page.getByText('1 free use, then 4 more when you share').first().waitFor();

    await generateBio(page, 'Sourdough baking for busy parents');
    await page.getByText('/150').first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('/150').count()).toBe(3);
    await page.getByText('Written by the built-in offline writer').waitFor();
    // The result is the feedback: no success toast over it.
    expect(await toast(page, 'Tool Used Successfully').count()).toBe(0);
    await page.getByText('Free use spent: share for 4 more').first().waitFor();

    // The second use is refused: one dialog (share, or the trial beside it), no toast.
    await generateBio(page, 'Trail running and mountain photography');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Share to unlock 4 more free uses').first().waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('link', { name: 'Start 7-day free trial' }).count()).toBe(1);
    // The post is shown, neutral and editable, before anything opens.
    const post = dialog.getByLabel('Your post');
    expect(await post.inputValue()).toContain('A free Instagram bio generator');
    await post.fill('Trying this bio generator for my bakery page');
    expect(await toast(page, 'Usage Limit Reached').count()).toBe(0);

    // Sharing opens the network's share link in a 600×400 window.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog
        .getByRole('button', { name: /X|Twitter/ })
        .first()
        .click(),
    ]);
    expect(popup.url()).toMatch(/^https:\/\/(twitter|x)\.com\/intent\/(tweet|post)\?/);
    expect(decodeURIComponent(popup.url())).toContain(BIO_PATH);
    expect(new URL(popup.url()).searchParams.get('text')).toContain(
      'Trying this bio generator for my bakery page',
    );
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400]);
    await popup.close();
    await dialog
      .getByText('Thanks for sharing! Your 4 more free uses unlock in a minute or two.')
      .waitFor();
    await toast(page, '4 more free uses unlocked').waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // Bios say the description again in their own words (never pasted back): each of these
    // names a place the bios show.
    for (const [niche, place] of [
      ['Ceramics studio in Kyoto', 'Kyoto'],
      ['Sourdough baker in Lyon', 'Lyon'],
      ['Yoga teacher in Lisbon', 'Lisbon'],
      ['Street photographer in Berlin', 'Berlin'],
    ] as const) {
      await generateBio(page, niche);
      await expect
        .poll(() => page.getByText(place).count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
    }
    await page.getByText('All 5 free uses spent').first().waitFor();

    await generateBio(page, 'One more for free please');
    const payment = page.getByRole('dialog');
    await payment.getByText(PAYMENT_MESSAGE).waitFor({ timeout: 20_000 });
    expect(
      await payment.getByRole('link', { name: 'Start 7-day free trial' }).getAttribute('href'),
    ).toMatch(/\/auth\?plan=creator$/);

    // The server agrees: five uses, verified share, event kept.
    const [row] = await web.server.sql<{ total_usage: number; share_verified: boolean }>(
      `select total_usage, share_verified from public.tool_usage where tool_id = 'instagram-bio-generator'`,
    );
    expect(row).toEqual({ total_usage: 5, share_verified: true });
    const events = await page.evaluate(() => localStorage.getItem('replypilot.sharing-events'));
    expect(events).toContain('twitter');
    expect(errors.filter((e) => !e.includes('x.com') && !e.includes('twitter.com'))).toEqual([]);
  });

  it('reads the viral deconstructor in the page language, the post quoted as written', async () => {
    // The same browser (the visitor's first use of this tool): a Japanese page, an English post.
    const { page, errors } = await open(context, '/ja/viral-post-deconstructor');
    await page
      .getByRole('textbox', { name: /投稿または動画の文字起こし/ })
      .fill(
        'Why do 90% of creators quit in their first year?\n\n1. No clear niche\n2. Posting without a hook\n3. Chasing trends instead of people\n\nWhich one hit you hardest? 👇',
      );
    await page.getByRole('button', { name: '分析する' }).click();
    await page
      .getByText(
        '冒頭の「Why do 90% of creators quit in their first year?」は「質問」タイプのフックです。',
        {
          exact: false,
        },
      )
      .waitFor({ timeout: 20_000 });
    // The template: the post's structure in Japanese frames, its list with its own markers.
    expect(await page.locator('pre').first().textContent()).toBe(
      'なぜ多くの[あなたの読者のような人]は、今も[よくある失敗]をしてしまうのか？\n\n1. [ポイント1]\n2. [ポイント2]\n3. [ポイント3]\n\n[読者が一言で答えられる質問]？',
    );
    expect(await page.locator('main').textContent()).not.toMatch(/\(\s*\)|\[\s*\]|\{\{/u);
    expect(errors).toEqual([]);
  });
});

describe('a paid user', () => {
  it('uses a tool without limit after starting the creator trial', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${web.server.url}/auth?plan=creator`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Full name').fill('Paid Person');
    await page.getByLabel('Email').fill(`paid-${Date.now()}@example.test`);
    await page.getByLabel(/^Password/).fill('correct-horse-1');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    const { page: tool, errors } = await open(context, '/tools/smart-hashtag-generator');
    await tool.getByText("Unlimited access - you're all set!").first().waitFor({ timeout: 20_000 });
    const content = tool.getByRole('textbox').first();
    const uses = async () =>
      (
        await web.server.sql<{ total_usage: number }>(
          `select total_usage from public.tool_usage
             where tool_id = 'smart-hashtag-generator' and user_id is not null`,
        )
      )[0]?.total_usage ?? 0;
    for (let i = 1; i <= 6; i++) {
      await content.fill(`Morning coffee rituals and slow living tips, round ${i}`);
      await tool
        .getByRole('button', { name: /generate/i })
        .first()
        .click();
      await expect.poll(uses, { timeout: 20_000 }).toBe(i);
      // The result: real tags for the post's topic (coffee) from the curated dataset.
      await tool.getByText('#coffee', { exact: true }).first().waitFor({ timeout: 20_000 });
    }
    expect(await tool.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
