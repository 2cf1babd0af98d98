// Benchmark (not a test): the x.com content script's reading of posts, on the X replica
// (tests/support/x-replica.ts) in the system Chromium.
//  1. Time per processed post: the scan's own code (extension/content/x/scan.ts `collect`,
//     the same modules the extension bundles) run in the page at every stop while scrolling
//     through 1,000 posts: each stop's collect time divided by the articles it went over
//     (goal: p95 < 1 ms), and, per post, reading one article and building its candidate
//     (repeated 20 times per article: Chromium's timer is too coarse for one read).
//  2. Heap after scrolling 1,000 posts (forced GC, whole renderer heap): the built extension
//     scanning (x:scan, 20 screens at a time, sent from its service worker as the background
//     does), against the same scrolling with no extension.
//
//   npm run bench:x-content [-- --write] [-- --posts=1000]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { postIndex } from '../../tests/fixtures/x/posts.ts';
import { CHROMIUM_ARGS, findChromium, launchWithExtension } from '../../tests/support/chromium.ts';
import { installXReplica } from '../../tests/support/x-replica.ts';
import type { CandidateSet, buildCandidate } from '../../extension/content/x/candidate.ts';
import type { readArticle, statusPathOf } from '../../extension/content/x/parse.ts';
import type { collect } from '../../extension/content/x/scan.ts';
import type { signedInHandle, timelineArticles } from '../../extension/content/x/selectors.ts';
import { machineLine, ms, percentile, replaceSection } from './report.ts';

/** What the bench bundle puts on the bench page's window (and only there). */
interface BenchWindow {
  __bench: {
    collect: typeof collect;
    CandidateSet: typeof CandidateSet;
    buildCandidate: typeof buildCandidate;
    readArticle: typeof readArticle;
    statusPathOf: typeof statusPathOf;
    signedInHandle: typeof signedInHandle;
    timelineArticles: typeof timelineArticles;
  };
  __state: {
    set: CandidateSet;
    stops: number;
    perStop: number[];
    perArticle: number[];
    visited: number;
    parsed: number;
  };
}
declare const chrome: {
  tabs: {
    query(query: { url: string }): Promise<{ id?: number }[]>;
    sendMessage(tabId: number, message: unknown): Promise<unknown>;
  };
};

const args = process.argv.slice(2);
const WRITE = args.includes('--write');
const POSTS = Number(args.find((a) => a.startsWith('--posts='))?.slice(8) ?? 1000);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const VIEWPORT = { width: 1280, height: 2000 };
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-x-content-'));

/** The scan's modules as one script for the page, exposing a bench hook (bench page only). */
async function bundleScanCode(): Promise<string> {
  const entry = path.join(work, 'entry.ts');
  const x = path.join(ROOT, 'extension/content/x');
  writeFileSync(
    entry,
    `import { collect } from ${JSON.stringify(`${x}/scan.ts`)};
import { CandidateSet, buildCandidate } from ${JSON.stringify(`${x}/candidate.ts`)};
import { readArticle, statusPathOf } from ${JSON.stringify(`${x}/parse.ts`)};
import { signedInHandle, timelineArticles } from ${JSON.stringify(`${x}/selectors.ts`)};
(window as any).__bench = { collect, CandidateSet, buildCandidate, readArticle, statusPathOf, signedInHandle, timelineArticles };
`,
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: path.join(work, 'out'),
      emptyOutDir: true,
      minify: true,
      rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: 'bench.js' } },
    },
  });
  return readFileSync(path.join(work, 'out/bench.js'), 'utf8');
}

async function openReplica(context: BrowserContext): Promise<Page> {
  await installXReplica(context, { handle: 'bench_me' });
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORT);
  await page.goto('https://x.com/home');
  await page.locator('article[data-testid="tweet"]').first().waitFor();
  return page;
}

/** Index of the furthest generated post mounted now. */
const furthestOnPage = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('article time')].map((time) => {
        const id = /\/status\/(\d+)/.exec(time.closest('a')?.getAttribute('href') ?? '')?.[1];
        const index = id ? Number(BigInt(id) - 1_860_000_000_100_000_000n) : 0;
        return index >= 0 && index < 100_000 ? index : 0; // ads and new posts aside
      }),
    ),
  );

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** Scrolls a screen at a time until post `POSTS` was mounted; `atStop` runs at every stop. */
async function scrollThrough(page: Page, atStop: () => Promise<void>) {
  let stops = 0;
  while ((await furthestOnPage(page)) < POSTS && stops < 2000) {
    await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.85);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    await page.waitForTimeout(30);
    await atStop();
    stops++;
  }
  return stops;
}

interface Timings {
  perStop: number[];
  perArticle: number[];
  visited: number;
  parsed: number;
  stops: number;
}

async function timeInPage(code: string): Promise<Timings> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const page = await openReplica(context);
    await page.addScriptTag({ content: code });
    await page.evaluate(() => {
      const w = window as unknown as BenchWindow;
      const b = w.__bench;
      w.__state = {
        set: new b.CandidateSet(200),
        stops: 0,
        perStop: [] as number[],
        perArticle: [] as number[],
        visited: 0,
        parsed: 0,
      };
    });
    const stop = () =>
      page.evaluate(() => {
        const w = window as unknown as BenchWindow;
        const b = w.__bench;
        const s = w.__state;
        const handle = b.signedInHandle(document);
        // Each post once, as the scan reads it: its article, 20 times, for a measurable time.
        for (const article of b.timelineArticles(document)) {
          const path = b.statusPathOf(article);
          const id = path && /status\/(\d+)/.exec(path)?.[1];
          if (!id || s.set.has(id)) continue;
          const started = performance.now();
          for (let i = 0; i < 20; i++)
            b.buildCandidate(b.readArticle(article, path, 'x.com'), handle);
          s.perArticle.push((performance.now() - started) / 20);
        }
        // The scan's collect at this stop, as x:scan runs it (a new set every 20 stops).
        if (s.stops++ % 20 === 0) s.set = new b.CandidateSet(200);
        const stats = { visited: 0, parsed: 0, parseMs: 0 };
        const started = performance.now();
        b.collect(document, s.set, handle, stats);
        const took = performance.now() - started;
        if (stats.visited) s.perStop.push(took / stats.visited);
        s.visited += stats.visited;
        s.parsed += stats.parsed;
      });
    const stops = await scrollThrough(page, stop);
    const state = await page.evaluate(() => {
      const s = (window as unknown as BenchWindow).__state;
      return { perStop: s.perStop, perArticle: s.perArticle, visited: s.visited, parsed: s.parsed };
    });
    return { ...state, stops };
  } finally {
    await browser.close();
  }
}

async function heapWithoutExtension(): Promise<{ start: number; end: number }> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await openReplica(await browser.newContext());
    const start = await heapAfterGc(page);
    await scrollThrough(page, async () => {
      await page.waitForTimeout(150);
    });
    return { start, end: await heapAfterGc(page) };
  } finally {
    await browser.close();
  }
}

async function heapWithExtension(
  extensionDir: string,
): Promise<{ start: number; end: number; scans: number; scanMs: number[] }> {
  const context = await launchWithExtension(extensionDir);
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const page = await openReplica(context);
    const send = (message: unknown) =>
      worker.evaluate(async (m) => {
        const [tab] = await chrome.tabs.query({ url: 'https://x.com/*' });
        return chrome.tabs.sendMessage(tab!.id!, m);
      }, message);
    for (let i = 0; i < 50 && !(await send({ type: 'x:check' }).catch(() => null)); i++)
      await page.waitForTimeout(100);
    const start = await heapAfterGc(page);
    const scanMs: number[] = [];
    let furthest = 0;
    while (furthest < POSTS && scanMs.length < 30) {
      const started = performance.now();
      const result = (await send({ type: 'x:scan', scrolls: 20 })) as { posts: { url: string }[] };
      scanMs.push(performance.now() - started);
      for (const post of result.posts) {
        const index = postIndex(1, /(\d+)$/.exec(post.url)![1]!, 5000);
        if (index !== undefined) furthest = Math.max(furthest, index);
      }
      furthest = Math.max(furthest, await furthestOnPage(page));
    }
    return { start, end: await heapAfterGc(page), scans: scanMs.length, scanMs };
  } finally {
    await context.close();
  }
}

const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(1);
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
};
const us = (value: number) => `${(value * 1000).toFixed(0)} µs`;

try {
  console.log('Building the extension and the bench bundle…');
  const extensionOut = path.join(work, 'extension');
  const built = spawnSync(
    'npx',
    ['tsx', 'scripts/build-extension.ts', `--out-dir=${extensionOut}`],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('the extension build failed');
  const code = await bundleScanCode();
  console.log(`Timing the scan code over ${POSTS} posts…`);
  const timings = await timeInPage(code);
  console.log('Heap without the extension…');
  const without = await heapWithoutExtension();
  console.log('Heap with the extension scanning…');
  const withExt = await heapWithExtension(path.join(extensionOut, 'chrome'));

  const stop = stats(timings.perStop);
  const article = stats(timings.perArticle);
  const scans = stats(withExt.scanMs);
  const chromiumVersion = spawnSync(findChromium(), ['--version'], {
    encoding: 'utf8',
  }).stdout.trim();
  const lines = [
    `${machineLine(false)} · ${chromiumVersion} · viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
    '',
    `| measure | p50 | p95 | max | n |`,
    `| --- | ---: | ---: | ---: | ---: |`,
    `| collect per processed post (one stop's collect ÷ articles it went over) | ${us(stop.p50)} | ${us(stop.p95)} | ${us(stop.max)} | ${timings.stops} stops, ${timings.visited} articles |`,
    `| reading one post (article → candidate, mean of 20 reads) | ${us(article.p50)} | ${us(article.p95)} | ${us(article.max)} | ${timings.perArticle.length} posts |`,
    `| x:scan of 20 screens, end to end (pauses included) | ${ms(scans.p50)} ms | ${ms(scans.p95)} ms | ${ms(scans.max)} ms | ${withExt.scans} scans |`,
    '',
    `| heap (after GC, whole renderer) | at start | after ${POSTS} posts | growth |`,
    `| --- | ---: | ---: | ---: |`,
    `| replica, scrolled, no extension | ${mb(without.start)} MB | ${mb(without.end)} MB | ${mb(without.end - without.start)} MB |`,
    `| replica + extension scanning (x:scan × ${withExt.scans}) | ${mb(withExt.start)} MB | ${mb(withExt.end)} MB | ${mb(withExt.end - withExt.start)} MB |`,
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  if (WRITE) {
    const docPath = path.join(ROOT, 'docs/benchmarks.md');
    writeFileSync(docPath, replaceSection(readFileSync(docPath, 'utf8'), 'x-content', table));
    console.log('docs/benchmarks.md updated (section x-content).');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
