// /functions/v1/feature-request: validation, storage with and without a user, the
// per-address rate limit, and RLS (users read only their own requests; visitors none).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

const valid = {
  title: 'Schedule replies for later',
  details: 'Let me queue replies and choose the hour they go out, inside my daily limit.',
  category: 'extension',
};

forEachBackend('feature-request function', ({ start }) => {
  let server: RunningServer;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  let address = 0;
  /** A fresh client address per test, so the rate limit of one test does not leak into another. */
  const nextAddress = () => `203.0.113.${++address}`;

  const count = async () =>
    Number(
      (
        await server.sql<{ n: string }>('select count(*)::text as n from public.feature_requests')
      )[0]!.n,
    );

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/functions/v1/feature-request`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.publishableKey}`,
        'x-forwarded-for': nextAddress(),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    // The test plays the trusted proxy: its X-Forwarded-For is believed (src/server TRUST_PROXY).
    server = await start({ env: { TRUST_PROXY: '1' } });
    [alice, bob] = [await signUpUser(server), await signUpUser(server)];
  });
  afterAll(() => server?.close());

  it('stores a visitor request without a user and with a hashed address', async () => {
    const response = await post(
      { ...valid, email: 'ana@example.test' },
      {
        'x-forwarded-for': '198.51.100.7, 10.0.0.1',
      },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ received: true });
    const rows = await server.sql<Record<string, unknown>>(
      'select title, details, category, email, user_id, client_hash from public.feature_requests',
    );
    expect(rows).toEqual([
      {
        title: valid.title,
        details: valid.details,
        category: 'extension',
        email: 'ana@example.test',
        user_id: null,
        client_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    expect(rows[0]!.client_hash).not.toContain('198.51');
  });

  it("stores a signed-in user's request with their id (through supabase-js)", async () => {
    const { data, error } = await alice.client.functions.invoke('feature-request', {
      body: { ...valid, title: 'Alice wants dark mode', category: 'tools' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ received: true });
    const [row] = await server.sql(
      'select user_id, email from public.feature_requests where title = $1',
      ['Alice wants dark mode'],
    );
    expect(row).toEqual({ user_id: alice.user.id, email: null });
  });

  it.each([
    ['a short title', { ...valid, title: 'Hey' }, /title: must be at least 5 characters/],
    ['a blank-padded title', { ...valid, title: '   ab   ' }, /title: must be at least 5/],
    ['a long title', { ...valid, title: 'x'.repeat(121) }, /title: must be at most 120/],
    ['short details', { ...valid, details: 'Too short.' }, /details: must be at least 20/],
    ['long details', { ...valid, details: 'x'.repeat(2001) }, /details: must be at most 2000/],
    ['an unknown category', { ...valid, category: 'crypto' }, /category: must be one of/],
    ['a missing category', { title: valid.title, details: valid.details }, /category: /],
    ['a bad email', { ...valid, email: 'not-an-email' }, /email: must be a valid email/],
    ['an unknown field', { ...valid, user_id: 'someone' }, /user_id/],
    ['malformed JSON', '{"title": ', /Malformed JSON/],
    ['an oversized body', { ...valid, details: 'x'.repeat(20_000) }, /too large/],
  ])('answers %s with 400 naming the problem, storing nothing', async (_label, body, message) => {
    const before = await count();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('allows 5 requests per address per hour, then answers 429; other addresses still succeed', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.50' };
    for (let i = 0; i < 5; i++) expect((await post(valid, headers)).status).toBe(201);
    const before = await count();
    const limited = await post(valid, headers);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /at most 5 per hour .*try again later/i,
    );
    expect(await count()).toBe(before);
    expect((await post(valid, { 'x-forwarded-for': '192.0.2.51' })).status).toBe(201);
  });

  it('lets a user read only their own requests and a visitor none', async () => {
    await bob.client.functions.invoke('feature-request', {
      body: { ...valid, title: 'Bob wants exports' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    const mine = await alice.client.from('feature_requests').select('title, user_id');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ title: 'Alice wants dark mode', user_id: alice.user.id }]);
    const bobs = await bob.client.from('feature_requests').select('title');
    expect(bobs.data).toEqual([{ title: 'Bob wants exports' }]);
    expect((await anonClient(server).from('feature_requests').select('*')).data).toEqual([]);
  });

  it('refuses direct writes from users and visitors', async () => {
    const before = await count();
    const direct = { ...valid, client_hash: 'a'.repeat(64) };
    expect((await anonClient(server).from('feature_requests').insert(direct)).error).not.toBeNull();
    expect(
      (await alice.client.from('feature_requests').insert({ ...direct, user_id: alice.user.id }))
        .error,
    ).not.toBeNull();
    const update = await alice.client
      .from('feature_requests')
      .update({ title: 'Changed title' })
      .eq('user_id', alice.user.id)
      .select();
    expect(update.data ?? []).toEqual([]);
    const del = await alice.client.from('feature_requests').delete().neq('id', 0).select();
    expect(del.data ?? []).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('needs at least the publishable key', async () => {
    const response = await fetch(`${server.url}/functions/v1/feature-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(401);
  });
});
