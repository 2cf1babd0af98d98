// The website side of the extension: persona and reply settings at /dashboard/settings saved to
// reply_settings and read back, the dashboard's install card linking only the packages the
// server has built, and /downloads serving them. The built website on the embedded backend, in
// real Chromium; the server's downloads come from a folder made here (one package of two).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { recordErrors, repoRoot, storeSession, useWebServer } from '../support/web-e2e.ts';

const screenshots = process.env.UPDATE_SCREENSHOTS === '1';
const DESKTOP = { width: 1280, height: 800 };

/** A real zip holding a manifest, as the extension build writes them. */
async function writeZip(path: string): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('{"manifest_version":3,"name":"ReplyPilot"}'), 'manifest.json');
  zip.end();
  await new Promise<void>((done, fail) => {
    const out = createWriteStream(path);
    out.on('close', () => done()).on('error', fail);
    zip.outputStream.on('error', fail).pipe(out);
  });
}

const downloadsDir = mkdtempSync(join(tmpdir(), 'e2e-downloads-'));
await writeZip(join(downloadsDir, 'replypilot-chrome.zip'));
afterAll(() => rmSync(downloadsDir, { recursive: true, force: true }));

const web = useWebServer('reply-settings', { downloadsDir });

/** A fresh account, signed in in a context whose clock runs in Berlin. */
async function signedIn(): Promise<{
  context: BrowserContext;
  page: Page;
  user: SignedUpUser;
  errors: string[];
}> {
  const user = await signUpUser(web.server, { data: { full_name: 'Ana Test' } });
  const context = await web.browser.newContext({
    viewport: DESKTOP,
    timezoneId: 'Europe/Berlin',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors = recordErrors(page);
  await storeSession(page, web.server.url, user.session);
  return { context, page, user, errors };
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save settings' });

describe('persona and reply settings', () => {
  it('saves a persona and session settings, reads them back, and keeps the time zone a day', async () => {
    const { context, page, user, errors } = await signedIn();
    try {
      await page.goto(`${web.server.url}/dashboard`);
      await page.getByRole('link', { name: 'Persona and reply settings' }).click();
      await page.waitForURL(/\/dashboard\/settings$/);
      const niche = page.getByLabel('Niche');
      await niche.waitFor({ timeout: 20_000 });
      // Before the first save: the browser's own time zone.
      expect(await page.getByLabel('Your time zone').inputValue()).toBe('Europe/Berlin');

      await niche.fill('Indie SaaS founder');
      await page.getByLabel('Tone').fill('warm, direct, a little dry');
      const topics = page
        .locator('input:not([type=hidden])')
        .and(page.getByLabel('Topics', { exact: true }));
      await topics.fill('pricing');
      await topics.press('Enter');
      await topics.fill('hiring');
      await topics.press('Enter');
      await page.getByRole('button', { name: 'Add a sample reply' }).click();
      await page
        .getByLabel('Sample reply 1', { exact: true })
        .fill('Shipping beats polishing, every single time.');
      await page.getByRole('checkbox', { name: /^Respectful counterpoint/ }).uncheck();
      await page.getByRole('switch', { name: 'Allow links' }).check({ force: true });
      await page.getByRole('radio', { name: /^Short/ }).check();
      await page.getByLabel('Pacing').selectOption('light');
      await page.getByLabel('From').fill('09:30');
      await page.getByLabel('Until').fill('23:00');
      await page.getByRole('switch', { name: 'Like each post you reply to' }).uncheck({
        force: true,
      });

      if (screenshots) {
        mkdirSync(join(repoRoot, 'docs/screenshots'), { recursive: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.mouse.move(1270, 790);
        await page.screenshot({
          path: join(repoRoot, 'docs/screenshots/reply-settings.png'),
          fullPage: true,
        });
      }

      await saveButton(page).click();
      await page.getByTestId('settings-saved').waitFor({ timeout: 20_000 });

      const [row] = await web.server.sql<{
        time_zone: string;
        persona: Record<string, unknown>;
        session: Record<string, unknown>;
      }>('select time_zone, persona, session from public.reply_settings where user_id = $1', [
        user.user.id,
      ]);
      expect(row?.time_zone).toBe('Europe/Berlin');
      expect(row?.persona).toMatchObject({
        niche: 'Indie SaaS founder',
        tone: 'warm, direct, a little dry',
        topics: ['pricing', 'hiring'],
        sampleReplies: ['Shipping beats polishing, every single time.'],
        strategies: [
          'add-insight',
          'ask-question',
          'share-experience',
          'add-example',
          'supportive-amplify',
        ],
        allowHashtags: false,
        allowLinks: true,
        style: 'short',
      });
      expect(row?.session).toEqual({
        mode: 'review',
        pacing: 'light',
        activeHours: { start: '09:30', end: '23:00' },
        like: false,
      });

      await page.reload();
      await niche.waitFor({ timeout: 20_000 });
      expect(await niche.inputValue()).toBe('Indie SaaS founder');
      expect(await page.getByLabel('Sample reply 1', { exact: true }).inputValue()).toBe(
        'Shipping beats polishing, every single time.',
      );
      expect(
        await page.getByRole('checkbox', { name: /^Respectful counterpoint/ }).isChecked(),
      ).toBe(false);
      expect(await page.getByRole('checkbox', { name: /^Ask a question/ }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /^Short/ }).isChecked()).toBe(true);
      expect(await page.getByLabel('Pacing').inputValue()).toBe('light');
      expect(await page.getByLabel('From').inputValue()).toBe('09:30');
      expect(await page.getByTestId('time-zone-next-change').innerText()).toMatch(
        /change the time zone again after/,
      );

      // The server keeps the time zone for a day: a change now is refused, and said so.
      await page.getByLabel('Your time zone').selectOption('Asia/Tokyo');
      await saveButton(page).click();
      expect(await page.getByTestId('settings-error').innerText()).toContain(
        'The time zone can change once a day',
      );
      const [after] = await web.server.sql<{ time_zone: string }>(
        'select time_zone from public.reply_settings where user_id = $1',
        [user.user.id],
      );
      expect(after?.time_zone).toBe('Europe/Berlin');

      // The dashboard's reply meter names the day it counts.
      await page.goto(`${web.server.url}/dashboard`);
      await expect
        .poll(() => page.getByTestId('replies-day').innerText(), { timeout: 20_000 })
        .toContain('in your time zone, Europe/Berlin');
      // The one refused save (the time zone rule), which the browser logs; nothing else.
      expect(errors).toEqual([
        expect.stringMatching(/status of 400 .*\/rest\/v1\/reply_settings\?on_conflict=user_id/),
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('installing the extension', () => {
  it('links the built package only, and it downloads as a zip', async () => {
    const { context, page, errors } = await signedIn();
    try {
      await page.goto(`${web.server.url}/dashboard`);
      const card = page.getByTestId('install-extension');
      await card.waitFor({ timeout: 20_000 });
      const chrome = page.getByTestId('download-chrome');
      await chrome.waitFor({ timeout: 20_000 });
      expect(await chrome.getAttribute('href')).toBe('/downloads/replypilot-chrome.zip');
      // Not built on this server: no link to it.
      expect(await page.getByTestId('download-firefox').count()).toBe(0);
      expect(await page.getByTestId('download-firefox-missing').innerText()).toContain(
        'not available',
      );
      expect(await card.innerText()).toContain('chrome://extensions');
      expect(await card.innerText()).toContain('about:debugging');

      if (screenshots) {
        mkdirSync(join(repoRoot, 'docs/screenshots'), { recursive: true });
        await card.scrollIntoViewIfNeeded();
        await page.mouse.move(1270, 790);
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(repoRoot, 'docs/screenshots/dashboard-install.png') });
      }

      const [download] = await Promise.all([page.waitForEvent('download'), chrome.click()]);
      expect(download.suggestedFilename()).toBe('replypilot-chrome.zip');
      const saved = await download.path();
      expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves /downloads: the zip with its headers, 404 for what is not built', async () => {
    const zip = await fetch(`${web.server.url}/downloads/replypilot-chrome.zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(
      'attachment; filename="replypilot-chrome.zip"',
    );
    expect(zip.headers.get('cache-control')).toBe('no-cache');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const head = await fetch(`${web.server.url}/downloads/replypilot-chrome.zip`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));

    const index = await fetch(`${web.server.url}/downloads/index.json`);
    expect(index.status).toBe(200);
    expect(((await index.json()) as { downloads: Array<{ file: string }> }).downloads).toEqual([
      expect.objectContaining({ file: 'replypilot-chrome.zip' }),
    ]);

    for (const path of [
      '/downloads/replypilot-firefox.zip',
      '/downloads/other.zip',
      '/downloads/',
      '/downloads/a/b.zip',
    ]) {
      const res = await fetch(`${web.server.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
