// start_trial(): a free account that never had a trial starts its own 7-day creator trial
// (the tools' gate offers it beside sharing). Once only, for the caller only, never for a
// visitor, an account already on a trial or one that had it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser } from '../support/clients.ts';

const DAY = 24 * 60 * 60 * 1000;

forEachBackend('start_trial', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('starts the 7-day creator trial of a free account once, with unlimited tools', async () => {
    const user = await signUpUser(server);
    const before = await user.client.rpc('my_subscription').single();
    expect(before.data).toMatchObject({ subscription_tier: 'free', trial_ends_at: null });

    const started = await user.client.rpc('start_trial').single();
    expect(started.error).toBeNull();
    expect(started.data).toMatchObject({
      subscription_tier: 'creator',
      subscription_status: 'trialing',
      tools_access: true,
      daily_reply_limit: 200,
    });
    const ends = Date.parse((started.data as { trial_ends_at: string }).trial_ends_at);
    expect(Math.abs(ends - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    const after = await user.client.rpc('my_subscription').single();
    expect(after.data).toMatchObject({ subscription_tier: 'creator', tools_access: true });

    // A second time: refused, and nothing moves.
    const again = await user.client.rpc('start_trial');
    expect(again.error?.message).toContain('trial-unavailable');
    const [row] = await server.sql<{ ends_ms: string }>(
      `select floor(extract(epoch from trial_ends_at) * 1000)::bigint::text as ends_ms
       from public.subscriptions where user_id = $1`,
      [user.user.id],
    );
    expect(Number(row!.ends_ms)).toBe(ends);
  });

  it('refuses an account that signed up with the trial, one whose trial ended, and a visitor', async () => {
    const trialing = await signUpUser(server, { data: { plan: 'creator' } });
    expect((await trialing.client.rpc('start_trial')).error?.message).toContain(
      'trial-unavailable',
    );

    const ended = await signUpUser(server, { data: { plan: 'creator' } });
    await server.sql(
      `update public.subscriptions set trial_ends_at = now() - interval '1 day'
       where user_id = $1`,
      [ended.user.id],
    );
    // The trial's end is applied (back to free), and the trial end is kept: no second trial.
    expect((await ended.client.rpc('my_subscription').single()).data).toMatchObject({
      subscription_tier: 'free',
    });
    expect((await ended.client.rpc('start_trial')).error?.message).toContain('trial-unavailable');

    const visitor = await anonClient(server).rpc('start_trial');
    expect(visitor.error).not.toBeNull();
    expect(visitor.data).toBeNull();
  });
});
