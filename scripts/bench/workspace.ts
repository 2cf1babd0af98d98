// Benchmark (not a test): the Workspace panel's reads and a save, through the same repository
// and data API the website uses, for one user holding 10,000 items, on PGlite and on a
// throwaway PostgreSQL server.
//
//   npm run bench:workspace              prints the table
//   npm run bench:workspace -- --write   also updates docs/benchmarks.md
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AppSupabase } from '../../src/renderer/lib/supabase.ts';
import { createWorkspaceRepository } from '../../src/renderer/platform/supabase/workspace.ts';
import type { WorkspaceRepository } from '../../src/renderer/platform/types.ts';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { signUpUser } from '../../tests/support/clients.ts';
import { createDatabaseAt, startPostgres } from '../../tests/support/postgres.ts';
import { machineLine, ms, percentile, replaceSection } from './report.ts';

const WRITE = process.argv.includes('--write');
const ITEMS = 10_000;
const RUNS = 200;
const WARM_UP = 20;
const DOC_PATH = path.resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md');

const WORDS = [
  'growth',
  'hooks',
  'audience',
  'thread',
  'launch',
  'creator',
  'newsletter',
  'engagement',
  'story',
  'community',
  'pricing',
  'morning',
  'writing',
  'video',
  'design',
  'coffee',
];
const JAPANESE = [
  '毎朝のルーティンでフォロワーが増えました',
  '今日は新しい習慣について',
  '読者との対話',
];
const ARABIC = ['نصائح للنمو على منصة إكس للمبدعين', 'قصة نجاح صغيرة', 'أفكار للمحتوى'];

/** Item i's content: mixed languages, a rare word in 1% of the items. */
function contentOf(i: number): string {
  const words = Array.from({ length: 60 }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]);
  if (i % 100 === 0) words.push('sourdough');
  if (i % 10 === 3) words.push(JAPANESE[i % JAPANESE.length]!);
  if (i % 10 === 7) words.push(ARABIC[i % ARABIC.length]!);
  return `${words.join(' ')} #${i}`;
}

interface Row {
  operation: string;
  p50: number;
  p95: number;
  found: string;
}

async function time(operation: string, run: () => Promise<number>, runs = RUNS): Promise<Row> {
  let found = 0;
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    found = await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    operation,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    found: String(found),
  };
}

async function benchmark(server: RunningServer): Promise<Row[]> {
  const user = await signUpUser(server);
  // Unlimited: the free plan would stop at its cap.
  await server.sql(
    `update public.subscriptions set subscription_tier = 'pro', subscription_status = 'active'
     where user_id = $1`,
    [user.user.id],
  );
  const [{ id: workspaceId }] = await server.sql<{ id: string }>(
    `insert into public.user_workspaces (user_id) values ($1) returning id`,
    [user.user.id],
  );
  // Seeded through SQL in batches (the write trigger still stamps every row's revision).
  for (let from = 0; from < ITEMS; from += 500) {
    const batch = Array.from({ length: Math.min(500, ITEMS - from) }, (_, k) => from + k);
    await server.sql(
      `insert into public.workspace_items
         (user_id, workspace_id, title, content, content_type, tool_name, is_favorite, created_at)
       select $1, $2, 'Item ' || n, c, 'other', t, n % 9 = 0,
              now() - make_interval(secs => $3 - n)
       from unnest($4::int[], $5::text[], $6::text[]) as u(n, c, t)`,
      [
        user.user.id,
        workspaceId,
        ITEMS,
        batch,
        batch.map(contentOf),
        batch.map((n) => (n % 3 === 0 ? 'smart-hashtag-generator' : 'instagram-bio-generator')),
      ],
    );
  }
  await server.sql('analyze public.workspace_items');
  const repo: WorkspaceRepository = createWorkspaceRepository(
    async () => user.client as unknown as AppSupabase,
  );
  const page =
    (search?: string, tab: 'all' | 'favorites' = 'all') =>
    async () =>
      (await repo.list({ tab, search }))!.items.length;
  let n = 0;
  return [
    await time('first page (50), All', page()),
    await time('first page (50), Favorites', page(undefined, 'favorites')),
    await time('search, common English word', page('growth')),
    await time('search, rare English word (1%)', page('sourdough')),
    await time('search, Japanese substring', page('フォロワー')),
    await time('search, Arabic word', page('للمبدعين')),
    await time('search, no match', page('zzzzqqq')),
    // Substrings cannot use the index: the worst case reads every item of the user.
    await time('search, Japanese, no match', page('存在しない言葉')),
    await time('save an item', async () => {
      const saved = await repo.save({
        toolName: 'reply-grader',
        contentType: 'other',
        title: '',
        content: `saved while measuring ${n++}`,
      });
      if (!saved.ok) throw new Error(`save failed: ${saved.code}`);
      return 1;
    }),
  ];
}

async function withServer(databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-workspace-'));
  try {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      serveWeb: false,
      dataDir,
      databaseUrl,
      env: { AUTH_RATE_LIMITS: 'off' },
    });
    try {
      return await benchmark(server);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(title: string, rows: Row[]): string {
  return [
    `### ${title}`,
    '',
    '| operation | p50 (ms) | p95 (ms) | items returned |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.operation} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.found} |`),
  ].join('\n');
}

const sections: string[] = [];
console.error(`PGlite: seeding ${ITEMS} items…`);
sections.push(table('PGlite (in-process)', await withServer(undefined)));
const postgres = await startPostgres();
if (postgres) {
  try {
    const url = await createDatabaseAt(postgres.url, `bench_ws_${process.pid}`);
    console.error(`PostgreSQL: seeding ${ITEMS} items…`);
    sections.push(table('PostgreSQL (local throwaway server, fsync off)', await withServer(url)));
  } finally {
    await postgres.stop();
  }
} else sections.push('### PostgreSQL\n\nSkipped: no throwaway PostgreSQL server could start.');

const report = [
  machineLine(false),
  '',
  ...sections.flatMap((s) => [s, '']),
  `One user holding ${ITEMS.toLocaleString('en')} items (archived none, every ninth a favorite, a` +
    ' tenth with Japanese, a tenth with Arabic, 1% with a rare word); each row is ' +
    `${RUNS} calls after ${WARM_UP} warm-up calls through the website's repository ` +
    '(supabase-js over HTTP to the embedded backend, client and server in one process). A page' +
    ' asks for 51 rows to know whether another follows. "Save" is an insert on a paid account' +
    ' (the trigger stamps the revision; the cap is not counted for an unlimited plan).',
].join('\n');

console.log(report);
if (WRITE) {
  const doc = readFileSync(DOC_PATH, 'utf8');
  writeFileSync(DOC_PATH, replaceSection(doc, 'workspace', report));
  console.error('docs/benchmarks.md updated');
}
