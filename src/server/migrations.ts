import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { splitSqlStatements } from '@supabase/lite';

/** Supabase CLI file name: `<14-digit timestamp>_<name>.sql`. */
const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  sql: string;
}

export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const file of names) {
    const match = MIGRATION_FILE.exec(file);
    if (!match)
      throw new Error(`Migration file name must be <14-digit timestamp>_<name>.sql: ${file}`);
    files.push({
      version: match[1]!,
      name: match[2]!,
      file,
      sql: await readFile(path.join(dir, file), 'utf8'),
    });
  }
  return files;
}

/**
 * Applies each pending migration once, in order, each in its own transaction together
 * with its row in `supabase_migrations.schema_migrations` (the Supabase CLI's history
 * table, so `supabase db push` and this runner agree on what has been applied).
 */
export async function applyMigrations(db: Kysely<unknown>, dir: string): Promise<string[]> {
  await sql`create schema if not exists supabase_migrations`.execute(db);
  await sql`create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  )`.execute(db);
  const applied = new Set(
    (
      await sql<{
        version: string;
      }>`select version from supabase_migrations.schema_migrations`.execute(db)
    ).rows.map((r) => r.version),
  );
  const done: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    const statements = splitSqlStatements(migration.sql).filter((s) => s.trim().length > 0);
    try {
      await db.transaction().execute(async (trx) => {
        for (const statement of statements) await sql.raw(statement).execute(trx);
        await sql`insert into supabase_migrations.schema_migrations (version, name, statements)
                  values (${migration.version}, ${migration.name}, ${statements})`.execute(trx);
      });
    } catch (error) {
      throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    done.push(migration.file);
  }
  return done;
}
