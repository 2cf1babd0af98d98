// Benchmark (not a test): the AI tools without a model.
//  1. The offline writer per tool over the fixture corpora (goal: p95 < 10 ms a generation).
//  2. The `generate` function's own overhead on the embedded backend (PGlite, and PostgreSQL
//     when a throwaway server can be started): HTTP latency of one generation with the offline
//     writer, minus the writer's own time (goal: p95 < 30 ms), uncached and cached.
//
//   npx tsx scripts/bench/generation.ts [--quick] [--write]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { writeOffline } from '../../src/shared/generation/offline/index.ts';
import {
  GenerateRequestSchema,
  GENERATION_TOOLS,
  type GenerateRequest,
} from '../../src/shared/generation/schemas.ts';
import { createDatabaseAt, startPostgres } from '../../tests/support/postgres.ts';
import { machineLine, ms, percentile, replaceSection } from './report.ts';

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const WRITE = args.has('--write');
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'generation');
const WRITER_ROUNDS = QUICK ? 3 : 30;
const HTTP_REQUESTS = QUICK ? 40 : 300;

const CORPORA = {
  'instagram-bio-generator': 'bio-inputs.json',
  'smart-hashtag-generator': 'hashtag-inputs.json',
  'viral-post-deconstructor': 'viral-inputs.json',
  'reply-grader': 'reply-grade-inputs.json',
} as const;

function corpus(tool: keyof typeof CORPORA): GenerateRequest[] {
  const entries = JSON.parse(readFileSync(path.join(FIXTURES, CORPORA[tool]), 'utf8')) as {
    input: unknown;
    options?: unknown;
  }[];
  return entries.map((entry) =>
    GenerateRequestSchema.parse({ tool, input: entry.input, options: entry.options }),
  );
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
const stats = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1)!,
  };
};

function benchWriters(): { tool: string; stats: Stats }[] {
  return (Object.keys(CORPORA) as (keyof typeof CORPORA)[]).map((tool) => {
    const requests = corpus(tool);
    const kind = GENERATION_TOOLS[tool];
    for (const r of requests) writeOffline(kind, r.input as never, r.options as never); // warm-up
    const samples: number[] = [];
    for (let round = 0; round < WRITER_ROUNDS; round++)
      for (const r of requests) {
        const start = performance.now();
        writeOffline(kind, r.input as never, r.options as never);
        samples.push(performance.now() - start);
      }
    return { tool, stats: stats(samples) };
  });
}

interface HttpRow {
  backend: string;
  label: string;
  total: Stats;
  overhead: Stats;
}

async function benchHttp(backend: string, server: RunningServer): Promise<HttpRow[]> {
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: server.publishableKey },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.test`,
      password: 'bench-password-1',
      data: { plan: 'creator' },
    }),
  });
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  const requests = corpus('reply-grader');
  const rows: HttpRow[] = [];
  for (const cached of [false, true]) {
    const total: number[] = [];
    const overhead: number[] = [];
    for (let i = 0; i < HTTP_REQUESTS + 10; i++) {
      const base = requests[i % requests.length]!;
      // Uncached: a unique input each time; cached: the same input every time.
      const request = cached
        ? base
        : {
            ...base,
            input: { ...base.input, reply: `${i} ${(base.input as { reply: string }).reply}` },
          };
      const writerStart = performance.now();
      writeOffline('reply-grade', request.input as never, request.options as never);
      const writerMs = cached ? 0 : performance.now() - writerStart;
      const start = performance.now();
      const response = await fetch(`${server.url}/functions/v1/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(request),
      });
      const body = (await response.json()) as { cached?: boolean; error?: string };
      const elapsed = performance.now() - start;
      if (response.status !== 200)
        throw new Error(`generate answered ${response.status}: ${body.error}`);
      if (i < 10) continue; // warm-up
      total.push(elapsed);
      overhead.push(Math.max(0, elapsed - writerMs));
    }
    rows.push({
      backend,
      label: cached ? 'cached result' : 'new result (offline writer)',
      total: stats(total),
      overhead: stats(overhead),
    });
  }
  return rows;
}

async function withServer<T>(
  databaseUrl: string | undefined,
  run: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-generation-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    serveWeb: false,
    dataDir,
    databaseUrl,
    env: { GENERATE_RATE_LIMITS: 'off', AUTH_RATE_LIMITS: 'off' },
  });
  try {
    return await run(server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const writers = benchWriters();
  const http: HttpRow[] = await withServer(undefined, (s) => benchHttp('PGlite', s));
  let postgresNote = '';
  const pg = await startPostgres();
  if (!pg) postgresNote = 'PostgreSQL skipped: no throwaway server could be started.';
  else
    try {
      const url = await createDatabaseAt(pg.url, `bench_generation_${Date.now()}`);
      http.push(...(await withServer(url, (s) => benchHttp('PostgreSQL', s))));
    } finally {
      await pg.stop();
    }

  const lines = [
    machineLine(QUICK),
    '',
    '| offline writer | generations | p50 (ms) | p95 (ms) | max (ms) |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...writers.map(
      (w) =>
        `| ${w.tool} | ${w.stats.n} | ${ms(w.stats.p50)} | ${ms(w.stats.p95)} | ${ms(w.stats.max)} |`,
    ),
    '',
    '| `generate` over HTTP (reply grader, paid account, c=1) | backend | requests | total p50 (ms) | total p95 (ms) | overhead p50 (ms) | overhead p95 (ms) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...http.map(
      (h) =>
        `| ${h.label} | ${h.backend} | ${h.total.n} | ${ms(h.total.p50)} | ${ms(h.total.p95)} | ${ms(h.overhead.p50)} | ${ms(h.overhead.p95)} |`,
    ),
    '',
    `Offline writer: every fixture of tests/fixtures/generation × ${WRITER_ROUNDS} rounds after one warm-up round. ` +
      '`generate`: client and server in one Node process; "overhead" = HTTP latency minus the offline writer’s own time for the same input, ' +
      'i.e. the gateway, JWT check, validation, the two database round trips (gate + rate limits + cache lookup, then the atomic use + log + cache write) and JSON. ' +
      'Goals: writer p95 < 10 ms, overhead p95 < 30 ms.' +
      (postgresNote ? ` ${postgresNote}` : ''),
  ];
  const report = lines.join('\n');
  console.log(report);
  if (WRITE) {
    const doc = path.join(ROOT, 'docs', 'benchmarks.md');
    writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), 'generation', report));
    console.log(`\nUpdated ${path.relative(ROOT, doc)}`);
  }
}

await main();
