import path from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';
import { splitSqlStatements, type Connection } from '@supabase/lite';
import { createPgliteConnection } from '@supabase/lite/pglite';
import { createPostgresConnection } from '@supabase/lite/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  connection: Connection;
  /** Runs as the database owner (bypasses RLS): for bootstrap, migrations and assertions. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements, one after another. */
  exec(script: string): Promise<void>;
  kysely: Kysely<unknown>;
  close(): Promise<void>;
}

/**
 * PostgREST renders timestamptz as ISO 8601 (`2026-01-02T03:04:05.678+00:00`); the drivers
 * hand back Postgres' text form (`2026-01-02 03:04:05.678+00`), which not every
 * `Date` parser accepts. Same instant, PostgREST's spelling.
 */
export function toIsoTimestamp(text: string): string {
  return text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

const TIMESTAMPTZ_OID = 1184;

/** PGlite in `<dataDir>/pglite` by default; a PostgreSQL server when a URL is given. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Database> {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'pglite';
  const connection: Connection = options.databaseUrl
    ? createPostgresConnection({
        url: options.databaseUrl,
        postgresOptions: {
          onnotice: () => {},
          types: {
            timestamptz: {
              to: TIMESTAMPTZ_OID,
              from: [TIMESTAMPTZ_OID],
              serialize: (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)),
              parse: toIsoTimestamp,
            },
          },
        },
      })
    : await createPgliteConnection({
        url: path.resolve(options.dataDir, 'pglite'),
        pgliteOptions: { parsers: { [TIMESTAMPTZ_OID]: toIsoTimestamp } },
      });
  const kysely = (connection as unknown as { kysely: Kysely<unknown> }).kysely;
  return {
    kind,
    connection,
    kysely,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await kysely.executeQuery<T>(CompiledQuery.raw(text, params));
      return result.rows;
    },
    async exec(script: string) {
      for (const statement of splitSqlStatements(script)) {
        if (statement.trim()) await kysely.executeQuery(CompiledQuery.raw(statement));
      }
    },
    close: () => connection.close(),
  };
}
