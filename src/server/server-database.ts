import { App } from '@supabase/lite';
import { BOOTSTRAP_SQL } from './bootstrap.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openDatabase, type Database } from './database.ts';
import type { ProjectKeys } from './keys.ts';
import type { MailDriver } from './mail/driver.ts';
import { applyMigrations } from './migrations.ts';
import { RATE_LIMIT_SCHEMA_SQL } from './rate-limit-store.ts';
import type { ServerConfig } from './server-config.ts';

export interface ServerDatabase {
  db: Database;
  /** Closes the database, then frees the data folder for another server. */
  release(): Promise<void>;
}

/**
 * Locks the data folder (PGlite is single-process), opens the database and creates what a
 * Supabase image has before any migration: the API roles and default grants.
 */
export async function openServerDatabase(config: ServerConfig): Promise<ServerDatabase> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let db: Database;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    unlock();
    throw error;
  }
  const release = async () => {
    await db.close();
    unlock();
  };
  try {
    await db.exec(BOOTSTRAP_SQL);
    // Several server processes may share one PostgreSQL: their limits count together there.
    if (db.kind === 'postgres') await db.exec(RATE_LIMIT_SCHEMA_SQL);
  } catch (error) {
    await release();
    throw new Error(`Could not prepare the database: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { db, release };
}

/** Supabase Auth and PostgREST on our database: the @supabase/lite App. */
export function createLiteApp(options: {
  config: ServerConfig;
  db: Database;
  keys: ProjectKeys;
  mail: MailDriver;
}) {
  const { config, keys } = options;
  return new App({
    connection: options.db.connection,
    auth: {
      enabled: true,
      jwt_secret: keys.jwtSecret,
      jwt_expiry: config.env.JWT_EXPIRY_SECONDS,
      enable_signup: true,
      publishable_key: keys.publishableKey,
      secret_key: keys.secretKey,
      // Links in Auth's mails; set again once the port is known (see startServer).
      site_url: config.env.PUBLIC_URL ?? `http://${config.displayHost}:${config.requestedPort}`,
      additional_redirect_urls: [],
      // Codes and links in Auth's mails live 10 minutes (the auth guard allows 5 wrong codes).
      email: { enable_confirmations: false, otp_expiry: 600 },
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: 10,
    },
    options: { server: { admin: false }, drivers: { email: options.mail } },
  } as ConstructorParameters<typeof App>[0]);
}

export type LiteApp = ReturnType<typeof createLiteApp>;

/**
 * Readies the App's schema and ours: the auth schema the migrations reference, every pending
 * migration, and one API request before the server listens.
 */
export async function prepareSchema(options: {
  auth: LiteApp;
  db: Database;
  keys: ProjectKeys;
  migrationsDir: string;
  log: (line: string) => void;
}): Promise<void> {
  const { auth, db } = options;
  await auth.init();
  await auth.ensureSystemSchema(); // the auth schema that migrations reference
  const applied = await applyMigrations(db.kysely, options.migrationsDir);
  if (applied.length) options.log(`Applied migrations: ${applied.join(', ')}`);
  await db.connection.clearSchemaCache();
  // @supabase/lite grants its API roles on a connection's first API request, unguarded:
  // a burst of first requests races on the catalog ("tuple concurrently updated"). One
  // request now, before the server listens, does it serially.
  await auth.fetch(
    new Request('http://localhost/rest/v1/plan_limits?select=tier&limit=1', {
      headers: { apikey: options.keys.publishableKey },
    }),
  );
}
