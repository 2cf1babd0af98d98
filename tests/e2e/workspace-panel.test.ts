// The Workspace side panel in real Chromium on the embedded backend (PGlite): a free account
// whose items were saved through the REST API as that user (English, Japanese and Arabic
// among them) opens the panel, finds each by a word inside it, favorites, archives, edits,
// exports the filtered list, and deletes with and without Undo, checked in the database; axe
// audits the open panel in English, Arabic and Japanese (dark).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_DURATION } from '../../src/renderer/components/toasts/toast-store.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { recordErrors, repoRoot, storeSession, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('workspace-panel');

interface Seed {
  title: string;
  content: string;
  content_type: 'thread' | 'bio' | 'caption' | 'hashtag' | 'other';
  tool_name: string;
  is_favorite?: boolean;
  is_archived?: boolean;
}

const ENGLISH: Seed = {
  title: 'Launch thread',
  content: 'Our product launch went better than expected thanks to early feedback from creators.',
  content_type: 'thread',
  tool_name: 'reply-grader',
};
const JAPANESE: Seed = {
  title: '朝のルーティン',
  content: '毎朝コーヒーを飲みながら新しいアイデアを考えるのが好きです。',
  content_type: 'caption',
  tool_name: 'smart-hashtag-generator',
};
const ARABIC: Seed = {
  title: 'نبذة المصور',
  content: 'أحب التصوير الفوتوغرافي والسفر حول العالم مع أصدقائي',
  content_type: 'bio',
  tool_name: 'instagram-bio-generator',
};
const SEEDS: Seed[] = [
  ENGLISH,
  JAPANESE,
  ARABIC,
  {
    title: 'Launch checklist',
    content: 'Write the launch post, pin it, answer every reply in the first hour.',
    content_type: 'other',
    tool_name: 'reply-grader',
  },
  {
    title: 'Old draft',
    content: 'A draft about consistency.',
    content_type: 'thread',
    tool_name: 'viral-post-deconstructor',
  },
  {
    title: 'Undo me',
    content: 'This one is deleted and brought back.',
    content_type: 'other',
    tool_name: 'viral-post-deconstructor',
  },
  {
    title: 'Delete me',
    content: 'This one is deleted for good.',
    content_type: 'other',
    tool_name: 'viral-post-deconstructor',
  },
  {
    title: 'Saved favorite',
    content: 'Already a favorite.',
    content_type: 'hashtag',
    tool_name: 'my-own-tool',
    is_favorite: true,
  },
  {
    title: 'Put away long ago',
    content: 'Already archived.',
    content_type: 'other',
    tool_name: 'my-own-tool',
    is_archived: true,
  },
];

interface Row {
  id: string;
  title: string;
  content: string;
  content_type: string;
  tool_name: string;
  metadata: Record<string, unknown>;
  is_favorite: boolean;
  is_archived: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

let context: BrowserContext;
let page: Page;
let errors: string[];
let user: SignedUpUser;
const ids = new Map<string, string>();

/** The stored row of a seeded item, straight from the database. */
async function row(title: string): Promise<Row> {
  const [found] = await web.server.sql<Row>(
    `select id, title, content, content_type, tool_name, metadata, is_favorite, is_archived,
            to_json(created_at) #>> '{}' as created_at, to_json(updated_at) #>> '{}' as updated_at,
            deleted_at::text as deleted_at
     from public.workspace_items where id = $1`,
    [ids.get(title)],
  );
  return found!;
}

const panel = () => page.getByRole('dialog', { name: 'Workspace' });
const cards = () => panel().getByTestId('workspace-item');
const card = (title: string): Locator =>
  panel()
    .getByTestId('workspace-item')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const shownTitles = () => cards().locator('h4').allInnerTexts();
const search = (text: string) => panel().getByRole('searchbox').fill(text);
const tab = (name: string) => panel().getByRole('tab', { name });

beforeAll(async () => {
  user = await signUpUser(web.server, { data: { full_name: 'Wren Panel' } });
  // Saved through the REST API as the user (row-level security applies), not as the service.
  const { data: workspaceId, error } = await user.client.rpc('ensure_workspace');
  expect(error).toBeNull();
  for (const seed of SEEDS) {
    const { data, error: insertError } = await user.client
      .from('workspace_items')
      .insert({ ...seed, workspace_id: workspaceId, user_id: user.user.id })
      .select('id')
      .single();
    expect(insertError).toBeNull();
    ids.set(seed.title, (data as { id: string }).id);
  }
  context = await web.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: web.server.url,
  });
  page = await context.newPage();
  errors = recordErrors(page);
  await storeSession(page, web.server.url, user.session);
});

afterAll(async () => {
  await context?.close();
});

describe('the Workspace panel', () => {
  it('opens from the header with the usage, the items grouped by tool', async () => {
    await page.goto(`${web.server.url}/dashboard`);
    const open = page.locator('header').getByRole('button', { name: 'Workspace' });
    await open.waitFor({ timeout: 20_000 });
    await open.click();
    await panel().waitFor();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(SEEDS.length - 1);
    expect(await panel().getByTestId('workspace-usage-count').innerText()).toBe(
      `${SEEDS.length}/10 items`,
    );
    expect(await panel().getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    const groups = await panel().locator('section h3').allInnerTexts();
    expect(groups).toEqual(
      expect.arrayContaining(['Reply grader', 'Instagram bio generator', 'my-own-tool']),
    );
    const grader = panel().locator('section', {
      has: page.getByRole('heading', { name: 'Reply grader' }),
    });
    expect((await grader.locator('h4').allInnerTexts()).sort()).toEqual([
      'Launch checklist',
      'Launch thread',
    ]);
    expect(await shownTitles()).not.toContain('Put away long ago');
  });

  it('finds each language’s item by a word inside it', async () => {
    await search('feedback');
    await expect.poll(shownTitles).toEqual([ENGLISH.title]);
    // Japanese has no spaces: a run from the middle of the sentence.
    await search('アイデア');
    await expect.poll(shownTitles).toEqual([JAPANESE.title]);
    // Arabic: a word from the middle of the sentence.
    await search('الفوتوغرافي');
    await expect.poll(shownTitles).toEqual([ARABIC.title]);
    await search('nothing-like-this');
    await panel().getByText('No items found matching your search').waitFor();
    await search('');
    await expect.poll(() => cards().count()).toBe(SEEDS.length - 1);
  });

  it('favorites an item (the Favorites tab shows it) and copies one', async () => {
    await card(ENGLISH.title).getByRole('button', { name: 'Favorite' }).click();
    await expect.poll(async () => (await row(ENGLISH.title)).is_favorite).toBe(true);
    await tab('Favorites').click();
    await expect
      .poll(async () => (await shownTitles()).sort())
      .toEqual([ENGLISH.title, 'Saved favorite']);

    await card(ENGLISH.title).getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Content copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ENGLISH.content);
  });

  it('archives and unarchives', async () => {
    await tab('All').click();
    await card('Old draft').getByRole('button', { name: 'Archive' }).click();
    await expect.poll(shownTitles).not.toContain('Old draft');
    await expect.poll(async () => (await row('Old draft')).is_archived).toBe(true);
    await tab('Archived').click();
    await expect
      .poll(async () => (await shownTitles()).sort())
      .toEqual(['Old draft', 'Put away long ago']);
    await card('Put away long ago').getByRole('button', { name: 'Unarchive' }).click();
    await expect.poll(shownTitles).toEqual(['Old draft']);
    await expect.poll(async () => (await row('Put away long ago')).is_archived).toBe(false);
    await tab('All').click();
    await card('Put away long ago').waitFor();
  });

  it('edits the content inline: only the content changes', async () => {
    const before = await row('Launch checklist');
    const item = card('Launch checklist');
    await item.getByRole('button', { name: 'Edit' }).click();
    await item.getByRole('textbox', { name: 'Content' }).fill('Pin the launch post first.');
    await item.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => item.getByTestId('workspace-item-content').innerText())
      .toBe('Pin the launch post first.');
    const after = await row('Launch checklist');
    expect(after.content).toBe('Pin the launch post first.');
    expect({ ...after, content: before.content, updated_at: before.updated_at }).toEqual(before);
  });

  it('exports the filtered list (search and tab) as JSON and Markdown', async () => {
    await search('launch');
    await expect
      .poll(async () => (await shownTitles()).sort())
      .toEqual(['Launch checklist', 'Launch thread']);
    const shownIds = await cards().evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-item-id')),
    );

    await panel().getByRole('button', { name: 'Export' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('workspace-export.json');
    const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as Row[];
    await page.getByText('Your workspace has been exported').waitFor();
    expect(exported.map((e) => e.id).sort()).toEqual([...shownIds].sort());
    for (const entry of exported) {
      const stored = await row(entry.title);
      const { deleted_at: _deleted, ...fields } = stored;
      expect(entry).toEqual(fields);
    }
    // Newest first, as listed.
    const times = exported.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    await panel().getByRole('button', { name: 'Export' }).click();
    const [markdown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as Markdown' }).click(),
    ]);
    expect(markdown.suggestedFilename()).toBe('workspace-export.md');
    const text = await readFile((await markdown.path())!, 'utf8');
    expect(text.match(/^## .*$/gm)).toEqual(['## Reply grader']);
    expect(text).toContain(`### Launch thread\n\n${ENGLISH.content}`);
    expect(text).not.toContain('Old draft');
    await search('');
  });

  it('deletes with Undo: the item comes back and stays in the database', async () => {
    await card('Undo me').waitFor();
    await card('Undo me').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(shownTitles).not.toContain('Undo me');
    await page.getByRole('button', { name: 'Undo' }).click();
    await card('Undo me').waitFor();
    await page.waitForTimeout(TOAST_DURATION + 1000);
    expect((await row('Undo me')).deleted_at).toBeNull();
    await card('Undo me').waitFor();
  });

  it('deletes without Undo: deleted in the database once the toast has gone', async () => {
    await card('Delete me').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(shownTitles).not.toContain('Delete me');
    // Still undoable while the toast shows.
    await page.waitForTimeout(TOAST_DURATION / 2);
    expect((await row('Delete me')).deleted_at).toBeNull();
    await expect
      .poll(async () => (await row('Delete me')).deleted_at, { timeout: TOAST_DURATION + 5000 })
      .not.toBeNull();
    await expect
      .poll(() => panel().getByTestId('workspace-usage-count').innerText())
      .toBe(`${SEEDS.length - 1}/10 items`);
    expect(await shownTitles()).not.toContain('Delete me');
  });

  it('opens from the dashboard’s recent items, which follow the changes', async () => {
    await panel().getByRole('button', { name: 'Close the Workspace' }).click();
    await panel().waitFor({ state: 'detached' });
    const recent = page.getByTestId('recent-items');
    await expect.poll(() => recent.innerText()).not.toContain('Delete me');
    await recent.getByRole('button', { name: 'Open Workspace' }).click();
    await panel().waitFor();
    // All: the seeds less 'Old draft' (archived) and 'Delete me' (deleted).
    await expect.poll(() => cards().count()).toBe(SEEDS.length - 2);
    expect(errors).toEqual([]);
  });

  it('is not there for visitors', async () => {
    const visitor = await web.browser.newPage();
    const visitorErrors = recordErrors(visitor);
    const scripts: string[] = [];
    visitor.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await visitor.goto(`${web.server.url}/about`);
    await visitor.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('button', { name: 'Workspace' }).count()).toBe(0);
    expect(scripts.filter((url) => /WorkspacePanel/.test(url))).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  });

  for (const variant of [
    { code: 'en', colorScheme: 'light' },
    { code: 'ar', colorScheme: 'light' },
    { code: 'ja', colorScheme: 'dark' },
  ] as const)
    it(`passes axe's WCAG 2.1 AA rules, open and editing (${variant.code} ${variant.colorScheme})`, async () => {
      const audited = await web.browser.newContext({
        viewport: { width: 1280, height: 900 },
        colorScheme: variant.colorScheme,
      });
      try {
        const auditPage = await audited.newPage();
        await storeSession(auditPage, web.server.url, user.session);
        const prefix = variant.code === 'en' ? '' : `/${variant.code}`;
        await auditPage.goto(`${web.server.url}${prefix}/dashboard`);
        const open = auditPage.locator('header').getByRole('button', { name: 'Workspace' });
        await open.waitFor({ timeout: 20_000 });
        await open.click();
        const dialog = auditPage.getByRole('dialog', { name: 'Workspace' });
        await dialog.getByTestId('workspace-item').first().waitFor({ timeout: 15_000 });
        const labels = JSON.parse(
          await readFile(
            join(repoRoot, `src/renderer/locales/${variant.code}/workspace.json`),
            'utf8',
          ),
        ) as { item: { edit: string } };
        await dialog
          .getByTestId('workspace-item')
          .first()
          .getByRole('button', { name: labels.item.edit, exact: true })
          .click();
        await dialog.getByRole('textbox').first().waitFor();
        await auditPage.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
        );
        // At the end side, where the header's button is: the right, the left in Arabic.
        const box = (await dialog.boundingBox())!;
        const middle = box.x + box.width / 2;
        if (variant.code === 'ar') expect(middle).toBeLessThan(640);
        else expect(middle).toBeGreaterThan(640);
        const results = await new AxeBuilder({ page: auditPage })
          .options({ resultTypes: ['violations'] })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .include('[role="dialog"]')
          .analyze();
        const violations = results.violations.flatMap((v) =>
          v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${node.failureSummary}`),
        );
        expect(violations).toEqual([]);
      } finally {
        await audited.close();
      }
    });

  // Last: signing out everywhere ends the session the tests above share.
  it('sends a deletion still waiting for its Undo before signing out', async () => {
    await card('Launch checklist').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(shownTitles).not.toContain('Launch checklist');
    await panel().getByRole('button', { name: 'Close the Workspace' }).click();
    await panel().waitFor({ state: 'detached' });
    await page.locator('header').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/auth$/, { timeout: 20_000 });
    expect((await row('Launch checklist')).deleted_at).not.toBeNull();
    expect(errors).toEqual([]);
  });
});
