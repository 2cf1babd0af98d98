// /functions/v1: the gateway's JWT check, function input validation, and report-error's storage.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

forEachBackend('functions gateway and report-error', ({ start }) => {
  let server: RunningServer;
  let user: SignedUpUser;

  const reportCount = async () =>
    Number(
      (await server.sql<{ n: string }>('select count(*)::text as n from public.error_reports'))[0]!
        .n,
    );

  const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/functions/v1/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.publishableKey}`,
        ...headers,
      },
      body,
    });

  beforeAll(async () => {
    server = await start();
    user = await signUpUser(server);
  });
  afterAll(() => server?.close());

  it('stores a visitor report with no user', async () => {
    const { data, error } = await anonClient(server).functions.invoke('report-error', {
      body: {
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: at Home',
        path: '/pricing',
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ received: true });
    const rows = await server.sql('select message, stack, path, user_id from public.error_reports');
    expect(rows).toEqual([
      {
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: at Home',
        path: '/pricing',
        user_id: null,
      },
    ]);
  });

  it("stores a signed-in user's report with their id and user agent", async () => {
    const response = await post(
      'report-error',
      JSON.stringify({ message: 'boom', path: '/dashboard' }),
      {
        authorization: `Bearer ${user.session.access_token}`,
        'user-agent': 'TestBrowser/1.0',
      },
    );
    expect(response.status).toBe(201);
    const [row] = await server.sql(
      'select user_id, user_agent from public.error_reports where message = $1',
      ['boom'],
    );
    expect(row).toEqual({ user_id: user.user.id, user_agent: 'TestBrowser/1.0' });
  });

  it('never lets a user or a visitor read reports back', async () => {
    expect((await user.client.from('error_reports').select('*')).data).toEqual([]);
    expect((await anonClient(server).from('error_reports').select('*')).data).toEqual([]);
    const del = await user.client.from('error_reports').delete().neq('id', 0).select();
    expect(del.data ?? []).toEqual([]);
    expect(await reportCount()).toBe(2);
  });

  it.each([
    ['malformed JSON', '{"message": "x", ', /Malformed JSON/],
    ['an empty body', '', /empty/],
    ['a wrong type', JSON.stringify({ message: 42, path: '/' }), /message: .*expected string/],
    ['a missing field', JSON.stringify({ message: 'x' }), /path: /],
    [
      'a relative path',
      JSON.stringify({ message: 'x', path: 'home' }),
      /path: must be a path starting with \//,
    ],
    ['an unknown field', JSON.stringify({ message: 'x', path: '/', admin: true }), /admin/],
    ['a JSON array', JSON.stringify([1, 2]), /expected object/],
    [
      'an oversized body',
      JSON.stringify({ message: 'x', path: '/', stack: 'a'.repeat(60_000) }),
      /too large/,
    ],
  ])(
    'answers %s with 400 and says what is wrong, storing nothing',
    async (_label, body, message) => {
      const before = await reportCount();
      const response = await post('report-error', body);
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: string };
      expect(json.error).toMatch(message);
      expect(await reportCount()).toBe(before);
    },
  );

  it('answers other methods with 405', async () => {
    const response = await fetch(`${server.url}/functions/v1/report-error`, {
      headers: { authorization: `Bearer ${server.publishableKey}` },
    });
    expect(response.status).toBe(405);
  });

  it('answers an unknown function with 404', async () => {
    const response = await post('no-such-function', '{}');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });

  it('rejects a missing JWT with 401 and stores nothing', async () => {
    const before = await reportCount();
    const response = await fetch(`${server.url}/functions/v1/report-error`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x', path: '/' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    expect(await reportCount()).toBe(before);
  });

  it('rejects a forged, tampered or expired JWT with 401 and stores nothing', async () => {
    const before = await reportCount();
    const claims = { sub: user.user.id, role: 'authenticated', aud: 'authenticated' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-not-the-project-secret'));
    const [head, , sig] = user.session.access_token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${sig}`;
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.jwtSecret));
    for (const token of [forged, tampered, expired, 'not-a-jwt']) {
      const response = await post('report-error', JSON.stringify({ message: 'x', path: '/' }), {
        authorization: `Bearer ${token}`,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    }
    expect(await reportCount()).toBe(before);
  });

  it('answers CORS preflight without a JWT', async () => {
    const response = await fetch(`${server.url}/functions/v1/report-error`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
