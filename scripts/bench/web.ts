// Lighthouse on the production website, served by the embedded backend, fully offline.
//
//   npm run bench:web                  builds if dist/web is missing, prints a Markdown table
//   npm run bench:web -- --build       rebuilds first
//   npm run bench:web -- --write       also updates docs/benchmarks.md
//
// Lighthouse's default (mobile) preset with simulated throttling, on "/" and one company
// page. "Initial JS" is what the page loads before any interaction: the script requests of
// the Lighthouse run, as transferred (Brotli from this server) and as gzip (the goal's unit).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '../../src/server/server.ts';
import { indexablePages } from '../../src/shared/routes.ts';
import { findChromium } from '../../tests/support/chromium.ts';

const args = new Set(process.argv.slice(2));
const repo = path.resolve(import.meta.dirname, '../..');
const webRoot = path.join(repo, 'dist/web');
const DOC_PATH = path.join(repo, 'docs/benchmarks.md');
const START_MARKER = '<!-- bench:web:start -->';
const END_MARKER = '<!-- bench:web:end -->';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const JS_GOAL_KB = 150;

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scripts: number;
  jsTransferredKB: number;
  jsGzipKB: number;
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
  transferSize?: number;
}

/** Size of the gzip copy the build wrote for a script (scripts/prerender/compress.ts). */
function gzipSize(url: string): number {
  const file = path.join(webRoot, new URL(url).pathname);
  const gz = `${file}.gz`;
  if (existsSync(gz)) return readFileSync(gz).byteLength;
  throw new Error(`No ${path.relative(repo, gz)}: rebuild with npm run build:web`);
}

async function measure(baseUrl: string, pagePath: string, port: number): Promise<Row> {
  const result = await lighthouse(`${baseUrl}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.message}`);

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
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scripts: scripts.length,
    jsTransferredKB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    jsGzipKB: scripts.reduce((sum, r) => sum + gzipSize(r.url), 0) / 1024,
    failing,
  };
}

function machineLine(): string {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const cpu =
    /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const chrome = spawnSync(findChromium(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return `Machine: ${cpu}, ${os.availableParallelism()} cores · ${chrome} · Lighthouse ${lighthouseVersion()} (mobile preset, simulated throttling) · ${date} UTC`;
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
    '| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | initial JS requests | initial JS transferred (KB, br) | initial JS gzip (KB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.scripts} | ${kb(r.jsTransferredKB)} | ${kb(r.jsGzipKB)} |`,
    ),
    '',
    `Goals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}, best practices ≥ ${GOALS['best-practices']}, SEO ${GOALS.seo}; initial JS for \`/\` ≤ ${JS_GOAL_KB} KB gzip.`,
  ];
  const misses = rows.flatMap((r) => [
    ...CATEGORIES.filter((c) => r.scores[c] < GOALS[c]).map(
      (c) => `${r.path} ${c} ${r.scores[c]} < ${GOALS[c]}`,
    ),
    ...(r.path === '/' && r.jsGzipKB > JS_GOAL_KB
      ? [`/ initial JS ${kb(r.jsGzipKB)} KB gzip > ${JS_GOAL_KB}`]
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
      : `${current.trimEnd()}\n\n## Website: Lighthouse\n\nProduced by \`npm run bench:web -- --write\` (\`scripts/bench/web.ts\`): the production build (\`npm run build:web\`) on the embedded backend, Lighthouse's mobile preset in the system Chromium, offline. Initial JS counts every script the page loads before any interaction.\n\n${block}\n`;
  writeFileSync(DOC_PATH, next);
}

async function main() {
  if (args.has('--build') || !existsSync(path.join(webRoot, 'app-shell.html'))) {
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:web failed');
  }
  const company =
    indexablePages().find((p) => p.id === 'about') ??
    indexablePages().find((p) => p.feature === 'company');
  const pages = ['/', ...(company ? [company.path] : [])];

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
    for (const pagePath of pages) {
      rows.push(await measure(server.url, pagePath, port));
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
  if (args.has('--write')) {
    writeDoc(section);
    console.log(`updated ${path.relative(process.cwd(), DOC_PATH)}`);
  }
}

await main();
