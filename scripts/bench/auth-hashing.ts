// Benchmark (not a test): what a burst of password sign-ins does to everyone else. Eight
// clients sign in with the right password in a loop while another user reads; the reader's
// latency is compared with the same reads on an idle server. bcrypt in JavaScript holds the
// one thread that answers every request; a native bcrypt runs on libuv's thread pool.
//
//   npm run bench:auth                 the bcrypt @supabase/lite resolves (native, see package.json overrides)
//   npm run bench:auth -- --write      also updates docs/benchmarks.md (one row per implementation)
//   BENCH_BCRYPTJS=<path to bcryptjs's index.js> npx tsx --import ./scripts/bench/bcryptjs-hook.mjs \
//     scripts/bench/auth-hashing.ts --write
//                                      the same with pure-JS bcryptjs (the "before" row)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../src/server/server.ts';
import { machineLine, ms, percentile, replaceSection } from './report.ts';

const WRITE = process.argv.includes('--write');
const HAMMERS = 8;
const READS = 300;
const DOC_PATH = path.resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');

const implementation = process.env.BENCH_BCRYPTJS
  ? 'bcryptjs 3 (pure JavaScript, on the event loop)'
  : (() => {
      const liteRequire = createRequire(
        path.resolve(import.meta.dirname, '../../node_modules/@supabase/lite/package.json'),
      );
      const pkg = liteRequire('bcryptjs/package.json') as { name: string; version: string };
      return pkg.name === 'bcryptjs'
        ? `bcryptjs ${pkg.version} (pure JavaScript, on the event loop)`
        : `${pkg.name} ${pkg.version} (native, libuv thread pool)`;
    })();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-auth-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  quiet: true,
  serveWeb: false,
  dataDir,
  env: { AUTH_RATE_LIMITS: 'off' },
});

async function call(
  pathAndQuery: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(server.url + pathAndQuery, {
    method: init.method ?? 'GET',
    headers: {
      apikey: server.publishableKey,
      authorization: `Bearer ${init.token ?? server.publishableKey}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${pathAndQuery}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const users: { email: string; password: string; token: string }[] = [];
for (let i = 0; i <= HAMMERS; i++) {
  const email = `bench-auth-${Date.now().toString(36)}-${i}@example.test`;
  const password = `bench-password-${i}`;
  const session = await call('/auth/v1/signup', { method: 'POST', body: { email, password } });
  users.push({ email, password, token: session.access_token as string });
}
const reader = users.pop()!;

/** One user's everyday reads: their account and a table through the data API. */
async function readLatencies(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await (i % 2
      ? call('/auth/v1/user', { token: reader.token })
      : call('/rest/v1/plan_limits?select=tier', { token: reader.token }));
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

await readLatencies(); // warm-up
const idle = await readLatencies();

let stop = false;
let signIns = 0;
const hammering = users.map(async (user) => {
  while (!stop) {
    await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email: user.email, password: user.password },
    });
    signIns++;
  }
});
const loadStarted = performance.now();
const loaded = await readLatencies();
const loadSeconds = (performance.now() - loadStarted) / 1000;
stop = true;
await Promise.all(hammering);
await server.close();
rmSync(dataDir, { recursive: true, force: true });

const row = `| ${implementation} | ${ms(percentile(idle, 50))} | ${ms(percentile(idle, 95))} | ${ms(percentile(loaded, 50))} | ${ms(percentile(loaded, 95))} | ${(signIns / loadSeconds).toFixed(1)} |`;
const header = [
  '| bcrypt behind Auth | idle p50 (ms) | idle p95 (ms) | under 8 sign-in loops p50 (ms) | p95 (ms) | sign-ins/s |',
  '|---|---|---|---|---|---|',
];
console.log([...header, row].join('\n'));

if (WRITE) {
  const doc = readFileSync(DOC_PATH, 'utf8');
  const start = doc.indexOf('<!-- bench:auth-hashing:start -->');
  const previous =
    start === -1 ? '' : doc.slice(start, doc.indexOf('<!-- bench:auth-hashing:end -->'));
  const rows = previous
    .split('\n')
    .filter(
      (line) => /^\| (?!bcrypt behind|---)/.test(line) && !line.startsWith(`| ${implementation} `),
    );
  const content = [
    `One user's reads (\`GET /auth/v1/user\` and \`GET /rest/v1/plan_limits\`, ${READS} sequential, PGlite) on an idle server and while ${HAMMERS} clients sign in with the right password in a loop (\`AUTH_RATE_LIMITS=off\`, bcrypt cost 10).`,
    '',
    ...header,
    ...rows,
    row,
    '',
    machineLine(false),
  ].join('\n');
  writeFileSync(DOC_PATH, replaceSection(doc, 'auth-hashing', content));
  console.log(`Updated ${path.relative(process.cwd(), DOC_PATH)}`);
}
