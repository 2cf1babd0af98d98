// The extension's daily reply allowance and its tokens, in the database, on PGlite and
// PostgreSQL: reservations are atomic (concurrent calls never exceed the plan), the day is the
// user's own, unposted replies give their place back, the burst, per-author and per-post rules
// hold, tokens belong to the website session that made them, and none of it is reachable by
// the API roles except the two account-page functions.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';

interface Reservation {
  status: 'reserved' | 'skipped';
  id?: string;
  reason?: string;
  used?: number;
  limit?: number;
  retry_after?: number;
}

const sessionIdOf = (user: SignedUpUser): string =>
  (
    JSON.parse(Buffer.from(user.session.access_token.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    }
  ).session_id;

let postCounter = 0;
const post = (author = `author${++postCounter}`) => ({
  url: `https://x.com/${author}/status/${1_000_000 + ++postCounter}`,
  author,
});

forEachBackend('reply allowance and extension tokens', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  const reserve = async (userId: string, target = post()): Promise<Reservation> => {
    const [row] = await server.sql<{ r: Reservation }>(
      'select public.reserve_reply($1, null, $2, $3) as r',
      [userId, target.url, target.author],
    );
    return row!.r;
  };
  const settle = async (userId: string, id: string, outcome: string) => {
    const [row] = await server.sql<{ r: { status: string; used?: number; limit?: number } }>(
      `select public.settle_reply($1, $2, $3, 'test', 'ask-question', 'en', 'A reply') as r`,
      [userId, id, outcome],
    );
    return row!.r;
  };
  /** Moves a user's events back in time (as if made earlier). */
  const age = (userId: string, interval: string) =>
    server.sql(
      `update public.reply_events set created_at = created_at - $2::interval where user_id = $1`,
      [userId, interval],
    );
  const setLimit = (userId: string, limit: number) =>
    server.sql('update public.subscriptions set daily_reply_limit = $2 where user_id = $1', [
      userId,
      limit,
    ]);

  describe('reservations', () => {
    it('counts against the plan and stops at its daily number', async () => {
      const user = await signUpUser(server); // free plan: 5 a day (the burst rule's number too)
      const results: Reservation[] = [];
      for (let i = 0; i < 5; i++) {
        const reservation = await reserve(user.user.id);
        results.push(reservation);
        if (reservation.id) await settle(user.user.id, reservation.id, 'posted');
      }
      expect(results.map((r) => r.status)).toEqual(Array(5).fill('reserved'));
      expect(results.map((r) => r.used)).toEqual([1, 2, 3, 4, 5]);
      expect(await reserve(user.user.id)).toMatchObject({
        status: 'skipped',
        reason: 'daily-limit',
        used: 5,
        limit: 5,
      });
      const { data } = await user.client.rpc('my_subscription').single();
      expect(data).toMatchObject({ daily_replies_used: 5, daily_reply_limit: 5 });
    });

    it('never exceeds the plan under concurrent calls', async () => {
      const user = await signUpUser(server);
      await setLimit(user.user.id, 3);
      const results = await Promise.all(Array.from({ length: 12 }, () => reserve(user.user.id)));
      const reserved = results.filter((r) => r.status === 'reserved');
      // Three at most (the burst rule would allow five): the plan's number wins.
      expect(reserved).toHaveLength(3);
      const [count] = await server.sql<{ n: number }>(
        `select count(*)::int as n from public.reply_events where user_id = $1`,
        [user.user.id],
      );
      expect(count!.n).toBe(3);
    });

    it('allows at most 5 in any 10 minutes, and says when to try again', async () => {
      const user = await signUpUser(server, { data: { plan: 'creator' } });
      for (let i = 0; i < 5; i++) expect((await reserve(user.user.id)).status).toBe('reserved');
      const sixth = await reserve(user.user.id);
      expect(sixth).toMatchObject({ status: 'skipped', reason: 'burst' });
      expect(sixth.retry_after).toBeGreaterThan(500);
      expect(sixth.retry_after).toBeLessThanOrEqual(600);
      await age(user.user.id, '10 minutes 1 second');
      expect((await reserve(user.user.id)).status).toBe('reserved');
    });

    it('replies once per author per day and once per post', async () => {
      const user = await signUpUser(server, { data: { plan: 'creator' } });
      const first = post('SameAuthor');
      const reserved = await reserve(user.user.id, first);
      expect(reserved.status).toBe('reserved');
      await settle(user.user.id, reserved.id!, 'posted');
      expect(await reserve(user.user.id, post('sameauthor'))).toMatchObject({
        status: 'skipped',
        reason: 'author-today',
      });
      expect(await reserve(user.user.id, first)).toMatchObject({
        status: 'skipped',
        reason: 'author-today',
      });
      // Another day (the user's day started after the reply), another chance with the author;
      // the post itself stays replied.
      await age(user.user.id, '25 hours');
      expect(await reserve(user.user.id, first)).toMatchObject({
        status: 'skipped',
        reason: 'already-replied',
      });
    });

    it('gives the place back when the reply is not posted, and keeps it when it is', async () => {
      const user = await signUpUser(server);
      await setLimit(user.user.id, 2);
      const a = await reserve(user.user.id);
      const b = await reserve(user.user.id);
      expect((await reserve(user.user.id)).reason).toBe('daily-limit');
      expect(await settle(user.user.id, a.id!, 'posted')).toMatchObject({
        status: 'recorded',
        used: 2,
      });
      expect(await settle(user.user.id, b.id!, 'discarded')).toMatchObject({
        status: 'recorded',
        used: 1,
      });
      // Recorded once: a second outcome, or one for a posted reply, changes nothing.
      expect(await settle(user.user.id, b.id!, 'posted')).toEqual({ status: 'not-found' });
      expect(await settle(user.user.id, a.id!, 'failed')).toEqual({ status: 'not-found' });
      expect((await reserve(user.user.id)).status).toBe('reserved');
    });

    it("lets a reservation lapse after 15 minutes, and never settles another user's", async () => {
      const user = await signUpUser(server);
      const other = await signUpUser(server);
      await setLimit(user.user.id, 1);
      const a = await reserve(user.user.id);
      expect((await reserve(user.user.id)).reason).toBe('daily-limit');
      expect(await settle(other.user.id, a.id!, 'discarded')).toEqual({ status: 'not-found' });
      await age(user.user.id, '16 minutes');
      expect((await reserve(user.user.id)).status).toBe('reserved');
    });

    it('rejects an unknown outcome and malformed posts without writing', async () => {
      const user = await signUpUser(server);
      const a = await reserve(user.user.id);
      await expect(settle(user.user.id, a.id!, 'liked')).rejects.toThrow(/Unknown outcome/);
      await expect(
        reserve(user.user.id, { url: 'https://evil.example/status/1', author: 'someone' }),
      ).rejects.toThrow();
      await expect(
        reserve(user.user.id, { url: 'https://x.com/ok/status/1', author: 'not a handle!' }),
      ).rejects.toThrow();
      const [count] = await server.sql<{ n: number }>(
        'select count(*)::int as n from public.reply_events where user_id = $1',
        [user.user.id],
      );
      expect(count!.n).toBe(1);
    });

    it('caps any plan at 350 a day', async () => {
      const user = await signUpUser(server);
      await setLimit(user.user.id, 500);
      // 350 posted replies earlier today (spread over the last hours, none in the burst window).
      await server.sql(
        `insert into public.reply_events (user_id, post_url, post_author, status, created_at)
         select $1, 'https://x.com/a' || g || '/status/' || g, 'a' || g, 'posted',
                greatest(now() - interval '11 minutes' - g * interval '1 second',
                         public.reply_day_start($1) + interval '1 second')
         from generate_series(1, 350) g`,
        [user.user.id],
      );
      // The limit answered is the plan's daily number over every X account, not the cap.
      expect(await reserve(user.user.id)).toMatchObject({
        status: 'skipped',
        reason: 'safety-cap',
        limit: 500,
      });
    });

    it('counts the cap per X account, and the plan over all of them', async () => {
      const user = await signUpUser(server);
      await setLimit(user.user.id, 500);
      const onAccount = async (account: string | null) => {
        const target = post();
        const [row] = await server.sql<{ r: Reservation }>(
          'select public.reserve_reply($1, null, $2, $3, $4) as r',
          [user.user.id, target.url, target.author, account],
        );
        return row!.r;
      };
      // 350 posted replies from @main earlier today (none in the burst window).
      const fill = (account: string | null, count: number, from: number) =>
        server.sql(
          `insert into public.reply_events (user_id, post_url, post_author, status, created_at, x_account)
           select $1, 'https://x.com/b' || g || '/status/' || g, 'b' || g, 'posted',
                  greatest(now() - interval '11 minutes' - g * interval '1 second',
                           public.reply_day_start($1) + interval '1 second'), $2
           from generate_series($3::int, $3::int + $4::int - 1) g`,
          [user.user.id, account, from, count],
        );
      await fill('main', 350, 1);
      await server.sql(
        `update public.subscriptions set daily_replies_used = 350 where user_id = $1`,
        [user.user.id],
      );
      expect(await onAccount('Main')).toMatchObject({ status: 'skipped', reason: 'safety-cap' });
      // Without an account the cap counts every reply of the user, as before.
      expect(await onAccount(null)).toMatchObject({ status: 'skipped', reason: 'safety-cap' });
      // Another X account still has its own 350, within the plan's 500.
      const second = await onAccount('second');
      expect(second).toMatchObject({ status: 'reserved', used: 351, limit: 500 });
      // Settling answers the same meter: every reply of the user against the plan's number.
      expect(await settle(user.user.id, second.id!, 'posted')).toMatchObject({
        status: 'recorded',
        used: 351,
        limit: 500,
      });
      await fill('second', 148, 1000);
      await server.sql(
        `update public.subscriptions set daily_replies_used = 499 where user_id = $1`,
        [user.user.id],
      );
      expect(await onAccount('third')).toMatchObject({ status: 'reserved', used: 500 });
      expect(await onAccount('fourth')).toMatchObject({ status: 'skipped', reason: 'daily-limit' });
      await expect(onAccount('not a handle!')).rejects.toThrow(/Not an X handle/);
    });
  });

  describe('the user’s day', () => {
    it('starts at midnight in the saved time zone, which changes at most once a day', async () => {
      const user = await signUpUser(server);
      const saved = await user.client
        .from('reply_settings')
        .insert({ user_id: user.user.id, time_zone: 'Pacific/Kiritimati' });
      expect(saved.error).toBeNull();
      const [start] = await server.sql<{ local: string }>(
        `select to_char(public.reply_day_start($1) at time zone 'Pacific/Kiritimati', 'HH24:MI') as local`,
        [user.user.id],
      );
      expect(start!.local).toBe('00:00');

      const again = await user.client
        .from('reply_settings')
        .update({ time_zone: 'Pacific/Pago_Pago' })
        .eq('user_id', user.user.id);
      expect(again.error?.message).toMatch(/once a day/);
      // Clearing the change time does not help: the server keeps it.
      await user.client
        .from('reply_settings')
        .update({ time_zone_changed_at: null })
        .eq('user_id', user.user.id);
      const still = await user.client
        .from('reply_settings')
        .update({ time_zone: 'Pacific/Pago_Pago' })
        .eq('user_id', user.user.id);
      expect(still.error?.message).toMatch(/once a day/);

      const bad = await (
        await signUpUser(server)
      ).client
        .from('reply_settings')
        .insert({ user_id: user.user.id, time_zone: 'UTC' });
      expect(bad.error).not.toBeNull(); // another user's row
      const unknown = await signUpUser(server);
      const zone = await unknown.client
        .from('reply_settings')
        .insert({ user_id: unknown.user.id, time_zone: 'Mars/Olympus' });
      expect(zone.error?.message).toMatch(/Unknown time zone/);
    });
  });

  describe('extension tokens', () => {
    const hash = (token: string) => createHash('sha256').update(token).digest('hex');
    const create = async (user: SignedUpUser, label = 'Chrome') => {
      const token = `rpx_${randomBytes(32).toString('base64url')}`;
      const [row] = await server.sql<{ id: string }>(
        'select public.create_extension_token($1, $2, $3, $4) as id',
        [user.user.id, sessionIdOf(user), hash(token), label],
      );
      return { token, id: row!.id };
    };
    const owner = async (token: string) =>
      server.sql<{ token_id: string; user_id: string }>(
        'select * from public.use_extension_token($1)',
        [hash(token)],
      );

    it('resolves a token to its user, lists it for them only, and revokes it', async () => {
      const user = await signUpUser(server);
      const other = await signUpUser(server);
      const { token, id } = await create(user);
      expect(await owner(token)).toEqual([
        { token_id: id, user_id: user.user.id, email: user.email },
      ]);
      expect(await owner(`${token}x`)).toEqual([]);

      const mine = await user.client.rpc('my_extension_tokens');
      expect(mine.data).toEqual([expect.objectContaining({ id, label: 'Chrome' })]);
      expect(JSON.stringify(mine.data)).not.toContain(hash(token));
      expect((await other.client.rpc('my_extension_tokens')).data).toEqual([]);
      // The table itself is closed to users.
      const direct = await user.client.from('extension_tokens').select('*');
      expect(direct.data ?? []).toEqual([]);

      expect((await other.client.rpc('revoke_extension_token', { p_id: id })).data).toBe(false);
      expect(await owner(token)).toHaveLength(1);
      expect((await user.client.rpc('revoke_extension_token', { p_id: id })).data).toBe(true);
      expect(await owner(token)).toEqual([]);
    });

    it('dies with the website session that connected it (signing out)', async () => {
      const user = await signUpUser(server);
      const { token } = await create(user);
      expect(await owner(token)).toHaveLength(1);
      const { error } = await user.client.auth.signOut();
      expect(error).toBeNull();
      expect(await owner(token)).toEqual([]);
    });

    it('keeps at most 10 per user', async () => {
      const user = await signUpUser(server);
      const tokens = [];
      for (let i = 0; i < 12; i++) tokens.push(await create(user, `Browser ${i}`));
      const { data } = await user.client.rpc('my_extension_tokens');
      expect(data).toHaveLength(10);
      expect(await owner(tokens[0]!.token)).toEqual([]);
      expect(await owner(tokens[11]!.token)).toHaveLength(1);
    });

    it('the API roles cannot reserve, settle or mint', async () => {
      const user = await signUpUser(server);
      for (const [fn, args] of [
        [
          'reserve_reply',
          {
            p_user_id: user.user.id,
            p_token_id: null,
            p_post_url: 'https://x.com/a/status/1',
            p_post_author: 'a',
          },
        ],
        [
          'create_extension_token',
          {
            p_user_id: user.user.id,
            p_session_id: sessionIdOf(user),
            p_token_hash: 'a'.repeat(64),
            p_label: 'x',
          },
        ],
        ['use_extension_token', { p_token_hash: 'a'.repeat(64) }],
      ] as const) {
        const { data, error } = await user.client.rpc(fn, args);
        expect(error, fn).not.toBeNull();
        expect(data, fn).toBeNull();
      }
      const [count] = await server.sql<{ n: number }>(
        'select (select count(*) from public.reply_events where user_id = $1) + (select count(*) from public.extension_tokens where user_id = $1) as n',
        [user.user.id],
      );
      expect(Number(count!.n)).toBe(0);
    });
  });
});
