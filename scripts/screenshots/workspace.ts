// Screenshots of the Workspace, into docs/screenshots/:
// - workspace-panel.png and workspace-panel-ar.png: the open side panel of a signed-up free
//   account with items from two tools (one a favorite), in English and in Arabic (RTL);
// - save-to-workspace.png: a tool's result with its Save to Workspace button, and the email
//   dialog a visitor gets when they press it.
// The items are saved through the REST API as the user (row-level security applies), on a
// temporary embedded backend. Needs the production build (npm run build:web).
//
//   npm run screenshots:workspace
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { ContentType } from '../../src/shared/contracts/magic-link-auth.ts';
import { localizePath } from '../../src/shared/languages.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { storeSession } from '../../tests/support/browser-session.ts';
import { launchBrowser } from '../../tests/support/chromium.ts';
import { signUpUser } from '../../tests/support/clients.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(ROOT, 'docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };

type Lang = 'en' | 'ar';

interface Seed {
  title: string;
  content: string;
  content_type: ContentType;
  tool_name: string;
  is_favorite?: boolean;
}

/** What the account has saved, oldest first: two tools, one item a favorite. */
const SEEDS: Record<Lang, Seed[]> = {
  en: [
    {
      title: 'bio from instagram-bio-generator',
      content:
        'Yoga teacher in Lisbon. Surfing at sunrise, slow mornings after. Classes and retreats below.',
      content_type: 'bio',
      tool_name: 'instagram-bio-generator',
      is_favorite: true,
    },
    {
      title: 'Short bio for the studio',
      content: 'Slow yoga and early waves in Lisbon. Weekly classes for every level.',
      content_type: 'bio',
      tool_name: 'instagram-bio-generator',
    },
    {
      title: 'hashtag from smart-hashtag-generator',
      content:
        '#mealprep #highprotein #lunchideas #budgetmeals #healthyeating #20minutemeals #sundayprep',
      content_type: 'hashtag',
      tool_name: 'smart-hashtag-generator',
    },
  ],
  ar: [
    {
      title: 'نبذة مدربة اللياقة',
      content: 'مدربة لياقة بدنية للأمهات الجدد. تمارين منزلية قصيرة ووصفات صحية كل أسبوع',
      content_type: 'bio',
      tool_name: 'instagram-bio-generator',
      is_favorite: true,
    },
    {
      title: 'نبذة قصيرة',
      content: 'تمارين قصيرة في البيت لكل أم جديدة. ابدئي اليوم بخمس عشرة دقيقة.',
      content_type: 'bio',
      tool_name: 'instagram-bio-generator',
    },
    {
      title: 'وسوم التمرين المنزلي',
      content: '#تمارين_منزلية #لياقة #صحة #رياضة #تمارين_بدون_أدوات #عضلات_البطن',
      content_type: 'hashtag',
      tool_name: 'smart-hashtag-generator',
    },
  ],
};

/** A locale file's strings, for the names of controls in another language. */
const texts = (lang: Lang, namespace: string) =>
  JSON.parse(
    readFileSync(path.join(ROOT, 'src/renderer/locales', lang, `${namespace}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;

/** Waits until React has hydrated the first element `locator` finds (clicks do nothing before). */
async function hydrated(page: Page, locator: Locator) {
  const element = await locator.first().elementHandle({ timeout: 20_000 });
  // No named inner functions here: tsx would wrap them in a helper the page does not have.
  await page.waitForFunction(
    (el) => Object.keys(el as object).some((k) => k.startsWith('__reactFiber')),
    element,
  );
}

/** Waits for every running animation (the drawer's slide, the modal's fade) to end. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );

async function workspacePanel(server: RunningServer, browser: Browser, lang: Lang) {
  const user = await signUpUser(server, {
    data: { full_name: lang === 'ar' ? 'ليلى حداد' : 'Maya Costa' },
  });
  const { data: workspaceId, error } = await user.client.rpc('ensure_workspace');
  if (error) throw new Error(`ensure_workspace: ${error.message}`);
  for (const seed of SEEDS[lang]) {
    const { error: insertError } = await user.client
      .from('workspace_items')
      .insert({ ...seed, workspace_id: workspaceId, user_id: user.user.id });
    if (insertError) throw new Error(`insert: ${insertError.message}`);
  }

  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await storeSession(page, server.url, user.session);
    await page.goto(`${server.url}${localizePath('/dashboard', lang)}`, { waitUntil: 'load' });
    const open = page
      .locator('header')
      .getByRole('button', { name: texts(lang, 'nav').auth!.workspace, exact: true });
    await hydrated(page, open);
    await open.click();
    const panel = page.getByRole('dialog', {
      name: texts(lang, 'workspace').title as unknown as string,
    });
    await panel.getByTestId('workspace-usage').waitFor({ timeout: 20_000 });
    await panel
      .getByTestId('workspace-item')
      .nth(SEEDS[lang].length - 1)
      .waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const file = path.join(
      OUT,
      lang === 'en' ? 'workspace-panel.png' : `workspace-panel-${lang}.png`,
    );
    await page.screenshot({ path: file });
    console.log(`wrote ${path.relative(ROOT, file)}`);
  } finally {
    await context.close();
  }
}

async function saveToWorkspace(server: RunningServer, browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/tools/smart-hashtag-generator`, { waitUntil: 'load' });
    await hydrated(page, page.getByRole('heading', { level: 1 }));
    await page
      .getByLabel('Your content')
      .fill('Sunday meal prep: five high-protein lunches under 20 minutes each, budget friendly');
    await page.getByRole('button', { name: 'Generate hashtags' }).click();
    await page.getByRole('heading', { name: 'Your hashtags' }).waitFor({ timeout: 20_000 });
    const save = page.getByRole('button', { name: 'Save to Workspace' });
    // The result with its button in view, behind the dialog.
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save to Workspace' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByLabel('Email').fill('maya@example.com');
    await page.waitForLoadState('networkidle');
    await settled(page);
    const file = path.join(OUT, 'save-to-workspace.png');
    await page.screenshot({ path: file });
    console.log(`wrote ${path.relative(ROOT, file)}`);
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  serveWeb: true,
  webRoot: path.join(ROOT, 'dist/web'),
  env: {},
  quiet: true,
});
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });
try {
  await workspacePanel(server, browser, 'en');
  await workspacePanel(server, browser, 'ar');
  await saveToWorkspace(server, browser);
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
