// Shared set-up of the end-to-end specs: the embedded backend serving the production build
// (PGlite, temporary data folder, nothing from the developer's .env), one Chromium, and a
// recorder of what went wrong on a page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../../src/server/server.ts';
import { launchBrowser } from './chromium.ts';

export { sessionStorageKey, storeSession } from './browser-session.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface WebFixture {
  server: RunningServer;
  browser: Browser;
}

/**
 * Starts the server and the browser before the file's tests and stops both after. Returns
 * the fixture object, filled in once `beforeAll` has run.
 */
export function useWebServer(name: string, options: StartOptions = {}): WebFixture {
  const fixture = {} as WebFixture;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
    [fixture.server, fixture.browser] = await Promise.all([
      startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        serveWeb: true,
        webRoot: join(repoRoot, 'dist/web'),
        env: {},
        quiet: true,
        ...options,
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return fixture;
}

/** Console errors, uncaught exceptions and failed requests (aborted ones aside) of a page. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) errors.push(`request failed: ${request.url()} ${reason}`);
  });
  return errors;
}

/** Opens `url` in a new page, checks the document's status, and records the page's errors. */
export async function openPage(
  target: Browser | BrowserContext,
  url: string,
  {
    status = 200,
    viewport,
  }: { status?: number; viewport?: { width: number; height: number } } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await target.newPage(viewport ? { viewport } : undefined);
  const errors = recordErrors(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), `status of ${url}`).toBe(status);
  return { page, errors };
}

/**
 * Waits until React has hydrated an element of a prerendered page: before that, the server's
 * HTML is on screen but clicks do nothing. React marks hydrated nodes with its fiber key.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await element.first().waitFor({ timeout: 20_000 });
  await expect
    .poll(
      () =>
        element.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
      { timeout: 20_000 },
    )
    .toBe(true);
  return element;
}

/** The magic link the server's development mailbox holds for `email` (waits for the mail). */
export async function magicLinkFor(serverUrl: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${serverUrl}/dev/mailbox.json`);
        const { mails } = (await response.json()) as { mails: { to: string; links: string[] }[] };
        link = mails
          .find((m) => m.to === email)
          ?.links.find((l) => l.includes('/auth/magic?token='));
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
}
