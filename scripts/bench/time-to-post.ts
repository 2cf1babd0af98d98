// Benchmark (not a test): the time from a post discovered on X to the reply posted, with the
// built extension in the system Chromium, the website on the embedded backend (port 8787, where
// the extension's bridge runs), the project's fake OpenAI-compatible model and the X replica
// (tests/support/x-replica.ts) at https://x.com.
//
// For every posted reply the background records a User Timing measure (TIME_TO_POST_MEASURE):
// from the scan that found the post to the reply confirmed on X and its outcome recorded on the
// server, less the model call (the `reply` function's compose, whose time is mostly the model)
// and less the page's deliberate human-like pauses, whose figures it keeps beside. The long
// random wait between two replies is not inside it. Each account is a new free account (5
// replies a day, at most 5 in 10 minutes), so several accounts run in turn; the extension's
// between-reply waits are scaled down (EXTENSION_WAIT_SCALE) so the run takes minutes, not days.
// Goal: p95 < 2 s without the model and the pauses.
//
//   npm run bench:time-to-post [-- --write] [-- --accounts=4]
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { TIME_TO_POST_MEASURE, type SessionState } from '../../src/shared/extension/messages.ts';
import { startServer } from '../../src/server/server.ts';
import { launchWithExtension } from '../../tests/support/chromium.ts';
import { signUpUser } from '../../tests/support/clients.ts';
import { startFakeAi } from '../../tests/support/fake-ai.ts';
import { storeSession } from '../../tests/support/web-e2e.ts';
import { installXReplica } from '../../tests/support/x-replica.ts';
import { machineLine, ms, percentile, replaceSection } from './report.ts';

declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
};

interface Sample {
  ownMs: number;
  totalMs: number;
  composeMs: number;
  pausedMs: number;
}

const args = process.argv.slice(2);
const WRITE = args.includes('--write');
const ACCOUNTS = Number(args.find((a) => a.startsWith('--accounts='))?.slice(11) ?? 4);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORT = 8787;
const AI_MODEL = 'time-to-post-bench';
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-time-to-post-'));
const run = promisify(execFile);

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

async function main() {
  console.log('Building the extension (test pacing)…');
  await run(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/build-extension.ts', `--out-dir=${work}`],
    { cwd: ROOT, env: { ...process.env, EXTENSION_WAIT_SCALE: '0.001' } },
  );
  const fakeAi = await startFakeAi();
  const server = await startServer({
    port: PORT,
    host: 'localhost',
    dataDir: path.join(work, 'data'),
    serveWeb: true,
    webRoot: path.join(ROOT, 'dist/web'),
    quiet: true,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${fakeAi.url}/v1`,
      AI_API_KEY: 'bench-key',
      AI_MODEL,
      AI_MAX_RETRIES: '0',
    },
  });
  await fetch(`${fakeAi.url}/__admin/script`, {
    method: 'POST',
    body: JSON.stringify({ model: AI_MODEL, replies: [{ replyFromPost: true, repeat: true }] }),
  });
  const context: BrowserContext = await launchWithExtension(path.join(work, 'chrome'));
  const samples: Sample[] = [];
  try {
    const worker: Worker =
      context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const stored = (key: string) =>
      worker.evaluate(async (k) => (await chrome.storage.local.get(k))[k] ?? null, key);
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup/index.html`);
    const command = (message: unknown) =>
      popup.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<SessionState>;

    for (let account = 0; account < ACCOUNTS; account++) {
      const replica = await installXReplica(context, { handle: 'bench_me', seed: 100 + account });
      const xPage: Page = await context.newPage();
      await xPage.goto('https://x.com/home');
      await xPage.locator('article[data-testid="tweet"]').first().waitFor();

      const user = await signUpUser(server, { data: { full_name: `Bench ${account}` } });
      const site = await context.newPage();
      await storeSession(site, server.url, user.session);
      await site.goto(`${server.url}/dashboard`);
      await until(
        () => stored('account') as Promise<{ user?: { email?: string } } | null>,
        (a) => a?.user?.email === user.email,
        30_000,
      );
      await site.close();
      await command({
        type: 'session:settings',
        settings: {
          mode: 'autopilot',
          pacing: 'light',
          activeHours: { start: '00:00', end: '23:59' },
          like: true,
        },
      });
      await xPage.bringToFront();
      await command({ type: 'session:start' });
      const state = await until(
        () => command({ type: 'session:get' }),
        (s) => s?.status === 'stopped',
        300_000,
      );
      const measures = (await worker.evaluate((name) => {
        const entries = performance.getEntriesByName(name) as PerformanceMeasure[];
        const out = entries.map((e) => ({ ownMs: e.duration, ...(e.detail as object) }));
        performance.clearMeasures(name);
        return out;
      }, TIME_TO_POST_MEASURE)) as Sample[];
      samples.push(...measures);
      console.log(
        `account ${account + 1}/${ACCOUNTS}: ${measures.length} posted, stopped (${state.stopReason})`,
      );
      await xPage.close();
      await replica.uninstall();
    }
  } finally {
    await context.close();
    await server.close();
    await fakeAi.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (samples.length === 0) throw new Error('no reply was posted');

  const row = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${label} | ${ms(percentile(sorted, 50))} ms | ${ms(percentile(sorted, 95))} ms | ${ms(sorted.at(-1)!)} ms |`;
  };
  const table = [
    `${machineLine(false)} · ${samples.length} replies posted by ${ACCOUNTS} accounts`,
    '',
    '| per posted reply | p50 | p95 | max |',
    '| --- | ---: | ---: | ---: |',
    row(
      '**discovered → posted, without the model and the pauses** (goal < 2 s)',
      samples.map((s) => s.ownMs),
    ),
    row(
      'the page’s deliberate human-like pauses (shipped)',
      samples.map((s) => s.pausedMs),
    ),
    row(
      'compose call (server + fake model)',
      samples.map((s) => s.composeMs),
    ),
    row(
      'discovered → posted, everything',
      samples.map((s) => s.totalMs),
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (WRITE) {
    const file = path.join(ROOT, 'docs/benchmarks.md');
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), 'time-to-post', table));
    console.log('docs/benchmarks.md updated');
  }
}

await main();
