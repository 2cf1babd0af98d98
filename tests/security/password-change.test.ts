// Changing a password on the embedded Auth API over HTTP: the current password is required
// (except right after a reset link), a forged token learns nothing about it, guesses are
// limited like sign-in, and the change ends every other session of the account.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { PASSWORD_CHANGE_RULE, RECOVERY_WINDOW_MINUTES } from '../../src/server/password-change.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, uniqueEmail } from '../support/clients.ts';

interface Session {
  access_token: string;
  refresh_token: string;
}
interface Mailbox {
  mails: { to: string; subject: string; links: string[] }[];
}

forEachBackend('password change', ({ start }) => {
  let server: RunningServer;
  // Each test's requests come from its own address (the server trusts one proxy).
  let nextAddress = 0;
  const newAddress = () => `198.19.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

  beforeAll(async () => {
    server = await start({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.close());

  const call = async (
    method: string,
    path: string,
    { body, token, from }: { body?: unknown; token?: string; from: string },
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : {},
    };
  };

  const signIn = (email: string, password: string, from: string) =>
    call('POST', '/auth/v1/token?grant_type=password', { body: { email, password }, from });

  const account = async (from: string) => {
    const email = uniqueEmail('pw');
    const password = `old-${randomUUID()}`;
    const signedUp = await call('POST', '/auth/v1/signup', { body: { email, password }, from });
    expect(signedUp.status).toBe(200);
    return { email, password, session: signedUp.body as Session };
  };

  const setPassword = (token: string, body: Record<string, unknown>, from: string) =>
    call('PUT', '/auth/v1/user', { body, token, from });

  const userOf = (token: string, from: string) => call('GET', '/auth/v1/user', { token, from });

  /** A token for `sub` signed with a key that is not the server's. */
  const forged = (sub: string) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
      sub,
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}`;
    return `${head}.${createHmac('sha256', 'not-the-secret').update(head).digest('base64url')}`;
  };

  /** Asks for a reset mail from `page` and opens its link; returns the session it lands with. */
  const resetLinkSession = async (email: string, from: string, page = '/auth/reset') => {
    const asked = await call(
      'POST',
      `/auth/v1/recover?redirect_to=${encodeURIComponent(`${server.url}${page}`)}`,
      { body: { email }, from },
    );
    expect(asked.status).toBe(200);
    const box = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as Mailbox;
    const link = box.mails.find((m) => m.to === email)?.links[0];
    expect(link, `a reset mail to ${email}`).toBeDefined();
    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location')!);
    expect(location.pathname).toBe(page);
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get('type')).toBe('recovery');
    return { access_token: params.get('access_token')!, link: link! };
  };

  it('needs the current password; a wrong or missing one changes nothing', async () => {
    const from = newAddress();
    const { email, password, session } = await account(from);

    const missing = await setPassword(session.access_token, { password: 'new-pass-1' }, from);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, error_code: 'current_password_required' });

    const wrong = await setPassword(
      session.access_token,
      { password: 'new-pass-1', current_password: 'not-it' },
      from,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, error_code: 'current_password_mismatch' });
    expect(typeof wrong.body.msg).toBe('string');

    expect((await signIn(email, password, from)).status).toBe(200);
    expect((await signIn(email, 'new-pass-1', from)).status).toBe(400);
  });

  it('changes it with the right one and ends every other session, keeping the caller’s', async () => {
    const from = newAddress();
    const { email, password, session: first } = await account(from);
    const second = (await signIn(email, password, from)).body as Session;
    const third = (await signIn(email, password, from)).body as Session;

    const changed = await setPassword(
      first.access_token,
      { password: 'new-pass-2', current_password: password },
      from,
    );
    expect(changed.status).toBe(200);

    expect((await userOf(first.access_token, from)).status).toBe(200);
    for (const other of [second, third]) {
      expect((await userOf(other.access_token, from)).status).toBe(403);
      const refreshed = await call('POST', '/auth/v1/token?grant_type=refresh_token', {
        body: { refresh_token: other.refresh_token },
        from,
      });
      expect(refreshed.status).toBeGreaterThanOrEqual(400);
    }
    const kept = await call('POST', '/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
      from,
    });
    expect(kept.status).toBe(200);

    expect((await signIn(email, password, from)).status).toBe(400);
    expect((await signIn(email, 'new-pass-2', from)).status).toBe(200);
  });

  it('supabase-js sends current_password with updateUser', async () => {
    const from = newAddress();
    const { email, password, session } = await account(from);
    const client = anonClient(server);
    await client.auth.setSession(session);
    const refused = await client.auth.updateUser({ password: 'js-pass-1' });
    expect(refused.error?.code).toBe('current_password_required');
    const done = await client.auth.updateUser({
      password: 'js-pass-1',
      current_password: password,
    });
    expect(done.error).toBeNull();
    expect((await signIn(email, 'js-pass-1', from)).status).toBe(200);
  });

  it('tells a forged token nothing about the password', async () => {
    const from = newAddress();
    const { password, session } = await account(from);
    const sub = ((await userOf(session.access_token, from)).body as { id: string }).id;
    const token = forged(sub);
    const right = await setPassword(
      token,
      { password: 'x-pass-1', current_password: password },
      from,
    );
    const wrong = await setPassword(
      token,
      { password: 'x-pass-1', current_password: 'nope' },
      from,
    );
    expect(right.status).toBe(wrong.status);
    expect(right.body).toEqual(wrong.body);
    expect([401, 403]).toContain(right.status);
  });

  it('limits current-password guesses per email, counted with sign-in', async () => {
    const { email, password, session } = await account(newAddress());
    const limit = PASSWORD_CHANGE_RULE.perEmail.max;
    // One sign-in attempt uses one of the same allowance.
    expect((await signIn(email, 'wrong', newAddress())).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++)
      statuses.push(
        (
          await setPassword(
            session.access_token,
            { password: 'guess-pass', current_password: `guess-${i}` },
            newAddress(),
          )
        ).status,
      );
    expect(statuses.slice(0, limit - 1).every((s) => s === 400)).toBe(true);
    expect(statuses[limit - 1]).toBe(429);
    // The right password is refused too until the window passes, and so is signing in.
    const right = await setPassword(
      session.access_token,
      { password: 'guess-pass', current_password: password },
      newAddress(),
    );
    expect(right.status).toBe(429);
    expect((await signIn(email, password, newAddress())).status).toBe(429);
  });

  it('lets a reset link set a new password once, without the current one', async () => {
    const from = newAddress();
    const { email, password, session: before } = await account(from);
    const reset = await resetLinkSession(email, from, '/fr/auth/reset');

    const set = await setPassword(reset.access_token, { password: 'reset-pass-1' }, from);
    expect(set.status).toBe(200);
    // the session that existed before is over; the reset one goes on
    expect((await userOf(before.access_token, from)).status).toBe(403);
    expect((await userOf(reset.access_token, from)).status).toBe(200);
    // used once: the next change needs the (new) current password
    const again = await setPassword(reset.access_token, { password: 'reset-pass-2' }, from);
    expect(again.body.error_code).toBe('current_password_required');
    // the link itself works once
    const reused = await fetch(reset.link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toMatch(/#error=access_denied.*error_code=otp_expired/);

    expect((await signIn(email, password, from)).status).toBe(400);
    expect((await signIn(email, 'reset-pass-1', from)).status).toBe(200);
  });

  it('gives a reset session no exemption once its hour has passed', async () => {
    const from = newAddress();
    const { email } = await account(from);
    const reset = await resetLinkSession(email, from);
    const sessionId = JSON.parse(
      Buffer.from(reset.access_token.split('.')[1]!, 'base64url').toString(),
    ).session_id as string;
    await server.sql(
      'update auth.sessions set created_at = now() - make_interval(mins => $2) where id = $1',
      [sessionId, RECOVERY_WINDOW_MINUTES + 1],
    );
    const late = await setPassword(reset.access_token, { password: 'late-pass-1' }, from);
    expect(late.body.error_code).toBe('current_password_required');
  });

  it('answers a reset request the same way for an unknown email, and mails nothing', async () => {
    const from = newAddress();
    const unknown = uniqueEmail('nobody');
    const answer = await call('POST', '/auth/v1/recover', { body: { email: unknown }, from });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    const box = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as Mailbox;
    expect(box.mails.some((m) => m.to === unknown)).toBe(false);
  });
});
