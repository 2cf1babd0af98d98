// How much JavaScript a first visit costs. The goal: the entry and what it imports statically
// (what every page runs before its first render) stay within 150 KB gzip; and the home page,
// before any interaction, loads neither the Supabase client nor Zod: they come with the pages
// and actions that use them (sign-in, the tools, the session check when one is stored).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_GOAL_KB, pageAssets, readManifest } from '../../scripts/prerender/assets.ts';
import { hydrated, recordErrors, repoRoot, useWebServer } from '../support/web-e2e.ts';

const web = useWebServer('initial-js');
const webRoot = join(repoRoot, 'dist/web');
const manifest = () => readManifest(join(repoRoot, 'dist/web-manifest.json'));

/** Gzip size of a built file in KB: the copy the build wrote, else compressed here. */
function gzipKB(urlPath: string): number {
  const file = join(webRoot, urlPath);
  const gz = `${file}.gz`;
  const bytes = existsSync(gz)
    ? readFileSync(gz).byteLength
    : gzipSync(readFileSync(file), { level: 9 }).byteLength;
  return bytes / 1024;
}

// Strings only the Supabase client's and Zod's code contain.
const LIBRARIES = { 'supabase-js': 'X-Client-Info', zod: '$ZodType' };

/** The scripts a page loads until it is hydrated and the network has settled. */
async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${web.server.url}${path}`);
  await hydrated(page.locator('h1'));
  await page.waitForLoadState('networkidle');
  return scripts;
}

describe('initial JavaScript', () => {
  it(`the entry and its static imports stay within ${INITIAL_JS_GOAL_KB} KB gzip`, () => {
    const { initialJs } = pageAssets(manifest(), 'home');
    const total = initialJs.reduce((sum, file) => sum + gzipKB(file), 0);
    expect(initialJs.length).toBeGreaterThan(0);
    expect(total, `${initialJs.join(', ')}: ${total.toFixed(1)} KB gzip`).toBeLessThanOrEqual(
      INITIAL_JS_GOAL_KB,
    );
  });

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ])
    it(`the home page (${viewport.name}) loads its page, not the Supabase client or Zod`, async () => {
      const context = await web.browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = recordErrors(page);
      try {
        const scripts = await scriptsLoaded(page, '/');
        const { initialJs, routeJs } = pageAssets(manifest(), 'home');
        for (const file of [...initialJs, ...routeJs]) expect(scripts).toContain(file);
        for (const [library, marker] of Object.entries(LIBRARIES)) {
          const carrying = scripts.filter((file) =>
            readFileSync(join(webRoot, file), 'utf8').includes(marker),
          );
          expect(carrying, `${library} loaded by /`).toEqual([]);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

  it('the markers find Zod where it is used (a tool page)', async () => {
    const context = await web.browser.newContext();
    const page = await context.newPage();
    try {
      const scripts = await scriptsLoaded(page, '/tools/reply-grader');
      const text = scripts.map((file) => readFileSync(join(webRoot, file), 'utf8')).join('\n');
      expect(text).toContain(LIBRARIES.zod);
    } finally {
      await context.close();
    }
  });

  it('the markers find the Supabase client where it is used (signing in)', async () => {
    const context = await web.browser.newContext();
    const page = await context.newPage();
    try {
      await scriptsLoaded(page, '/auth');
      // Signing in needs the client: it loads with the first attempt.
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(new URL(response.url()).pathname);
      });
      await page.getByLabel(/email/i).fill('someone@example.com');
      await page.getByLabel(/^password/i).fill('not-the-password-1');
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('alert').waitFor();
      const text = scripts.map((file) => readFileSync(join(webRoot, file), 'utf8')).join('\n');
      expect(text).toContain(LIBRARIES['supabase-js']);
    } finally {
      await context.close();
    }
  });
});
