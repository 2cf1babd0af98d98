// Lighthouse on the production website, served by the embedded backend, fully offline.
//
//   npm run bench:web                  builds if dist/web is missing, prints a Markdown table
//   npm run bench:web -- --build       rebuilds first
//   npm run bench:web -- --write       also updates docs/benchmarks.md
//   npm run bench:web -- --runs=5      Lighthouse runs per page (default 3; the median is shown)
//   npm run bench:web -- --web-root=DIR   another build (e.g. an older commit's dist/web)
//   npm run bench:web -- --pages=/,/ja    other pages
//   npm run bench:web -- --dump=DIR       also writes each page's median Lighthouse report
//
// Lighthouse's default (mobile) preset with simulated throttling, on the home page, a company
// page, the sign-in page, a tool page and a page in another language. "Initial JS" is the
// entry and its static imports (from the build manifest): what every page loads before its
// first render; "page JS" is the route's own chunks, loaded before hydration; "all JS" every
// script the Lighthouse run loaded. Sizes are the gzip copies the build wrote.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { identifyPage } from '../../src/renderer/components/seo/head-data.ts';
import { startServer } from '../../src/server/server.ts';
import { findChromium } from '../../tests/support/chromium.ts';
import {
  INITIAL_JS_GOAL_KB,
  pageAssets,
  readManifest,
  type Manifest,
} from '../prerender/assets.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const repo = path.resolve(import.meta.dirname, '../..');
const webRoot = path.resolve(option('web-root') ?? path.join(repo, 'dist/web'));
const runs = Number(option('runs') ?? 3);
const DOC_PATH = path.join(repo, 'docs/benchmarks.md');
const START_MARKER = '<!-- bench:web:start -->';
const END_MARKER = '<!-- bench:web:end -->';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };

const PAGES = option('pages')?.split(',') ?? ['/', '/about', '/auth', '/tools/reply-grader', '/ja'];
const dumpDir = option('dump');

/** Private pages are noindex by design (src/shared/routes.ts). */
const noindex = (pagePath: string) => identifyPage(pagePath).route?.access === 'private';

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  initialJsKB: number;
  pageJsKB: number;
  allJsKB: number;
  scripts: number;
  failing: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Gzip size of a built file: the copy the build wrote (scripts/prerender/compress.ts). */
function gzipKB(urlPath: string): number {
  const file = path.join(webRoot, urlPath);
  const gz = `${file}.gz`;
  const bytes = existsSync(gz)
    ? readFileSync(gz).byteLength
    : gzipSync(readFileSync(file), { level: 9 }).byteLength;
  return bytes / 1024;
}

/** The build's manifest: kept beside the served folder, or inside it (older builds). */
function loadManifest(): Manifest {
  for (const file of [`${webRoot}-manifest.json`, path.join(webRoot, '.vite/manifest.json')])
    if (existsSync(file)) return readManifest(file);
  throw new Error(`No build manifest for ${webRoot}: rebuild with npm run build:web`);
}

/** Entry + static imports, and the route's own chunks, in KB gzip. */
function pageJs(manifest: Manifest, pagePath: string) {
  const route = identifyPage(pagePath).route;
  if (!route) throw new Error(`${pagePath} is not a built route`);
  const { initialJs, routeJs } = pageAssets(manifest, route.id);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipKB(f), 0);
  return { initialJsKB: sum(initialJs), pageJsKB: sum(routeJs) };
}

async function lighthouseRun(baseUrl: string, pagePath: string, port: number) {
  const result = await lighthouse(`${baseUrl}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  if (result.lhr.runtimeError) throw new Error(`${pagePath}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

async function measure(
  baseUrl: string,
  pagePath: string,
  port: number,
  manifest: Manifest,
): Promise<Row> {
  const reports: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouseRun(baseUrl, pagePath, port));
  // The run with the median performance score stands for the page.
  const performance = (lhr: (typeof reports)[number]) => lhr.categories.performance?.score ?? 0;
  const lhr = [...reports].sort((a, b) => performance(a) - performance(b))[
    Math.floor(reports.length / 2)
  ]!;
  if (dumpDir)
    writeFileSync(
      path.join(dumpDir, `${pagePath.replace(/\W+/g, '_') || 'home'}.json`),
      JSON.stringify(lhr, null, 1),
    );

  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    path: pagePath,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Row['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    ...pageJs(manifest, pagePath),
    allJsKB: scripts.reduce((sum, r) => sum + gzipKB(new URL(r.url).pathname), 0),
    scripts: scripts.length,
    failing,
  };
}

function machineLine(): string {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const cpu =
    /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const chrome = spawnSync(findChromium(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `Machine: ${cpu}, ${os.availableParallelism()} cores (load ${load}) · ${chrome} · Lighthouse ${lighthouseVersion()} (mobile preset, simulated throttling, median of ${runs}) · ${date} UTC`;
}

function lighthouseVersion(): string {
  const pkg = path.join(repo, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

const kb = (value: number) => value.toFixed(1);

function report(rows: Row[]): string {
  const lines = [
    machineLine(),
    '',
    '| page | performance | accessibility | best practices | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS | initial JS (KB gzip) | page JS (KB gzip) | all JS loaded (KB gzip, requests) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo}${noindex(r.path) ? ' (noindex)' : ''} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${kb(r.initialJsKB)} | ${kb(r.pageJsKB)} | ${kb(r.allJsKB)} (${r.scripts}) |`,
    ),
    '',
    `Goals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}, best practices ≥ ${GOALS['best-practices']}, SEO ${GOALS.seo} on every indexed page (a private page such as \`/auth\` asks search engines not to index it, which Lighthouse's SEO score counts against it); initial JS ≤ ${INITIAL_JS_GOAL_KB} KB gzip.`,
  ];
  const misses = rows.flatMap((r) => [
    ...CATEGORIES.filter((c) => r.scores[c] < GOALS[c] && !(c === 'seo' && noindex(r.path))).map(
      (c) => `${r.path} ${c} ${r.scores[c]} < ${GOALS[c]}`,
    ),
    ...(r.initialJsKB > INITIAL_JS_GOAL_KB
      ? [`${r.path} initial JS ${kb(r.initialJsKB)} KB gzip > ${INITIAL_JS_GOAL_KB}`]
      : []),
  ]);
  lines.push(misses.length ? `Missed: ${misses.join('; ')}.` : 'All goals met in this run.');
  const failing = rows.filter((r) => r.failing.length);
  for (const r of failing) lines.push(`Failing audits on \`${r.path}\`: ${r.failing.join(', ')}.`);
  return lines.join('\n');
}

function writeDoc(section: string) {
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`;
  const current = readFileSync(DOC_PATH, 'utf8');
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END_MARKER.length)
      : `${current.trimEnd()}\n\n## Website: Lighthouse\n\n${block}\n`;
  writeFileSync(DOC_PATH, next);
}

async function main() {
  if (flag('build') || !existsSync(path.join(webRoot, 'app-shell.html'))) {
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }
  const manifest = loadManifest();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    serveWeb: true,
    webRoot,
    env: {},
    quiet: true,
  });
  const port = await freePort();
  // Lighthouse drives its own tab over the DevTools port; Playwright only owns the process.
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: false,
    args: [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const pagePath of PAGES) {
      rows.push(await measure(server.url, pagePath, port, manifest));
      console.error(`measured ${pagePath}`);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const section = report(rows);
  console.log(section);
  // One line for scripts: the figures as JSON.
  console.log(`BENCH_WEB ${JSON.stringify(rows)}`);
  if (flag('write')) {
    writeDoc(section);
    console.log(`updated ${path.relative(process.cwd(), DOC_PATH)}`);
  }
}

await main();
