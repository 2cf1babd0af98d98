// The built website served by the embedded backend (PGlite), in real Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { launchBrowser } from '../support/chromium.ts';

const repo = resolve(import.meta.dirname, '../..');

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-website-'));
  [server, browser] = await Promise.all([
    startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      serveWeb: true,
      webRoot: join(repo, 'dist/web'),
      env: {},
      quiet: true,
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a page and records console errors and uncaught exceptions while it is used. */
async function openPage(
  path: string,
  expectedStatus = 200,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) errors.push(`request failed: ${request.url()} ${reason}`);
  });
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  expect(response?.status(), `status of ${path}`).toBe(expectedStatus);
  return { page, errors };
}

describe('website on the embedded backend', () => {
  it('serves the home page with its title and hero, without errors', async () => {
    const { page, errors } = await openPage('/');
    await page
      .getByRole('heading', { level: 1, name: 'Grow on X with replies that sound like you' })
      .waitFor({ timeout: 20_000 });
    expect(await page.title()).toMatch(/ReplyPilot/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // docs/screenshots/home.png is taken by tests/e2e/shell.test.ts.
    await page.close();
  });

  it('serves the website for unknown paths and shows a not-found message', async () => {
    const { page, errors } = await openPage('/no-such-page', 404);

    // src/renderer/features/not-found/NotFoundPage
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await heading.waitFor({ timeout: 20_000 });
    expect(await page.locator('body').innerText()).toContain('There is nothing at /no-such-page');
    expect(await page.title()).toMatch(/ReplyPilot/);
    await page.waitForLoadState('networkidle');
    // Chromium logs the document's own 404 status; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await page.close();
  });
});
