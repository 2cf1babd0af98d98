// /functions/v1/extension-token: the extension connects with the website session, then works
// with a token of its own; the token is stored hashed, reads "disconnected" once revoked or
// once the website signs out, and forged or malformed calls change nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXTENSION_TOKEN_PATTERN } from '../../src/shared/contracts/extension-token.ts';
import { MAX_REPLIES_PER_ACCOUNT_PER_DAY, PLAN_LIMITS } from '../../src/shared/plans.ts';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';

forEachBackend('extension-token function', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  const call = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/functions/v1/extension-token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${server.publishableKey}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const connect = async (user: SignedUpUser, label = 'Chrome on Linux') => {
    const res = await call(
      { action: 'connect', label },
      { authorization: `Bearer ${user.session.access_token}` },
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const withToken = async (action: string, token: string) => {
    const res = await call({ action }, { 'x-extension-token': token });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const tokenRows = async (userId: string) =>
    server.sql<{ token_hash: string; label: string }>(
      'select token_hash, label from public.extension_tokens where user_id = $1',
      [userId],
    );

  it('connects with the website session and answers who is connected', async () => {
    const user = await signUpUser(server, { data: { plan: 'creator' } });
    const connected = await connect(user);
    expect(connected.status).toBe(201);
    const token = connected.body.token as string;
    expect(token).toMatch(EXTENSION_TOKEN_PATTERN);
    expect(connected.body.account).toMatchObject({
      user: { id: user.user.id, email: user.email },
      plan: { tier: 'creator', status: 'trialing', extensionAccess: true },
      replies: { used: 0, limit: 200 },
    });
    // Stored as its hash only.
    const rows = await tokenRows(user.user.id);
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256').update(token).digest('hex'),
        label: 'Chrome on Linux',
      },
    ]);

    const status = await withToken('status', token);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      tokenId: connected.body.tokenId,
      account: { user: { id: user.user.id } },
    });
  });

  it("answers the plan's daily number as the limit, above the per-account cap", async () => {
    // Pro's number is reached across more than one X account: `used` counts them all, so the
    // limit beside it is the plan's (as on the dashboard), never one account's cap.
    const pro = PLAN_LIMITS.pro.dailyReplyLimit;
    expect(pro).toBeGreaterThan(MAX_REPLIES_PER_ACCOUNT_PER_DAY);
    const user = await signUpUser(server, { data: { plan: 'creator' } });
    await server.sql(
      `update public.subscriptions set subscription_tier = 'pro', daily_reply_limit = $2
       where user_id = $1`,
      [user.user.id, pro],
    );
    const token = (await connect(user)).body.token as string;
    const status = await withToken('status', token);
    expect(status.body).toMatchObject({ account: { replies: { used: 0, limit: pro } } });
  });

  it('refuses to connect without a signed-in session, and the token cannot connect itself', async () => {
    const anon = await call({ action: 'connect', label: 'x' });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ code: 'sign-in-required' });
    const user = await signUpUser(server);
    const { body } = await connect(user);
    const again = await call(
      { action: 'connect', label: 'x' },
      { 'x-extension-token': body.token as string },
    );
    expect(again.status).toBe(401);
    expect(await tokenRows(user.user.id)).toHaveLength(1);
  });

  it('reads "disconnected" for missing, forged, revoked and signed-out tokens', async () => {
    for (const token of ['', 'rpx_short', `rpx_${'A'.repeat(43)}`, 'Bearer whatever']) {
      const res = await withToken('status', token);
      expect(res.status, token).toBe(401);
      expect(res.body, token).toMatchObject({ code: 'extension-disconnected' });
    }

    const user = await signUpUser(server);
    const revoked = (await connect(user)).body;
    await user.client.rpc('revoke_extension_token', { p_id: revoked.tokenId });
    expect((await withToken('status', revoked.token as string)).status).toBe(401);

    const kept = (await connect(user)).body;
    expect((await withToken('status', kept.token as string)).status).toBe(200);
    await user.client.auth.signOut();
    expect((await withToken('status', kept.token as string)).body).toMatchObject({
      code: 'extension-disconnected',
    });
    expect(await tokenRows(user.user.id)).toEqual([]);
  });

  it('answers the saved persona and session settings, defaults where none, and saves the session', async () => {
    const user = await signUpUser(server);
    const token = (await connect(user)).body.token as string;
    const fresh = await withToken('status', token);
    expect(fresh.body.account).toMatchObject({
      settings: {
        persona: {
          niche: '',
          topics: [],
          allowHashtags: false,
          allowLinks: false,
          style: 'default',
        },
        session: { mode: 'review', pacing: 'optimal', like: true },
      },
    });

    // The website saves a persona (RLS: the owner's row); a field that does not fit reads as
    // the defaults instead of breaking the extension.
    const saved = await user.client.from('reply_settings').upsert({
      user_id: user.user.id,
      persona: { niche: 'Indie hacker', topics: ['saas', 'pricing'], style: 'short' },
    });
    expect(saved.error).toBeNull();
    const session = {
      mode: 'autopilot',
      pacing: 'light',
      activeHours: { start: '07:30', end: '23:00' },
      like: false,
    };
    const res = await call({ action: 'settings', session }, { 'x-extension-token': token });
    expect(await res.json()).toEqual({ saved: true });
    const after = await withToken('status', token);
    expect(after.body.account).toMatchObject({
      settings: {
        persona: { niche: 'Indie hacker', topics: ['saas', 'pricing'], style: 'short' },
        session,
      },
    });
    // Time zone and persona survive the popup's save.
    const [row] = await server.sql<{ persona: { niche: string } }>(
      'select persona from public.reply_settings where user_id = $1',
      [user.user.id],
    );
    expect(row!.persona.niche).toBe('Indie hacker');

    await user.client
      .from('reply_settings')
      .update({ persona: { niche: 42, topics: 'not a list' } })
      .eq('user_id', user.user.id);
    expect(
      (
        (await withToken('status', token)).body.account as {
          settings: { persona: { niche: string } };
        }
      ).settings.persona.niche,
    ).toBe('');

    const bad = await call(
      { action: 'settings', session: { ...session, pacing: 'reckless' } },
      { 'x-extension-token': token },
    );
    expect(bad.status).toBe(400);
    const huge = await user.client
      .from('reply_settings')
      .update({ persona: { niche: 'x'.repeat(20_000) } })
      .eq('user_id', user.user.id);
    expect(huge.error).not.toBeNull();
  });

  it('disconnects its own token only', async () => {
    const user = await signUpUser(server);
    const first = (await connect(user, 'Chrome')).body;
    const second = (await connect(user, 'Firefox')).body;
    const gone = await withToken('disconnect', first.token as string);
    expect(gone).toEqual({ status: 200, body: { disconnected: true } });
    expect((await withToken('status', first.token as string)).status).toBe(401);
    expect((await withToken('status', second.token as string)).status).toBe(200);
  });

  it('answers bad input with a clear 4xx and writes nothing', async () => {
    const user = await signUpUser(server);
    const auth = { authorization: `Bearer ${user.session.access_token}` };
    for (const [body, code] of [
      ['{', 'malformed-json'],
      [{ action: 'connect' }, 'invalid-request'],
      [{ action: 'connect', label: '' }, 'invalid-request'],
      [{ action: 'connect', label: 'x'.repeat(81) }, 'invalid-request'],
      [{ action: 'connect', label: 'ok', extra: 1 }, 'invalid-request'],
      [{ action: 'mint-admin' }, 'invalid-request'],
      [{ action: 'connect', label: 'x'.repeat(5000) }, 'payload-too-large'],
    ] as const) {
      const res = await call(body, auth);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await res.json()).toMatchObject({ code });
    }
    expect((await call({ action: 'status' }, { ...auth })).status).toBe(401);
    const get = await fetch(`${server.url}/functions/v1/extension-token`, {
      headers: { authorization: `Bearer ${server.publishableKey}` },
    });
    expect(get.status).toBe(405);
    expect(await tokenRows(user.user.id)).toEqual([]);
  });
});
