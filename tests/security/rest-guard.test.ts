// Tokens the data API and the functions must refuse, bodies too large to store, and a size
// limit on every column a user's input reaches.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { rawRequest } from '../support/http.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

forEachBackend('data API and functions refuse bad tokens and oversized input', ({ start }) => {
  let server: RunningServer;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let aliceWorkspace: string;

  beforeAll(async () => {
    server = await start();
    [alice, bob] = [await signUpUser(server), await signUpUser(server)];
    for (const user of [alice, bob]) {
      const { data, error } = await user.client
        .from('user_workspaces')
        .insert({ user_id: user.user.id })
        .select('id')
        .single();
      if (error) throw error;
      if (user === alice) aliceWorkspace = data.id as string;
      const added = await user.client.from('workspace_items').insert({
        workspace_id: data.id,
        user_id: user.user.id,
        content: `secret of ${user.email}`,
        content_type: 'other',
        tool_name: 'test',
      });
      if (added.error) throw added.error;
    }
  });
  afterAll(() => server?.close());

  const now = () => Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, alg = 'HS256', secret = server.jwtSecret) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .sign(new TextEncoder().encode(secret));
  const userClaims = () => ({
    sub: bob.user.id,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now(),
    exp: now() + 600,
  });

  const forged: [string, () => Promise<string>][] = [
    ['role postgres', () => sign({ ...userClaims(), role: 'postgres' })],
    ['role supabase_admin', () => sign({ ...userClaims(), role: 'supabase_admin' })],
    ['no exp', () => sign({ ...userClaims(), exp: undefined })],
    ['expired', () => sign({ ...userClaims(), iat: now() - 7200, exp: now() - 3600 })],
    ['a foreign aud', () => sign({ ...userClaims(), aud: 'another-project' })],
    ['no aud on a user token', () => sign({ ...userClaims(), aud: undefined })],
    ['no sub on a user token', () => sign({ ...userClaims(), sub: undefined })],
    ['issued in the future', () => sign({ ...userClaims(), iat: now() + 3600, exp: now() + 7200 })],
    ['the wrong secret', () => sign(userClaims(), 'HS256', 'x'.repeat(40))],
    ['HS512', () => sign(userClaims(), 'HS512')],
    ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(userClaims())}.`],
    [
      'alg none with a signature',
      async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(userClaims())}.AAAA`,
    ],
    [
      'a stripped signature',
      async () => (await sign(userClaims())).split('.').slice(0, 2).join('.') + '.',
    ],
    ['two parts', async () => (await sign(userClaims())).split('.').slice(0, 2).join('.')],
    ['garbage', async () => 'not-a-token'],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await sign(userClaims())).split('.');
        return `${h}.${b64({ ...userClaims(), sub: alice.user.id })}.${s}`;
      },
    ],
  ];

  describe.each(forged)('a token with %s', (_name, make) => {
    it('is refused by the data API, with nothing read or written', async () => {
      const token = await make();
      const read = await rawRequest(server.url, '/rest/v1/workspace_items?select=content', {
        headers: { apikey: server.publishableKey, authorization: `Bearer ${token}` },
      });
      expect(read.status).toBe(401);
      expect(read.text).not.toContain('secret of');

      const before = await server.sql<{ n: string }>(
        'select count(*)::text as n from workspace_items',
      );
      const write = await rawRequest(server.url, '/rest/v1/workspace_items', {
        method: 'POST',
        headers: { apikey: server.publishableKey, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          workspace_id: aliceWorkspace,
          user_id: alice.user.id,
          content: 'planted',
          content_type: 'other',
          tool_name: 'test',
        }),
      });
      expect(write.status).toBe(401);
      const after = await server.sql<{ n: string }>(
        'select count(*)::text as n from workspace_items',
      );
      expect(after).toEqual(before);
    });

    it('is refused as an apikey too', async () => {
      const r = await rawRequest(server.url, '/rest/v1/workspace_items?select=content', {
        headers: { apikey: await make() },
      });
      expect(r.status).toBe(401);
    });

    it('is refused by the functions', async () => {
      const r = await rawRequest(server.url, '/functions/v1/tool-usage', {
        method: 'POST',
        headers: { authorization: `Bearer ${await make()}` },
        body: JSON.stringify({
          action: 'status',
          toolId: 'instagram-bio-generator',
          deviceId: randomUUID(),
        }),
      });
      expect(r.status).toBe(401);
    });
  });

  it('still serves the keys and a real user token, each to its own rows', async () => {
    const mine = await rawRequest(server.url, '/rest/v1/workspace_items?select=content', {
      headers: {
        apikey: server.publishableKey,
        authorization: `Bearer ${bob.session.access_token}`,
      },
    });
    expect(mine.status).toBe(200);
    expect(mine.json<{ content: string }[]>()).toEqual([{ content: `secret of ${bob.email}` }]);
    const anon = await rawRequest(server.url, '/rest/v1/workspace_items?select=content', {
      headers: { apikey: server.publishableKey, authorization: `Bearer ${server.publishableKey}` },
    });
    expect(anon.status).toBe(200);
    expect(anon.json()).toEqual([]);
    const minted = await rawRequest(server.url, '/rest/v1/workspace_items?select=content', {
      headers: {
        apikey: server.publishableKey,
        authorization: `Bearer ${await sign(userClaims())}`,
      },
    });
    expect(minted.status).toBe(200);
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    for (const authorization of ['Basic YTpi', 'Bearer', 'Bearer a b', bob.session.access_token]) {
      const r = await rawRequest(server.url, '/rest/v1/workspace_items?select=content', {
        headers: { apikey: server.publishableKey, authorization },
      });
      expect(r.status, authorization).toBe(401);
    }
  });

  describe('sizes', () => {
    const insert = (metadata: unknown, chunked = false) => {
      const body = JSON.stringify({
        workspace_id: aliceWorkspace,
        user_id: alice.user.id,
        content: 'big',
        content_type: 'other',
        tool_name: 'test',
        metadata,
      });
      return rawRequest(server.url, '/rest/v1/workspace_items', {
        method: 'POST',
        headers: {
          apikey: server.publishableKey,
          authorization: `Bearer ${alice.session.access_token}`,
          ...(chunked ? { 'transfer-encoding': 'chunked', 'content-length': '' } : {}),
        },
        body,
      });
    };
    const count = async () =>
      (await server.sql<{ n: string }>('select count(*)::text as n from workspace_items'))[0]!.n;

    it.each([
      ['5 MB', 5],
      ['50 MB', 50],
    ])('refuses %s of metadata before reading it', async (_name, mb) => {
      const before = await count();
      const r = await insert({ blob: 'x'.repeat(mb * 1024 * 1024) });
      expect(r.status).toBe(413);
      expect(await count()).toBe(before);
      expect((await rawRequest(server.url, '/health')).status).toBe(200);
    });

    it('refuses metadata over the column limit with a 4xx that names it', async () => {
      const before = await count();
      const r = await insert({ blob: 'x'.repeat(40 * 1024) });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.text).toContain('metadata is at most 32 KB');
      expect(await count()).toBe(before);
    });

    it('refuses deeply nested metadata without a 5xx', async () => {
      const before = await count();
      for (const depth of [100, 3000, 100_000]) {
        // Sent as text: the test's own JSON.parse would overflow at this depth.
        const metadata = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
        const r = await rawRequest(server.url, '/rest/v1/workspace_items', {
          method: 'POST',
          headers: {
            apikey: server.publishableKey,
            authorization: `Bearer ${alice.session.access_token}`,
          },
          body: `{"workspace_id":"${aliceWorkspace}","user_id":"${alice.user.id}","content":"deep","content_type":"other","tool_name":"test","metadata":${metadata}}`,
        });
        expect(r.status, String(depth)).toBeGreaterThanOrEqual(400);
        expect(r.status, String(depth)).toBeLessThan(500);
      }
      expect(await count()).toBe(before);
    });
  });

  it('every text and jsonb column of the app schema has a size limit', async () => {
    const columns = await server.sql<{
      table_name: string;
      column_name: string;
      data_type: string;
    }>(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')
          and table_name in (select table_name from information_schema.tables
                              where table_schema = 'public' and table_type = 'BASE TABLE')`,
    );
    const checks = await server.sql<{ table_name: string; def: string }>(
      `select t.relname as table_name, pg_get_constraintdef(k.oid) as def
         from pg_constraint k join pg_class t on t.oid = k.conrelid
         join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and k.contype = 'c'`,
    );
    const bounded = (table: string, column: string) =>
      checks.some(
        (c) =>
          c.table_name === table &&
          new RegExp(`\\b${column}\\b`).test(c.def) &&
          /(char_length|octet_length|cardinality|= ANY \(ARRAY\[)/.test(c.def),
      );
    const unbounded = columns
      .filter((c) => !bounded(c.table_name, c.column_name))
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(unbounded).toEqual([]);
    expect(columns.length).toBeGreaterThan(20);
  });
});
