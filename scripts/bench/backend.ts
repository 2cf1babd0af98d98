// Benchmark (not a test): the embedded backend's HTTP API (Supabase Auth + PostgREST on
// @supabase/lite) against the same queries run directly on the database, on PGlite and, when a
// throwaway PostgreSQL server can be started, on PostgreSQL.
//
//   npx tsx scripts/bench/backend.ts            full run, prints Markdown
//   npx tsx scripts/bench/backend.ts --quick    10x fewer requests (smoke run)
//   npx tsx scripts/bench/backend.ts --write    also updates docs/benchmarks.md
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { createDatabaseAt, startPostgres } from '../../tests/support/postgres.ts';
import { machineLine, ms, percentile } from './report.ts';

const args = new Set(process.argv.slice(2));
const QUICK = args.has('--quick');
const WRITE = args.has('--write');
const SCALE = QUICK ? 10 : 1;

const USER_COUNT = 20;
const CONCURRENCY_LEVELS = [1, 20] as const;
type Concurrency = (typeof CONCURRENCY_LEVELS)[number];
const WARMUP_REQUESTS = 20;
/** Measured requests per operation and concurrency; sign-in is fewer because bcrypt is slow. */
const REQUESTS = {
  default: { 1: 200, 20: 400 },
  signIn: { 1: 60, 20: 200 },
} satisfies Record<string, Record<Concurrency, number>>;

const DOC_PATH = path.resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');
const START_MARKER = '<!-- bench:backend:start -->';
const END_MARKER = '<!-- bench:backend:end -->';

// ---------------------------------------------------------------------------------------------
// Setup

interface BenchUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
}

/** One statement per call: server.sql runs a single statement. */
const BENCH_SCHEMA = [
  `create table public.bench_notes (
     id bigint generated always as identity primary key,
     user_id uuid not null references auth.users (id) on delete cascade,
     body text not null,
     created_at timestamptz not null default now()
   )`,
  `alter table public.bench_notes enable row level security`,
  `create policy "Owners read their notes" on public.bench_notes for select
     to authenticated using ((select auth.uid()) = user_id)`,
  `create policy "Owners add their notes" on public.bench_notes for insert
     to authenticated with check ((select auth.uid()) = user_id)`,
  `create index bench_notes_user_created_idx on public.bench_notes (user_id, created_at desc)`,
];

async function createBenchSchema(server: RunningServer): Promise<void> {
  for (const statement of BENCH_SCHEMA) await server.sql(statement);
  await server.reloadSchema();
}

async function signUpUsers(server: RunningServer, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  const runId = Date.now().toString(36);
  for (let i = 0; i < count; i++) {
    const email = `bench-${runId}-${i}@example.test`;
    const password = `bench-password-${i}-${runId}`;
    const session = (await request(server, 'POST', '/auth/v1/signup', {
      expect: 200,
      body: { email, password },
    })) as { access_token?: string; user?: { id: string } };
    if (!session.access_token || !session.user) {
      throw new BenchError(`sign-up of ${email} returned no session (email confirmation on?)`);
    }
    users.push({ id: session.user.id, email, password, accessToken: session.access_token });
  }
  return users;
}

// ---------------------------------------------------------------------------------------------
// HTTP, the way supabase-js calls it

class BenchError extends Error {}

interface RequestOptions {
  expect: number;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** One HTTP call; any status other than the expected one aborts the benchmark. */
async function request(
  server: RunningServer,
  method: string,
  pathAndQuery: string,
  options: RequestOptions,
): Promise<unknown> {
  const headers: Record<string, string> = {
    apikey: server.publishableKey,
    Authorization: `Bearer ${options.token ?? server.publishableKey}`,
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(server.url + pathAndQuery, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (response.status !== options.expect) {
    throw new BenchError(
      `${method} ${pathAndQuery} returned HTTP ${response.status} (expected ${options.expect}): ${text.slice(0, 500)}`,
    );
  }
  return text ? JSON.parse(text) : null;
}

function expectRows(
  what: string,
  rows: unknown,
  check: (rows: Array<Record<string, unknown>>) => boolean,
) {
  if (!Array.isArray(rows) || !check(rows)) {
    throw new BenchError(`${what}: unexpected result ${JSON.stringify(rows).slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Operations: each has an HTTP form and the equivalent direct query (as the owner, no RLS, so
// the user filter is explicit).

interface Operation {
  name: string;
  requests: Record<Concurrency, number>;
  http(server: RunningServer, user: BenchUser): Promise<void>;
  direct(server: RunningServer, user: BenchUser): Promise<void>;
}

let noteCounter = 0;

const OPERATIONS: Operation[] = [
  {
    name: 'sign-in',
    requests: REQUESTS.signIn,
    async http(server, user) {
      // Same headers and body as supabase-js' signInWithPassword.
      const session = (await request(server, 'POST', '/auth/v1/token?grant_type=password', {
        expect: 200,
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
        body: { email: user.email, password: user.password, gotrue_meta_security: {} },
      })) as { access_token?: string };
      if (!session?.access_token) throw new BenchError(`sign-in of ${user.email}: no access_token`);
    },
    async direct(server, user) {
      const rows = await server.sql(
        'select id, encrypted_password from auth.users where email = $1',
        [user.email],
      );
      expectRows('direct user lookup', rows, (r) => r.length === 1);
    },
  },
  {
    name: 'read own subscription',
    requests: REQUESTS.default,
    async http(server, user) {
      const rows = await request(
        server,
        'GET',
        `/rest/v1/subscriptions?select=*&user_id=eq.${user.id}`,
        {
          expect: 200,
          token: user.accessToken,
        },
      );
      expectRows('GET subscriptions', rows, (r) => r.length === 1 && r[0].user_id === user.id);
    },
    async direct(server, user) {
      const rows = await server.sql('select * from public.subscriptions where user_id = $1', [
        user.id,
      ]);
      expectRows('direct subscriptions', rows, (r) => r.length === 1);
    },
  },
  {
    name: 'insert note',
    requests: REQUESTS.default,
    async http(server, user) {
      const rows = await request(server, 'POST', '/rest/v1/bench_notes', {
        expect: 201,
        token: user.accessToken,
        headers: { Prefer: 'return=representation' },
        body: { user_id: user.id, body: `note ${++noteCounter}` },
      });
      expectRows('POST bench_notes', rows, (r) => r.length === 1 && r[0].user_id === user.id);
    },
    async direct(server, user) {
      const rows = await server.sql(
        'insert into public.bench_notes (user_id, body) values ($1, $2) returning *',
        [user.id, `note ${++noteCounter}`],
      );
      expectRows('direct insert', rows, (r) => r.length === 1);
    },
  },
  {
    name: 'list notes (20)',
    requests: REQUESTS.default,
    async http(server, user) {
      const rows = await request(
        server,
        'GET',
        '/rest/v1/bench_notes?select=*&order=created_at.desc&limit=20',
        { expect: 200, token: user.accessToken },
      );
      // RLS must hand back this user's rows only (the inserts above made some).
      expectRows(
        'GET bench_notes',
        rows,
        (r) => r.length > 0 && r.length <= 20 && r.every((row) => row.user_id === user.id),
      );
    },
    async direct(server, user) {
      const rows = await server.sql(
        'select * from public.bench_notes where user_id = $1 order by created_at desc limit 20',
        [user.id],
      );
      expectRows('direct list', rows, (r) => r.length > 0 && r.length <= 20);
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Measuring

interface Stats {
  count: number;
  p50: number;
  p95: number;
  perSecond: number;
}

/**
 * `concurrency` async workers, each acting as its own user, share a budget of `total` calls.
 * The first failure stops every worker (after its in-flight call) and is rethrown.
 */
async function runWorkers(
  total: number,
  users: BenchUser[],
  call: (user: BenchUser) => Promise<void>,
): Promise<{ latencies: number[]; elapsedMs: number }> {
  const latencies: number[] = [];
  let issued = 0;
  let failure: unknown;
  const worker = async (user: BenchUser) => {
    while (issued < total && failure === undefined) {
      issued++;
      const started = performance.now();
      try {
        await call(user);
      } catch (error) {
        failure ??= error;
        return;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(users.map(worker));
  const elapsedMs = performance.now() - started;
  if (failure !== undefined) throw failure;
  return { latencies, elapsedMs };
}

async function measure(
  total: number,
  users: BenchUser[],
  call: (user: BenchUser) => Promise<void>,
): Promise<Stats> {
  await runWorkers(Math.max(WARMUP_REQUESTS, users.length), users, call); // JIT, caches, pools
  const { latencies, elapsedMs } = await runWorkers(total, users, call);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: sorted.length / (elapsedMs / 1000),
  };
}

interface ResultRow {
  operation: string;
  concurrency: Concurrency;
  http: Stats;
  direct: Stats;
}

async function benchmarkServer(server: RunningServer, label: string): Promise<ResultRow[]> {
  await createBenchSchema(server);
  const users = await signUpUsers(server, USER_COUNT);
  const rows: ResultRow[] = [];
  for (const concurrency of CONCURRENCY_LEVELS) {
    const workers = users.slice(0, concurrency);
    for (const op of OPERATIONS) {
      const total = Math.max(concurrency, Math.round(op.requests[concurrency] / SCALE));
      progress(`${label}: ${op.name} at concurrency ${concurrency} (${total} requests)`);
      const http = await measure(total, workers, (user) => op.http(server, user));
      const direct = await measure(total, workers, (user) => op.direct(server, user));
      rows.push({ operation: op.name, concurrency, http, direct });
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Backends (each started fresh; cleanup always runs, also on failure)

interface BackendReport {
  title: string;
  rows?: ResultRow[];
  skipped?: string;
}

type Cleanup = () => Promise<void> | void;

/** Cleanups still owed, so a failure or Ctrl-C still stops servers and removes temp dirs. */
const pendingCleanups: Cleanup[] = [];

/** Registers `fn`; returns a function that runs it now (once) and unregisters it. */
function defer(fn: Cleanup): () => Promise<void> {
  pendingCleanups.push(fn);
  return async () => {
    const index = pendingCleanups.indexOf(fn);
    if (index === -1) return;
    pendingCleanups.splice(index, 1);
    await fn();
  };
}

async function runPendingCleanups(): Promise<void> {
  for (const fn of pendingCleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (error) {
      progress(`cleanup failed: ${(error as Error).message}`);
    }
  }
}

async function withServer<T>(
  databaseUrl: string | undefined,
  body: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backend-'));
  const removeDataDir = defer(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      serveWeb: false,
      dataDir,
      databaseUrl,
      // Ignore the developer's .env / DATABASE_URL; the benchmark signs in far more often than
      // the per-address abuse limits allow, so they are off here (and only here).
      env: { AUTH_RATE_LIMITS: 'off' },
    });
    const closeServer = defer(() => server.close());
    try {
      return await body(server);
    } finally {
      await closeServer();
    }
  } finally {
    await removeDataDir();
  }
}

async function benchmarkPglite(): Promise<BackendReport> {
  return withServer(undefined, async (server) => ({
    title: 'PGlite (in-process)',
    rows: await benchmarkServer(server, 'pglite'),
  }));
}

async function benchmarkPostgres(): Promise<BackendReport> {
  const postgres = await startPostgres(); // logs why, and returns null, when it cannot start
  if (!postgres) {
    const reason =
      'skipped: could not start a throwaway PostgreSQL server (see the log line above)';
    console.error(`Note: PostgreSQL ${reason}`);
    return { title: 'PostgreSQL', skipped: reason };
  }
  const stopPostgres = defer(() => postgres.stop());
  try {
    const url = await createDatabaseAt(
      postgres.url,
      `bench_${process.pid}_${Date.now().toString(36)}`,
    );
    return await withServer(url, async (server) => {
      const [{ server_version }] = await server.sql<{ server_version: string }>(
        'show server_version',
      );
      return {
        // e.g. "15.18 (Debian 15.18-0+deb12u1)": keep the number.
        title: `PostgreSQL ${server_version.split(' ')[0]} (local throwaway server, fsync off)`,
        rows: await benchmarkServer(server, 'postgres'),
      };
    });
  } finally {
    await stopPostgres();
  }
}

// ---------------------------------------------------------------------------------------------
// Output

const rate = (value: number) => (value < 100 ? value.toFixed(1) : value.toFixed(0));

function markdownTable(rows: ResultRow[]): string {
  const lines = [
    '| operation | concurrency | HTTP p50 (ms) | HTTP p95 (ms) | direct p50 (ms) | direct p95 (ms) | ratio (HTTP p50 / direct p50) | HTTP req/s | direct req/s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { operation, concurrency, http, direct } of rows) {
    const ratio = `${(http.p50 / direct.p50).toFixed(1)}×`;
    lines.push(
      `| ${operation} | ${concurrency} | ${ms(http.p50)} | ${ms(http.p95)} | ${ms(direct.p50)} | ${ms(direct.p95)} | ${ratio} | ${rate(http.perSecond)} | ${rate(direct.perSecond)} |`,
    );
  }
  return lines.join('\n');
}

function requestCounts(): string {
  return OPERATIONS.map(
    (op) =>
      `${op.name} ${CONCURRENCY_LEVELS.map((c) => Math.max(c, Math.round(op.requests[c] / SCALE))).join('/')}`,
  ).join(', ');
}

function bcryptCost(): string {
  // @supabase/lite hashes with bcryptjs at cost 10 unless LITE_AUTH_BCRYPT_COST says otherwise.
  return process.env.LITE_AUTH_BCRYPT_COST?.trim() || '10';
}

/** One sentence with this run's figures, so the prose never goes stale against the table. */
function summarize(rows: ResultRow[]): string {
  const data = rows.filter((row) => row.operation !== 'sign-in');
  const solo = data.filter((row) => row.concurrency === 1);
  const busy = data.filter((row) => row.concurrency === 20);
  const signIn = rows.filter((row) => row.operation === 'sign-in');
  const span = (values: number[], format: (v: number) => string) =>
    `${format(Math.min(...values))}–${format(Math.max(...values))}`;

  const addedMs = span(
    solo.map((r) => r.http.p50 - r.direct.p50),
    ms,
  );
  const ratios = span(
    solo.map((r) => r.http.p50 / r.direct.p50),
    (v) => `${v.toFixed(0)}×`,
  );
  const httpRate = span(
    busy.map((r) => r.http.perSecond),
    rate,
  );
  const directRate = span(
    busy.map((r) => r.direct.perSecond),
    rate,
  );
  const signInRate = span(
    signIn.map((r) => r.http.perSecond),
    rate,
  );
  return (
    `In this run the API added ${addedMs} ms per data call at concurrency 1 (${ratios} the bare query); ` +
    `at concurrency 20 it served ${httpRate} req/s against ${directRate} queries/s direct, ` +
    `and sign-in stayed near ${signInRate} req/s whatever the concurrency.`
  );
}

function renderReport(reports: BackendReport[]): string {
  const parts = [machineLine(QUICK), ''];
  for (const report of reports) {
    parts.push(`### ${report.title}`, '');
    parts.push(report.rows ? markdownTable(report.rows) : `_${report.skipped}_`, '');
    if (report.rows) parts.push(summarize(report.rows), '');
  }
  parts.push(
    `Requests measured per row (concurrency 1/20): ${requestCounts()}; each after ${WARMUP_REQUESTS} warm-up requests. ` +
      `Concurrency 20 = 20 async workers, each signed in as its own user, sharing that budget. ` +
      `"Direct" runs the same query as the table owner through \`server.sql\` (same WHERE/ORDER/LIMIT, explicit \`user_id = $1\` instead of RLS); ` +
      `for sign-in it is the user lookup \`select id, encrypted_password from auth.users where email = $1\`.`,
    '',
    `- **Ratio** = HTTP p50 / direct p50: how many times longer one call takes through the API (HTTP and the \`fetch\` client, key and JWT checks, ` +
      `PostgREST-to-SQL translation, RLS and role setup, JSON encoding) than the bare query. It is overhead per call, not a verdict on the database.`,
    `- **Sign-in** over HTTP is dominated by bcrypt password verification (bcryptjs, pure JavaScript, cost ${bcryptCost()}), so its ratio measures hashing, not API overhead; ` +
      `and because bcryptjs runs on the server's event loop, concurrent sign-ins queue behind one another.`,
    `- Client and server run in one Node process, so HTTP figures include the client's own cost and compete with it for the event loop; ` +
      `PGlite is a single in-process connection, so at concurrency 20 queries queue and p95 largely measures that queue.`,
    `- The machine is shared and noisy: expect run-to-run differences of tens of percent; compare ratios and orders of magnitude rather than exact milliseconds.`,
  );
  return parts.join('\n');
}

function writeDoc(section: string): void {
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`;
  let doc: string;
  if (!existsSync(DOC_PATH)) {
    doc = [
      '# Benchmarks',
      '',
      'Figures measured on a development machine. They show where time goes and how the layers',
      'compare; they are not a capacity guarantee.',
      '',
      '## Embedded backend: HTTP API vs direct SQL',
      '',
      'Produced by `npm run bench -- --write` (`scripts/bench/backend.ts`); the section between the',
      'markers is regenerated on every run.',
      '',
      block,
      '',
    ].join('\n');
  } else {
    const current = readFileSync(DOC_PATH, 'utf8');
    const start = current.indexOf(START_MARKER);
    const end = current.indexOf(END_MARKER);
    doc =
      start !== -1 && end > start
        ? current.slice(0, start) + block + current.slice(end + END_MARKER.length)
        : `${current.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(DOC_PATH, doc);
  progress(`Wrote ${path.relative(process.cwd(), DOC_PATH)}`);
}

/** Progress goes to stderr so stdout is just the Markdown report. */
function progress(line: string): void {
  console.error(`[bench] ${line}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const onSignal = (signal: NodeJS.Signals) => {
    progress(`${signal}: cleaning up`);
    void runPendingCleanups().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const started = performance.now();
    const reports = [await benchmarkPglite()];
    progress(`pglite done in ${seconds(started)} s`);
    const pgStarted = performance.now();
    reports.push(await benchmarkPostgres());
    progress(`postgres done in ${seconds(pgStarted)} s`);

    const section = renderReport(reports);
    console.log(section);
    if (WRITE) writeDoc(section);
  } finally {
    await runPendingCleanups();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

main().catch((error: unknown) => {
  const message =
    error instanceof BenchError ? error.message : ((error as Error).stack ?? String(error));
  console.error(`\nBenchmark aborted: ${message}`);
  process.exitCode = 1;
});
