// Save to Workspace from the tools: the built website on the embedded backend (PGlite, offline
// writer), in real Chromium. A signed-in user saves at once; a free account's eleventh item is
// refused with the Storage Limit toast until the plan is upgraded; a visitor saves through the
// email dialog and the magic link, and finds the item in their Workspace once signed in.
import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import {
  hydrated,
  magicLinkFor,
  recordErrors,
  repoRoot,
  storeSession,
  useWebServer,
} from '../support/web-e2e.ts';

const web = useWebServer('save-to-workspace');

const HASHTAGS = '/tools/smart-hashtag-generator';
const BIOS = '/generators/instagram/bio-generator';

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

const toast = (page: Page, title: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: title }).first();

/** Errors other than the refused insert: Chromium logs the 400 of a save the item cap refused. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 400/.test(e) || !e.includes('/rest/v1/workspace_items'));

async function open(page: Page, path: string) {
  await page.goto(`${web.server.url}${path}`, { waitUntil: 'load' });
  await hydrated(page.getByRole('heading', { level: 1 }));
}

/** A fresh account, signed in on a new page of `context`. */
async function signedIn(context: BrowserContext): Promise<{ page: Page; user: SignedUpUser }> {
  const user = await signUpUser(web.server, { data: { full_name: 'Ana Test' } });
  const page = await context.newPage();
  await storeSession(page, web.server.url, user.session);
  return { page, user };
}

/** Generates hashtags and answers the tags as they are pasted (what Save keeps). */
async function generateHashtags(page: Page): Promise<string> {
  await page.getByLabel('Your content').fill('Morning coffee at the new roastery in Lisbon');
  await page.getByRole('button', { name: 'Generate hashtags' }).click();
  await page.getByRole('heading', { name: 'Your hashtags' }).waitFor({ timeout: 20_000 });
  const tags = await page.locator('[data-category] li').allInnerTexts();
  return [...new Set(tags)].join(' ');
}

/** The analytics events stored for a user, oldest first (the client sends them in batches). */
async function eventsOf(userId: string): Promise<string[]> {
  const rows = await web.server.sql<{ event_type: string }>(
    `select event_type from public.workspace_analytics where user_id = $1
      and event_type <> 'workspace_created' order by created_at, id`,
    [userId],
  );
  return rows.map((r) => r.event_type);
}

async function itemsOf(userId: string) {
  return web.server.sql<{
    title: string;
    content: string;
    content_type: string;
    tool_name: string;
  }>(
    `select title, content, content_type, tool_name from public.workspace_items
      where user_id = $1 and deleted_at is null order by created_at`,
    [userId],
  );
}

describe('Save to Workspace, signed in', () => {
  it("saves the hashtag set: 'Saved!' and the row on the server", async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, user } = await signedIn(context);
    const errors = recordErrors(page);
    await open(page, HASHTAGS);
    const tags = await generateHashtags(page);

    await page.getByRole('button', { name: 'Save to Workspace' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor({ timeout: 20_000 });
    expect(await itemsOf(user.user.id)).toEqual([
      {
        title: 'hashtag from smart-hashtag-generator',
        content: tags,
        content_type: 'hashtag',
        tool_name: 'smart-hashtag-generator',
      },
    ]);
    // 'Saved!' for 3 s, then the button offers to save again.
    await page.getByRole('button', { name: 'Save to Workspace' }).waitFor({ timeout: 6_000 });
    await expect
      .poll(() => eventsOf(user.user.id), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['clicked_save', 'item_saved']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses the 11th item of a free account with Storage Limit, and saves once upgraded', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, user } = await signedIn(context);
    const errors = recordErrors(page);
    const [workspace] = await web.server.sql<{ id: string }>(
      'insert into public.user_workspaces (user_id) values ($1) returning id',
      [user.user.id],
    );
    for (let i = 1; i <= 10; i++)
      await web.server.sql(
        `insert into public.workspace_items (workspace_id, user_id, title, content, content_type, tool_name)
         values ($1, $2, $3, 'x', 'other', 'reply-grader')`,
        [workspace!.id, user.user.id, `Item ${i}`],
      );

    await open(page, BIOS);
    const niche = page.getByLabel('Your niche or what you do');
    await niche.fill('Sourdough baker in Lyon');
    await niche.press('Enter');
    const save = page.getByRole('button', { name: 'Save to Workspace: Variation 1' });
    await save.waitFor({ timeout: 20_000 });
    await save.click();

    const limit = toast(page, 'Storage Limit');
    await limit.waitFor({ timeout: 20_000 });
    expect(await limit.innerText()).toContain('Upgrade to Pro to save unlimited items');
    expect((await itemsOf(user.user.id)).length).toBe(10);
    expect(await page.getByRole('button', { name: 'Saved!' }).count()).toBe(0);
    // Upgrade opens the plans.
    await limit.getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing', { timeout: 20_000 });

    // Upgraded on the server (as billing would): Pro, active.
    await web.server.sql(
      `update public.subscriptions set subscription_tier = 'pro', subscription_status = 'active',
         tools_access = true, daily_reply_limit = 500 where user_id = $1`,
      [user.user.id],
    );
    await open(page, HASHTAGS);
    const tags = await generateHashtags(page);
    await page.getByRole('button', { name: 'Save to Workspace' }).click();
    await page.getByRole('button', { name: 'Saved!' }).waitFor({ timeout: 20_000 });
    const items = await itemsOf(user.user.id);
    expect(items.length).toBe(11);
    expect(items.at(-1)).toMatchObject({ content: tags, tool_name: 'smart-hashtag-generator' });
    expect(await toast(page, 'Storage Limit').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('Save to Workspace, as a visitor', () => {
  const linkFor = (email: string) => magicLinkFor(web.server.url, email);

  it('saves through the email dialog and the magic link, and lands signed in with the item', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await open(page, HASHTAGS);
    const tags = await generateHashtags(page);

    await page.getByRole('button', { name: 'Save to Workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to Workspace' });
    await dialog.waitFor({ timeout: 20_000 });
    const field = dialog.getByLabel('Email');
    expect(await field.getAttribute('type')).toBe('email');
    expect(await field.getAttribute('required')).not.toBeNull();

    // No '@': the Invalid Email toast, nothing sent.
    await field.fill('ana.example.test');
    await dialog.getByRole('button', { name: 'Send magic link' }).click();
    const invalid = toast(page, 'Invalid Email');
    await invalid.waitFor();
    expect(await invalid.innerText()).toContain('Please enter a valid email address');

    const email = unique('visitor');
    await field.fill(email);
    await dialog.getByRole('button', { name: 'Send magic link' }).click();
    await dialog.getByRole('heading', { name: 'Check Your Email!' }).waitFor({ timeout: 20_000 });
    expect(await dialog.innerText()).toContain(`We sent a link to ${email}.`);
    await toast(page, 'Check Your Email!').waitFor();
    // Closes by itself after 3 s.
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });

    const link = await linkFor(email);
    await page.goto(link, { waitUntil: 'load' });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    const recent = page.getByTestId('recent-items');
    await expect.poll(() => recent.locator('li').count(), { timeout: 20_000 }).toBe(1);
    expect(await recent.innerText()).toContain('smart-hashtag-generator');

    const [account] = await web.server.sql<{ id: string }>(
      'select id from auth.users where email = $1',
      [email],
    );
    // The visitor's funnel, kept in the tab, is sent as theirs once signed in.
    await expect
      .poll(() => eventsOf(account!.id), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['clicked_save', 'entered_email', 'magic_link_sent']));
    expect(await itemsOf(account!.id)).toEqual([
      expect.objectContaining({
        content: tags,
        content_type: 'hashtag',
        tool_name: 'smart-hashtag-generator',
      }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Save to Workspace, accessibility', () => {
  /** A locale file's strings, for the names of controls in another language. */
  const texts = (language: string, namespace: string) =>
    JSON.parse(
      readFileSync(join(repoRoot, 'src/renderer/locales', language, `${namespace}.json`), 'utf8'),
    ) as Record<string, Record<string, string>>;

  async function audit(page: Page, where: string): Promise<string[]> {
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return results.violations.flatMap((v) =>
      v.nodes.map((node) => `${where}: ${v.id} ${node.target.join(' ')} — ${v.help}`),
    );
  }

  for (const language of ['en', 'ar'])
    it(`the result with its Save button and the email dialog pass axe (${language})`, async () => {
      const save = texts(language, 'saveToWorkspace');
      const tool = texts(language, 'hashtagTool');
      const context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const prefix = language === 'en' ? '' : `/${language}`;
      await open(page, `${prefix}${HASHTAGS}`);
      await page.getByLabel(tool.form!.contentLabel!).fill('قهوة الصباح في المحمصة الجديدة');
      await page.getByRole('button', { name: tool.form!.generate }).click();
      const button = page.getByRole('button', { name: save.button!.save });
      await button.waitFor({ timeout: 20_000 });
      const found = await audit(page, `${language} result`);
      await button.click();
      const dialog = page.getByRole('dialog', { name: save.dialog!.title });
      await dialog.waitFor({ timeout: 20_000 });
      found.push(...(await audit(page, `${language} dialog`)));
      expect(found).toEqual([]);
      await context.close();
    });
});
