// Attacks on the embedded Auth API over HTTP, as an attacker runs them: guessing email
// codes, dodging limits by spelling paths differently, replaying refresh tokens, spoofing
// X-Forwarded-For through a proxy, and telling registered emails from unknown ones.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { GENERATION_RATE_LIMITS } from '../../src/shared/contracts/generate.ts';
import { forEachBackend } from '../support/backends.ts';
import { pathSpellings, rawRequest } from '../support/http.ts';
import { uniqueEmail } from '../support/clients.ts';

interface Mailbox {
  mails: { to: string; text?: string; sentAt: string }[];
}

forEachBackend('auth abuse', ({ start }) => {
  let server: RunningServer;
  // The test plays one trusted proxy: each test's requests come from its own address.
  let nextAddress = 0;
  const newAddress = () => `198.18.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

  beforeAll(async () => {
    server = await start({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.close());

  const post = (path: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
    rawRequest(server.url, path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { apikey: server.publishableKey, 'x-forwarded-for': from, ...headers },
    });

  const signUp = async (from = newAddress()) => {
    const email = uniqueEmail('victim');
    const password = `pw-${randomUUID()}`;
    const response = await post('/auth/v1/signup', { email, password }, from);
    expect(response.status).toBe(200);
    return { email, password, session: response.json<{ refresh_token: string }>() };
  };

  const latestCode = async (email: string): Promise<string> => {
    const box = (await rawRequest(server.url, '/dev/mailbox.json')).json<Mailbox>();
    const mail = box.mails.find((m) => m.to === email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  const wrongCodes = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'),
    );

  const outstandingCodes = async (email: string) =>
    (
      await server.sql<{ recovery_token: string | null }>(
        'select recovery_token from auth.users where email = $1',
        [email],
      )
    )[0]?.recovery_token ?? null;

  describe('email codes', () => {
    it('kills the code after five wrong guesses, and a new mail brings a fresh one', async () => {
      const from = newAddress();
      const { email } = await signUp(from);
      expect((await post('/auth/v1/otp', { email }, from)).status).toBe(200);
      const code = await latestCode(email);
      for (const wrong of wrongCodes(code, 5)) {
        const guess = await post(
          '/auth/v1/verify',
          { email, token: wrong, type: 'magiclink' },
          from,
        );
        expect(guess.status).toBe(403);
      }
      expect(await outstandingCodes(email)).toBeNull();
      const right = await post('/auth/v1/verify', { email, token: code, type: 'magiclink' }, from);
      expect(right.status).toBe(403);
      expect(right.json().msg).toMatch(/Too many wrong codes/);
      expect(right.text).not.toContain('access_token');

      // The user asks for a new mail: its code works.
      expect((await post('/auth/v1/otp', { email }, from)).status).toBe(200);
      const fresh = await latestCode(email);
      const signedIn = await post(
        '/auth/v1/verify',
        { email, token: fresh, type: 'magiclink' },
        from,
      );
      expect(signedIn.status).toBe(200);
      expect(signedIn.json().access_token).toBeTruthy();
    });

    it('counts guesses sent all at once before any of them runs', async () => {
      const from = newAddress();
      const { email } = await signUp(from);
      await post('/auth/v1/otp', { email }, from);
      const code = await latestCode(email);
      const burst = await Promise.all(
        wrongCodes(code, 20).map((wrong) =>
          post('/auth/v1/verify', { email, token: wrong, type: 'magiclink' }, newAddress()),
        ),
      );
      expect(burst.every((r) => r.status === 403)).toBe(true);
      expect(await outstandingCodes(email)).toBeNull();
      const right = await post('/auth/v1/verify', { email, token: code, type: 'magiclink' }, from);
      expect(right.status).toBe(403);
    });

    it('refuses the link of a killed code too (token hash, GET and POST)', async () => {
      const from = newAddress();
      const { email } = await signUp(from);
      await post('/auth/v1/recover', { email }, from);
      // The reset mail carries the link only: its token is the code's hash.
      const box = (await rawRequest(server.url, '/dev/mailbox.json')).json<{
        mails: { to: string; links: string[] }[];
      }>();
      const link = box.mails.find((m) => m.to === email)?.links[0] ?? '';
      const hash = new URL(link).searchParams.get('token') ?? '';
      const isRight = (code: string) =>
        createHash('sha256')
          .update(email + code)
          .digest('hex') === hash;
      const someCode = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
      for (const wrong of wrongCodes(someCode, 6)
        .filter((c) => !isRight(c))
        .slice(0, 5))
        await post('/auth/v1/verify', { email, token: wrong, type: 'recovery' }, from);
      const viaPost = await post('/auth/v1/verify', { token_hash: hash, type: 'recovery' }, from);
      expect(viaPost.status).toBe(403);
      const viaLink = await rawRequest(server.url, `/auth/v1/verify?token=${hash}&type=recovery`, {
        headers: { 'x-forwarded-for': from },
      });
      expect(viaLink.status).toBe(303);
      expect(String(viaLink.headers.location)).not.toContain('access_token');
    });

    it('answers the same way for an unknown email', async () => {
      const from = newAddress();
      const { email } = await signUp(from);
      await post('/auth/v1/otp', { email }, from);
      const nobody = uniqueEmail('nobody');
      const answers: Record<string, string[]> = { known: [], unknown: [] };
      for (const wrong of wrongCodes(await latestCode(email), 6))
        for (const [kind, target] of [
          ['known', email],
          ['unknown', nobody],
        ] as const) {
          const r = await post(
            '/auth/v1/verify',
            { email: target, token: wrong, type: 'magiclink' },
            from,
          );
          answers[kind]!.push(`${r.status} ${r.text}`);
        }
      expect(answers.unknown).toEqual(answers.known);
      expect(answers.known![5]).toMatch(/^403 .*Too many wrong codes/);
    });

    it('lets a code live ten minutes', async () => {
      const from = newAddress();
      const { email } = await signUp(from);
      await post('/auth/v1/otp', { email }, from);
      const code = await latestCode(email);
      await server.sql(
        "update auth.users set recovery_sent_at = now() - interval '11 minutes' where email = $1",
        [email],
      );
      const late = await post('/auth/v1/verify', { email, token: code, type: 'magiclink' }, from);
      expect(late.status).toBe(403);
      expect(late.text).not.toContain('access_token');
    });

    it('limits code checks per address', async () => {
      const from = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const hash = createHash('sha256').update(`guess-${i}`).digest('hex');
        statuses.push(
          (await post('/auth/v1/verify', { token_hash: hash, type: 'magiclink' }, from)).status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('limits hold however the path is spelled', () => {
    const perEmail: [string, string, (email: string) => unknown, number][] = [
      [
        'sign-in',
        '/auth/v1/token?grant_type=password',
        (email) => ({ email, password: 'wrong-password' }),
        10,
      ],
      ['sign-up', '/auth/v1/signup', (email) => ({ email, password: `pw-${randomUUID()}` }), 5],
      ['sign-in code', '/auth/v1/otp', (email) => ({ email }), 5],
      ['magic link', '/auth/v1/magiclink', (email) => ({ email }), 5],
      ['recovery', '/auth/v1/recover', (email) => ({ email }), 5],
      ['resend', '/auth/v1/resend', (email) => ({ email, type: 'signup' }), 5],
    ];
    it.each(perEmail)('%s: per email', async (_name, route, body, max) => {
      const [path, query] = route.split('?');
      const spellings = pathSpellings(path!);
      const email = uniqueEmail('spelled');
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        const spelled = spellings[(i * 5 + 1) % spellings.length]!;
        // A new address each time: only the per-email limit can stop this.
        const r = await post(`${spelled}${query ? `?${query}` : ''}`, body(email), newAddress());
        statuses.push(r.status);
      }
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses[max]).toBe(429);
    });

    it('every spelling of a limited route reaches the limit (code checks, per address)', async () => {
      const spellings = pathSpellings('/auth/v1/verify');
      const from = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const r = await post(
          spellings[i % spellings.length]!,
          { token_hash: `${i}`.padStart(64, 'a'), type: 'magiclink' },
          from,
        );
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 30)).not.toContain(429);
      expect(statuses[30]).toBe(429);
      // And the spellings that reached a route at all reached this one (no 404 escape hatch).
      expect(statuses.filter((s) => s === 404)).toEqual([]);
    });

    it('token refresh, per address', async () => {
      const spellings = pathSpellings('/auth/v1/token');
      const from = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 151; i++) {
        const r = await post(
          `${spellings[i % spellings.length]}?grant_type=refresh_token`,
          { refresh_token: `not-a-token-${i}` },
          from,
        );
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 150)).not.toContain(429);
      expect(statuses[150]).toBe(429);
    });

    it('refuses a path that cannot be read, and a doubled grant type', async () => {
      const from = newAddress();
      expect((await post('/auth/v1/tok%zzen?grant_type=password', {}, from)).status).toBe(400);
      expect((await post('/auth/v1/token%00?grant_type=password', {}, from)).status).toBe(400);
      expect(
        (await post('/auth/v1/token?grant_type=refresh_token&grant_type=password', {}, from))
          .status,
      ).toBe(400);
    });
  });

  describe('refresh tokens', () => {
    const refresh = (token: string, from: string) =>
      post('/auth/v1/token?grant_type=refresh_token', { refresh_token: token }, from);

    it('allows a replay within ten seconds, refuses it later and ends the session', async () => {
      const from = newAddress();
      const { session } = await signUp(from);
      const first = await refresh(session.refresh_token, from);
      expect(first.status).toBe(200);
      const successor = first.json<{ refresh_token: string }>().refresh_token;

      // A client that lost the answer retries at once: it gets the live token back.
      const retry = await refresh(session.refresh_token, from);
      expect(retry.status).toBe(200);
      expect(retry.json().refresh_token).toBe(successor);

      // 30 seconds later the old token is a stolen one.
      await server.sql(
        "update auth.refresh_tokens set updated_at = now() - interval '30 seconds' where token = $1",
        [session.refresh_token],
      );
      const replay = await refresh(session.refresh_token, from);
      expect(replay.status).toBe(400);
      expect(replay.json().error_code).toBe('refresh_token_already_used');
      expect(replay.text).not.toContain('access_token');
      // The session is over for everyone holding it.
      expect((await refresh(successor, from)).status).toBe(400);
    });

    it('revokes the family when a rotated token is reused after its successor was used', async () => {
      const from = newAddress();
      const { session } = await signUp(from);
      const second = (await refresh(session.refresh_token, from)).json<{ refresh_token: string }>();
      const third = (await refresh(second.refresh_token, from)).json<{ refresh_token: string }>();
      expect((await refresh(session.refresh_token, from)).status).toBe(400);
      expect((await refresh(third.refresh_token, from)).status).toBe(400);
    });
  });

  describe('behind a trusted proxy', () => {
    it('keys on the address the proxy appended, not the one the client wrote', async () => {
      const proxied = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const r = await post(
          '/auth/v1/signup',
          { email: uniqueEmail('proxied'), password: `pw-${randomUUID()}` },
          `${randomUUID().slice(0, 8)}, 10.9.${i}.1, ${proxied}`,
        );
        statuses.push(r.status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
    });

    it('new free-tool browsers per address count the real address', async () => {
      const proxied = newAddress();
      const statuses: number[] = [];
      const limit = GENERATION_RATE_LIMITS.newBrowsersPerAddressPerDay;
      for (let i = 0; i <= limit; i++) {
        const r = await rawRequest(server.url, '/functions/v1/generate', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${server.publishableKey}`,
            'x-forwarded-for': `10.77.${i}.9, ${proxied}`,
          },
          body: JSON.stringify({
            tool: 'instagram-bio-generator',
            input: { niche: `spoofed proxy niche ${i}` },
            deviceId: randomUUID(),
          }),
        });
        statuses.push(r.status);
      }
      // The limit counts the address the proxy appended: every spoofed first hop is the same.
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
      expect(statuses[limit]).toBe(429);
    });
  });

  describe('registered or not, the answer is the same', () => {
    it('sign-in with a wrong password takes about as long for an unknown email', async () => {
      const { email } = await signUp();
      const nobody = uniqueEmail('nobody');
      const time = async (target: string) => {
        const started = performance.now();
        const r = await post(
          '/auth/v1/token?grant_type=password',
          { email: target, password: 'not-the-password' },
          newAddress(),
        );
        expect(r.json().msg).toBe('Invalid login credentials');
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await time(email));
        unknown.push(await time(nobody));
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[3]!;
      // Before: 2–4 ms against 70–170 ms. Both now run one password hash.
      expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    });

    it('a sign-in code without sign-up gets the same answer for an unknown email', async () => {
      const { email } = await signUp();
      const answer = async (target: string) => {
        const r = await post('/auth/v1/otp', { email: target, create_user: false }, newAddress());
        return `${r.status} ${r.text}`;
      };
      expect(await answer(uniqueEmail('nobody'))).toBe(await answer(email));
      const created = await server.sql('select 1 from auth.users where email like $1', [
        'nobody-%',
      ]);
      expect(created).toEqual([]);
    });
  });
});
