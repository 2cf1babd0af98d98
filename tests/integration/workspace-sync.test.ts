// The Workspace's data rules over the data API, as any client (or attacker) meets them, on
// PGlite and PostgreSQL: the workspace made on first need, the free plan's cap (also against
// inserts racing for the last slots), soft deletes, the per-user revision (once per write,
// strictly increasing in commit order, a keyset pull sees every change once), ownership, size
// limits, search in any language, and the analytics events.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { PLAN_LIMITS } from '../../src/shared/plans.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

const FREE_ITEMS = PLAN_LIMITS.free.workspaceItemLimit!;

async function workspaceOf(user: SignedUpUser): Promise<string> {
  const { data, error } = await user.client.rpc('ensure_workspace');
  if (error) throw new Error(error.message);
  return data as string;
}

const item = (user: SignedUpUser, workspaceId: string, over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: user.user.id,
  workspace_id: workspaceId,
  title: 'A saved bio',
  content: 'Baker of sourdough and small joys',
  content_type: 'bio',
  tool_name: 'bio-generator',
  ...over,
});

async function insert(client: SupabaseClient, row: Record<string, unknown>) {
  return client.from('workspace_items').insert(row).select('id, rev').maybeSingle();
}

forEachBackend('workspace data rules', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  const live = async (userId: string) =>
    Number(
      (
        await server.sql<{ n: string }>(
          'select count(*)::text as n from public.workspace_items where user_id = $1 and deleted_at is null',
          [userId],
        )
      )[0]!.n,
    );

  it('creates the caller’s workspace on first need, once, and never for a visitor', async () => {
    const user = await signUpUser(server);
    const first = await workspaceOf(user);
    expect(await workspaceOf(user)).toBe(first);
    expect((await anonClient(server).rpc('ensure_workspace')).error).not.toBeNull();
  });

  it('holds a free account to its items, lets a deletion free a slot, and lifts the cap on a paid plan', async () => {
    const user = await signUpUser(server);
    const ws = await workspaceOf(user);
    for (let i = 0; i < FREE_ITEMS; i++)
      expect((await insert(user.client, item(user, ws))).error).toBeNull();
    const refused = await insert(user.client, item(user, ws));
    expect(refused.error?.message).toContain('workspace-limit');
    expect(await live(user.user.id)).toBe(FREE_ITEMS);

    // A soft delete frees a slot; restoring the deleted item is not possible.
    const [victim] = await server.sql<{ id: string }>(
      'select id from public.workspace_items where user_id = $1 limit 1',
      [user.user.id],
    );
    const deleted = await user.client
      .from('workspace_items')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', victim!.id)
      .select('id');
    expect(deleted.data).toHaveLength(1);
    expect((await insert(user.client, item(user, ws))).error).toBeNull();
    const revive = await user.client
      .from('workspace_items')
      .update({ deleted_at: null })
      .eq('id', victim!.id)
      .select('id');
    expect(revive.error?.message).toContain('workspace-item-deleted');

    // The plan changes (as the billing webhook does): no cap.
    await server.sql(
      `update public.subscriptions set subscription_tier = 'pro' where user_id = $1`,
      [user.user.id],
    );
    for (let i = 0; i < 3; i++)
      expect((await insert(user.client, item(user, ws))).error).toBeNull();
    expect(await live(user.user.id)).toBe(FREE_ITEMS + 3);
  });

  it('lets exactly the free slots go to inserts racing for them', async () => {
    const user = await signUpUser(server);
    const ws = await workspaceOf(user);
    for (let i = 0; i < FREE_ITEMS - 2; i++) await insert(user.client, item(user, ws));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => insert(user.client, item(user, ws))),
    );
    expect(results.filter((r) => !r.error)).toHaveLength(2);
    expect(results.filter((r) => r.error?.message.includes('workspace-limit'))).toHaveLength(4);
    expect(await live(user.user.id)).toBe(FREE_ITEMS);
  });

  it('bumps the user’s revision once per write, in commit order, and a keyset pull sees each change once', async () => {
    const user = await signUpUser(server);
    await server.sql(
      `update public.subscriptions set subscription_tier = 'pro' where user_id = $1`,
      [user.user.id],
    );
    const ws = await workspaceOf(user);
    const rev = async () =>
      Number(
        (
          await server.sql<{ rev: string }>(
            'select rev::text from public.sync_state where user_id = $1',
            [user.user.id],
          )
        )[0]?.rev ?? 0,
      );
    const a = await insert(user.client, item(user, ws));
    expect(a.data!.rev).toBe(await rev());
    const before = await rev();
    await user.client.from('workspace_items').update({ is_favorite: true }).eq('id', a.data!.id);
    expect(await rev()).toBe(before + 1);
    await user.client
      .from('workspace_items')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', a.data!.id);
    expect(await rev()).toBe(before + 2);

    // Concurrent writers: distinct revisions, all above the cursor taken before them.
    const cursor = await rev();
    const written = await Promise.all(
      Array.from({ length: 12 }, () => insert(user.client, item(user, ws))),
    );
    const revs = written.map((w) => Number(w.data!.rev));
    expect(new Set(revs).size).toBe(12);
    expect(Math.min(...revs)).toBeGreaterThan(cursor);
    expect(await rev()).toBe(cursor + 12);

    // A keyset pull from the cursor, two rows a page: every change exactly once.
    const seen: string[] = [];
    let from = cursor;
    for (;;) {
      const { data, error } = await user.client
        .from('workspace_items')
        .select('id, rev')
        .gt('rev', from)
        .order('rev')
        .limit(2);
      expect(error).toBeNull();
      if (!data!.length) break;
      seen.push(...data!.map((r) => r.id as string));
      from = Number(data!.at(-1)!.rev);
    }
    expect(seen.sort()).toEqual(written.map((w) => w.data!.id as string).sort());

    // Another user's writes do not touch this user's revision.
    const other = await signUpUser(server);
    await insert(other.client, item(other, await workspaceOf(other)));
    expect(await rev()).toBe(cursor + 12);
  });

  it('refuses forged owners, foreign workspaces, moves, hard deletes, oversized and unknown content', async () => {
    const user = await signUpUser(server);
    const other = await signUpUser(server);
    const ws = await workspaceOf(user);
    const theirs = await workspaceOf(other);
    const before = await live(other.user.id);
    expect(
      (await insert(user.client, item(user, ws, { user_id: other.user.id }))).error,
    ).not.toBeNull();
    expect((await insert(user.client, item(user, theirs))).error).not.toBeNull();
    expect(
      (await insert(user.client, item(user, ws, { content: 'x'.repeat(50_001) }))).error,
    ).not.toBeNull();
    expect(
      (await insert(user.client, item(user, ws, { content_type: 'spreadsheet' }))).error,
    ).not.toBeNull();
    expect(
      (await insert(user.client, item(user, ws, { metadata: { blob: 'x'.repeat(40_000) } }))).error,
    ).not.toBeNull();
    expect(await live(other.user.id)).toBe(before);
    expect(await live(user.user.id)).toBe(0);

    const mine = await insert(user.client, item(user, ws));
    const moved = await user.client
      .from('workspace_items')
      .update({ workspace_id: theirs })
      .eq('id', mine.data!.id)
      .select('id');
    expect(moved.data ?? []).toHaveLength(0);
    // Someone else's item: the update matches no row (RLS), which is not a success.
    const [theirItem] = (await insert(other.client, item(other, theirs))).data ? [1] : [];
    expect(theirItem).toBe(1);
    const foreign = await user.client
      .from('workspace_items')
      .update({ title: 'mine now' })
      .eq('user_id', other.user.id)
      .select('id');
    expect(foreign.data ?? []).toHaveLength(0);
    const removed = await user.client
      .from('workspace_items')
      .delete()
      .eq('id', mine.data!.id)
      .select('id');
    expect(removed.data ?? []).toHaveLength(0);
    expect(await live(user.user.id)).toBe(1);
  });

  it('finds words of any language by the simple configuration', async () => {
    const user = await signUpUser(server);
    const ws = await workspaceOf(user);
    await insert(
      user.client,
      item(user, ws, { title: 'Launch thread', content: 'Shipping the beta today' }),
    );
    await insert(
      user.client,
      item(user, ws, { title: 'سيرة', content: 'خباز الخبز المخمر في القاهرة' }),
    );
    const find = async (words: string) =>
      (
        await user.client
          .from('workspace_items')
          .select('title')
          .textSearch('search', words, { config: 'simple' })
      ).data?.map((r) => r.title);
    expect(await find('beta')).toEqual(['Launch thread']);
    expect(await find('القاهرة')).toEqual(['سيرة']);
  });

  it('takes the owner’s own analytics events only, and shows figures only to the owner', async () => {
    const user = await signUpUser(server);
    const other = await signUpUser(server);
    const ws = await workspaceOf(user);
    const theirs = await workspaceOf(other);
    const own = await user.client
      .from('workspace_analytics')
      .insert({ workspace_id: ws, event_type: 'item_saved', event_data: { tool: 'bio' } });
    expect(own.error).toBeNull();
    expect(
      (
        await user.client
          .from('workspace_analytics')
          .insert({ user_id: other.user.id, workspace_id: ws, event_type: 'item_saved' })
      ).error,
    ).not.toBeNull();
    expect(
      (
        await user.client
          .from('workspace_analytics')
          .insert({ workspace_id: theirs, event_type: 'item_saved' })
      ).error,
    ).not.toBeNull();
    expect((await user.client.from('workspace_analytics').select('id')).data ?? []).toHaveLength(0);
    const metrics = await user.client.rpc('get_workspace_metrics', { p_workspace_id: ws });
    expect(metrics.data).toMatchObject({ items: 0, events: { item_saved: 1 } });
    const foreign = await user.client.rpc('get_workspace_metrics', { p_workspace_id: theirs });
    expect(foreign.data).toBeNull();
  });
});
