// Row-level security of the first tables, acting as real users through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS, PLAN_TIERS, TRIAL_DAYS } from '../../src/shared/plans.ts';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

forEachBackend('subscriptions and workspaces RLS', ({ start }) => {
  let server: RunningServer;
  let alice: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    server = await start();
    alice = await signUpUser(server, { data: { full_name: 'Alice' } });
    bob = await signUpUser(server, { data: { full_name: 'Bob' } });
  });
  afterAll(() => server?.close());

  it('creates the free plan at sign-up, readable by its owner', async () => {
    const { data, error } = await alice.client.from('subscriptions').select('*').maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: alice.user.id,
      subscription_tier: 'free',
      subscription_status: 'active',
      daily_reply_limit: PLAN_LIMITS.free.dailyReplyLimit,
      daily_replies_used: 0,
      tools_access: PLAN_LIMITS.free.toolsAccess,
      extension_access: PLAN_LIMITS.free.extensionAccess,
      trial_ends_at: null,
    });
  });

  it('starts a 7-day creator trial when sign-up asks for plan creator', async () => {
    const before = Date.now();
    const carol = await signUpUser(server, { data: { full_name: 'Carol', plan: 'creator' } });
    const { data } = await carol.client.from('subscriptions').select('*').single();
    expect(data).toMatchObject({
      subscription_tier: 'creator',
      subscription_status: 'trialing',
      daily_reply_limit: PLAN_LIMITS.creator.dailyReplyLimit,
      tools_access: true,
    });
    const endsIn = Date.parse(data!.trial_ends_at as string) - before;
    const days = TRIAL_DAYS * 24 * 3600 * 1000;
    expect(endsIn).toBeGreaterThan(days - 60_000);
    expect(endsIn).toBeLessThan(days + 60_000);
  });

  it('asking for a paid plan other than the trial at sign-up grants nothing', async () => {
    const mallory = await signUpUser(server, { data: { plan: 'pro' } });
    const { data } = await mallory.client
      .from('subscriptions')
      .select('subscription_tier')
      .single();
    expect(data!.subscription_tier).toBe('free');
  });

  it("does not let one user read another's subscription", async () => {
    const { data, error } = await bob.client
      .from('subscriptions')
      .select('*')
      .eq('user_id', alice.user.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const all = await bob.client.from('subscriptions').select('user_id');
    expect(all.data).toEqual([{ user_id: bob.user.id }]);
  });

  it("does not let one user change another's subscription", async () => {
    const { data } = await bob.client
      .from('subscriptions')
      .update({ subscription_tier: 'pro', daily_reply_limit: 9999 })
      .eq('user_id', alice.user.id)
      .select();
    expect(data ?? []).toEqual([]);
    const del = await bob.client
      .from('subscriptions')
      .delete()
      .eq('user_id', alice.user.id)
      .select();
    expect(del.data ?? []).toEqual([]);
    const [row] = await server.sql<{ subscription_tier: string; daily_reply_limit: number }>(
      'select subscription_tier, daily_reply_limit from public.subscriptions where user_id = $1',
      [alice.user.id],
    );
    expect(row).toEqual({ subscription_tier: 'free', daily_reply_limit: 5 });
  });

  it('does not let a user write their own subscription', async () => {
    const update = await alice.client
      .from('subscriptions')
      .update({ subscription_tier: 'pro', daily_reply_limit: 500, tools_access: true })
      .eq('user_id', alice.user.id)
      .select();
    expect(update.data ?? []).toEqual([]);

    const insert = await alice.client
      .from('subscriptions')
      .insert({ user_id: alice.user.id, subscription_tier: 'pro' });
    expect(insert.error).not.toBeNull();

    const del = await alice.client
      .from('subscriptions')
      .delete()
      .eq('user_id', alice.user.id)
      .select();
    expect(del.data ?? []).toEqual([]);

    const rows = await server.sql(
      'select subscription_tier, tools_access from public.subscriptions where user_id = $1',
      [alice.user.id],
    );
    expect(rows).toEqual([{ subscription_tier: 'free', tools_access: false }]);
  });

  it('shows a signed-out visitor no subscriptions and lets them write none', async () => {
    const anon = anonClient(server);
    const read = await anon.from('subscriptions').select('*');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const insert = await anon
      .from('subscriptions')
      .insert({ user_id: alice.user.id, subscription_tier: 'pro' });
    expect(insert.error).not.toBeNull();
    const workspaces = await anon.from('user_workspaces').select('*');
    expect(workspaces.data).toEqual([]);
  });

  it('lets a user create and read only their own workspace', async () => {
    const own = await alice.client
      .from('user_workspaces')
      .insert({ user_id: alice.user.id })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    expect(own.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const forOther = await alice.client.from('user_workspaces').insert({ user_id: bob.user.id });
    expect(forOther.error).not.toBeNull();

    const bobSees = await bob.client.from('user_workspaces').select('*');
    expect(bobSees.data).toEqual([]);

    const second = await alice.client.from('user_workspaces').insert({ user_id: alice.user.id });
    expect(second.error).not.toBeNull(); // one workspace per user
  });

  it('publishes the plan limits of src/shared/plans.ts', async () => {
    const { data } = await anonClient(server).from('plan_limits').select('*').order('tier');
    const expected = PLAN_TIERS.map((tier) => ({
      tier,
      daily_reply_limit: PLAN_LIMITS[tier].dailyReplyLimit,
      tools_access: PLAN_LIMITS[tier].toolsAccess,
      extension_access: PLAN_LIMITS[tier].extensionAccess,
      workspace_item_limit: PLAN_LIMITS[tier].workspaceItemLimit,
    })).sort((a, b) => a.tier.localeCompare(b.tier));
    expect(data).toEqual(expected);
  });
});

describe('plan limits in SQL and TypeScript', () => {
  it('covers every tier', () => {
    expect(Object.keys(PLAN_LIMITS).sort()).toEqual([...PLAN_TIERS].sort());
  });
});
