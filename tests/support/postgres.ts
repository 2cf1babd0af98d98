// Starts a throwaway PostgreSQL server for integration tests. One server serves the whole
// test run (see tests/global-setup.ts); each test gets its own database via createDatabase.
import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from './ports.ts';

const run = promisify(execFile);

export interface PostgresServer {
  /** Admin connection URL (superuser `postgres`, trust auth). */
  url: string;
  /** Creates a new empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const BIN_DIRS = [
  '/usr/local/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

function findBinary(name: string): string | null {
  for (const dir of BIN_DIRS) {
    const candidate = join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** URL for another database on the same server. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createDatabaseAt(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid database name: ${name}`);
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  return databaseUrl(adminUrl, name);
}

/**
 * Starts PostgreSQL on a free 127.0.0.1 port. Returns null (after one log line) when it cannot,
 * unless REQUIRE_POSTGRES=1, in which case it throws.
 */
export async function startPostgres(): Promise<PostgresServer | null> {
  try {
    return await startOrThrow();
  } catch (error) {
    const message = `PostgreSQL test server unavailable: ${(error as Error).message}`;
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error(`${message} (REQUIRE_POSTGRES=1)`, { cause: error });
    console.warn(`[postgres] ${message.split('\n')[0]} — postgres-backend tests will be skipped`);
    return null;
  }
}

async function startOrThrow(): Promise<PostgresServer> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) {
    throw new Error(
      'initdb/pg_ctl not found (install PostgreSQL 15 server binaries, e.g. `apt-get install postgresql-15`)',
    );
  }

  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root, so as root everything runs as the `postgres` OS user.
  const asUser = (bin: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);

  const root = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  const logFile = join(socketDir, 'server.log');
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  try {
    chmodSync(root, 0o755);
    for (const dir of [dataDir, socketDir]) {
      mkdirSync(dir);
      chmodSync(dir, dir === dataDir ? 0o700 : 0o755);
      if (isRoot) {
        const { uid, gid } = await postgresIds();
        chownSync(dir, uid, gid);
      }
    }

    await asUser(initdb, [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-sync',
    ]);

    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${socketDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    try {
      await asUser(pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
      throw new Error(`pg_ctl start failed: ${(error as Error).message}\n${log}`, { cause: error });
    }

    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let stopped = false;
    return {
      url,
      createDatabase: (name) => createDatabaseAt(url, name),
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await asUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } finally {
          cleanup();
        }
      },
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
