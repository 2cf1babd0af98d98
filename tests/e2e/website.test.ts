// The built website served by the embedded backend (PGlite), in real Chromium.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
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
  expect(response?.status(), `status of ${path}`).toBe(200);
  return { page, errors };
}

describe('website on the embedded backend', () => {
  it('serves the home page with a title and a healthy system status', async () => {
    const { page, errors } = await openPage('/');

    // The "System status" card (src/renderer/features/home/SystemStatusCard) fetches /health.
    const card = page.locator('[aria-labelledby="system-status-title"]');
    await expect
      .poll(() => card.innerText(), { timeout: 20_000 })
      .toMatch(/Backend\s+ok · \d+ ms/i);
    expect(await card.innerText()).toMatch(/Runtime configuration\s+loaded/i);
    expect(await page.getByRole('heading', { name: 'System status' }).count()).toBe(1);
    expect(await page.title()).toMatch(/ReplyPilot/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    if (process.env.UPDATE_SCREENSHOTS === '1') {
      mkdirSync(join(repo, 'docs/screenshots'), { recursive: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: join(repo, 'docs/screenshots/home.png'), fullPage: true });
    }
    await page.close();
  });

  it('serves the website for unknown paths and shows a not-found message', async () => {
    const { page, errors } = await openPage('/no-such-page');

    // src/renderer/features/not-found/NotFoundPage
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await heading.waitFor({ timeout: 20_000 });
    expect(await page.locator('body').innerText()).toContain('There is nothing at /no-such-page');
    expect(await page.title()).toMatch(/ReplyPilot/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await page.close();
  });
});
