// Runs a block of integration tests once per database backend of the embedded server:
// PGlite always, PostgreSQL when the run's global setup started a server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../../src/server/server.ts';
import { createDatabaseAt } from './postgres.ts';

export type BackendName = 'pglite' | 'postgres';

export interface BackendContext {
  backend: BackendName;
  /**
   * Starts a fresh embedded server on a random port with an empty temp data dir (and, on
   * postgres, a new empty database). Server config ignores process.env (env: {}) so a stray
   * DATABASE_URL cannot redirect the pglite run. Call close(); the temp dir is removed then.
   */
  start(options?: StartOptions): Promise<RunningServer>;
}

let counter = 0;

function uniqueDatabaseName(): string {
  counter += 1;
  return `t_${process.pid}_${Date.now().toString(36)}_${counter}`;
}

function makeStarter(backend: BackendName, adminUrl: string | null): BackendContext['start'] {
  return async (options = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), `it-${backend}-`));
    const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
    try {
      const databaseUrl =
        backend === 'postgres'
          ? await createDatabaseAt(adminUrl!, uniqueDatabaseName())
          : undefined;
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        quiet: true,
        serveWeb: false,
        dataDir,
        databaseUrl,
        env: {},
        ...options,
      });
      const close = server.close.bind(server);
      let closed = false;
      server.close = async () => {
        if (closed) return;
        closed = true;
        try {
          await close();
        } finally {
          removeDataDir();
        }
      };
      return server;
    } catch (error) {
      removeDataDir();
      throw error;
    }
  };
}

/**
 * forEachBackend('profiles RLS', ({ start }) => { let server; beforeAll(async () => { server = await start(); });
 * afterAll(() => server?.close()); it(...) })
 */
export function forEachBackend(name: string, fn: (context: BackendContext) => void): void {
  describe(`${name} [pglite]`, () => fn({ backend: 'pglite', start: makeStarter('pglite', null) }));

  const adminUrl = inject('postgresUrl');
  if (adminUrl) {
    describe(`${name} [postgres]`, () =>
      fn({ backend: 'postgres', start: makeStarter('postgres', adminUrl) }));
  } else {
    describe.skip(`${name} [postgres] — skipped: no PostgreSQL test server (see the setup log; REQUIRE_POSTGRES=1 makes this an error)`, () =>
      fn({
        backend: 'postgres',
        start: () => Promise.reject(new Error('no PostgreSQL test server')),
      }));
  }
}
