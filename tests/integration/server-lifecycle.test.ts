// What `npm start` promises: health, runtime config, supabase-js sign-up/in/out, and data
// (accounts, sessions' keys, applied migrations) surviving a restart.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startServer, type StartOptions } from '../../src/server/server.ts';
import { anonClient, uniqueEmail } from '../support/clients.ts';
import { createDatabaseAt } from '../support/postgres.ts';

const migrationCount = readdirSync(path.resolve('supabase/migrations')).filter((f) =>
  f.endsWith('.sql'),
).length;

async function restartScenario(options: StartOptions) {
  const base = { port: 0, host: '127.0.0.1', quiet: true, serveWeb: false, env: {}, ...options };
  const email = uniqueEmail('restart');
  const password = 'correct horse battery staple';

  const first = await startServer(base);
  try {
    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: first.database });

    const config = await (await fetch(`${first.url}/config.json`)).json();
    expect(config).toEqual({ supabaseUrl: first.url, supabaseAnonKey: first.publishableKey });

    const client = anonClient({
      url: config.supabaseUrl,
      publishableKey: config.supabaseAnonKey,
      secretKey: '',
    });
    const signUp = await client.auth.signUp({
      email,
      password,
      options: { data: { full_name: 'Restart Test' } },
    });
    expect(signUp.error).toBeNull();
    const { data: sub } = await client
      .from('subscriptions')
      .select('subscription_tier, daily_reply_limit')
      .single();
    expect(sub).toEqual({ subscription_tier: 'free', daily_reply_limit: 5 });
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    // A migration's revoke must survive restarts (start-up must not re-grant).
    await first.sql(
      `create function public.lifecycle_secret() returns int language sql as 'select 42'`,
    );
    await first.sql(
      `revoke execute on function public.lifecycle_secret() from public, anon, authenticated`,
    );
  } finally {
    await first.close();
  }

  const second = await startServer(base);
  try {
    const client = anonClient(second);
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(email);
    const { data: sub } = await client.from('subscriptions').select('subscription_tier').single();
    expect(sub).toEqual({ subscription_tier: 'free' });
    const wrong = await anonClient(second).auth.signInWithPassword({
      email,
      password: 'wrong password',
    });
    expect(wrong.error?.message).toBeTruthy();
    const [grant] = await second.sql<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', 'public.lifecycle_secret()', 'execute') as anon,
              has_function_privilege('authenticated', 'public.lifecycle_secret()', 'execute') as authenticated`,
    );
    expect(grant).toEqual({ anon: false, authenticated: false });
    const applied = await second.sql('select version from supabase_migrations.schema_migrations');
    expect(applied).toHaveLength(migrationCount);
  } finally {
    await second.close();
  }
}

describe('server lifecycle', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lifecycle-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('[pglite] serves health and config, signs users up and in, and keeps data across a restart', async () => {
    await restartScenario({ dataDir: tempDir() });
  });

  const postgresUrl = inject('postgresUrl');
  it.skipIf(!postgresUrl)('[postgres] the same on a PostgreSQL server', async () => {
    const databaseUrl = await createDatabaseAt(
      postgresUrl!,
      `lifecycle_${process.pid}_${Date.now().toString(36)}`,
    );
    await restartScenario({ dataDir: tempDir(), databaseUrl });
  });

  it('refuses bad configuration with a message that names the setting', async () => {
    await expect(
      startServer({ port: 0, quiet: true, serveWeb: false, env: { DATABASE_URL: 'mysql://x' } }),
    ).rejects.toThrow(/DATABASE_URL must start with postgres/);
    await expect(
      startServer({
        port: 0,
        quiet: true,
        serveWeb: true,
        webRoot: tempDir(),
        dataDir: tempDir(),
        env: {},
      }),
    ).rejects.toThrow(/No built website/);
  });
});
