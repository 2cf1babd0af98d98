// The Workspace repository the website uses, against the real data API on PGlite and
// PostgreSQL: keyset pages that return every item exactly once, the tabs, search in English,
// Japanese and Arabic (and what a search must not find), the summary, writes that report 0
// rows changed as a failure, the cap's code, and another user's items out of reach.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import type { AppSupabase } from '../../src/renderer/lib/supabase.ts';
import { createWorkspaceRepository } from '../../src/renderer/platform/supabase/workspace.ts';
import type { WorkspaceRepository } from '../../src/renderer/platform/types.ts';
import { PLAN_LIMITS } from '../../src/shared/plans.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

const FREE_ITEMS = PLAN_LIMITS.free.workspaceItemLimit!;

const repositoryOf = (user: { client: unknown }): WorkspaceRepository =>
  createWorkspaceRepository(async () => user.client as AppSupabase);

forEachBackend('workspace repository', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  const makePaid = (user: SignedUpUser) =>
    server.sql(
      `update public.subscriptions set subscription_tier = 'pro', subscription_status = 'active'
       where user_id = $1`,
      [user.user.id],
    );

  async function saveAll(repo: WorkspaceRepository, contents: string[]) {
    const ids: string[] = [];
    for (const content of contents) {
      const saved = await repo.save({
        toolName: 'smart-hashtag-generator',
        contentType: 'hashtag',
        title: '',
        content,
      });
      if (!saved.ok) throw new Error(`save failed: ${saved.code}`);
      ids.push(saved.item.id);
    }
    return ids;
  }

  it('pages newest first by keyset, every item exactly once, with the tab rules', async () => {
    const user = await signUpUser(server);
    await makePaid(user);
    const repo = repositoryOf(user);
    const ids = await saveAll(
      repo,
      Array.from({ length: 23 }, (_, i) => `item number ${i}`),
    );
    // Same creation time for several items: the id breaks the tie, so no page repeats or skips.
    await server.sql(
      `update public.workspace_items set created_at = '2026-11-01T00:00:00Z'
       where id = any($1::uuid[])`,
      [ids.slice(5, 15)],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await repo.list({ tab: 'all', cursor, limit: 4 });
      expect(page).not.toBeNull();
      seen.push(...page!.items.map((i) => i.id));
      cursor = page!.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(6);
    expect(new Set(seen).size).toBe(23);
    expect([...seen].sort()).toEqual([...ids].sort());

    // Favorites = favorite and not archived; Archived = archived; All = not archived.
    expect((await repo.update(ids[0]!, { isFavorite: true })).ok).toBe(true);
    expect((await repo.update(ids[1]!, { isFavorite: true })).ok).toBe(true);
    expect((await repo.update(ids[1]!, { isArchived: true })).ok).toBe(true);
    expect((await repo.update(ids[2]!, { isArchived: true })).ok).toBe(true);
    const favorites = await repo.listAll({ tab: 'favorites' });
    expect(favorites!.map((i) => i.id)).toEqual([ids[0]]);
    const archived = await repo.listAll({ tab: 'archived' });
    expect(archived!.map((i) => i.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect((await repo.listAll({ tab: 'all' }))!.length).toBe(21);
    // More than one server page (100) for the export.
    const summary = await repo.summary();
    expect(summary).toEqual({ used: 23, max: null, tier: 'pro' });
  });

  it('finds items by words in any language, and needs every word', async () => {
    const user = await signUpUser(server);
    await makePaid(user);
    const repo = repositoryOf(user);
    const [english, japanese, arabic, chinese] = await saveAll(repo, [
      'Growth hooks for indie makers who ship weekly',
      '毎朝のルーティンでフォロワーが増えました。ありがとう！',
      'نصائح للنمو على منصة إكس للمبدعين',
      '今天分享三个写作技巧',
    ]);
    const find = async (search: string) =>
      (await repo.listAll({ tab: 'all', search }))!.map((i) => i.id);

    expect(await find('growth')).toEqual([english]);
    expect(await find('GROW')).toEqual([english]); // a word's start, any case
    expect(await find('indie weekly')).toEqual([english]);
    expect(await find('indie monthly')).toEqual([]);
    expect(await find('フォロワー')).toEqual([japanese]); // from the middle of a sentence
    expect(await find('ルーティン 増え')).toEqual([japanese]);
    expect(await find('للمبدعين')).toEqual([arabic]);
    expect(await find('مبدعين')).toEqual([arabic]); // 'for the creators' holds 'creators'
    expect(await find('منصة')).toEqual([arabic]);
    expect(await find('写作')).toEqual([chinese]);
    expect(await find('！')).toEqual([japanese]);
    // Query syntax is text, not operators.
    expect(await find("growth & !hooks | ' :*")).toEqual([]);
    expect(await find('%')).toEqual([]);
    expect(await find('   ')).toHaveLength(4);
    // Search and tab together: an archived match is only in Archived.
    await repo.update(arabic!, { isArchived: true });
    expect(await find('منصة')).toEqual([]);
    expect((await repo.listAll({ tab: 'archived', search: 'منصة' }))!.map((i) => i.id)).toEqual([
      arabic,
    ]);
    // Too long a search is refused, not cut.
    expect(await repo.list({ tab: 'all', search: 'x'.repeat(201) })).toBeNull();
  });

  it('reports the cap, 0 rows changed and deleted items as failures, and keeps others’ items out', async () => {
    const owner = await signUpUser(server);
    const other = await signUpUser(server);
    const repo = repositoryOf(owner);
    const intruder = repositoryOf(other);
    const ids = await saveAll(
      repo,
      Array.from({ length: FREE_ITEMS }, (_, i) => `free item ${i}`),
    );
    expect(await repo.summary()).toEqual({ used: FREE_ITEMS, max: FREE_ITEMS, tier: 'free' });
    const over = await repo.save({
      toolName: 'reply-grader',
      contentType: 'other',
      title: '',
      content: 'one too many',
    });
    expect(over).toEqual({ ok: false, code: 'workspace-limit' });

    // The other user sees nothing of the owner's and changes nothing.
    expect((await intruder.listAll({ tab: 'all' }))!.length).toBe(0);
    expect(await intruder.update(ids[0]!, { content: 'taken over' })).toEqual({
      ok: false,
      code: 'not-found',
    });
    expect(await intruder.remove(ids[0]!)).toEqual({ ok: false, code: 'not-found' });
    const [row] = await server.sql<{ content: string; deleted_at: string | null }>(
      'select content, deleted_at from public.workspace_items where id = $1',
      [ids[0]],
    );
    expect(row).toEqual({ content: 'free item 0', deleted_at: null });

    // Deleting frees a slot; the deleted item can be neither changed nor deleted again.
    expect(await repo.remove(ids[0]!)).toEqual({ ok: true });
    expect(await repo.remove(ids[0]!)).toEqual({ ok: false, code: 'not-found' });
    expect(await repo.update(ids[0]!, { isFavorite: true })).toEqual({
      ok: false,
      code: 'not-found',
    });
    const again = await repo.save({
      toolName: 'reply-grader',
      contentType: 'other',
      title: 'Kept',
      content: 'fits now',
    });
    expect(again.ok && again.item.title).toBe('Kept');

    // The default title, and bad input refused before anything is written.
    const saved = await repositoryOf(await signUpUser(server)).save({
      toolName: 'instagram-bio-generator',
      contentType: 'bio',
      title: '',
      content: 'Sourdough baker',
    });
    expect(saved.ok && saved.item.title).toBe('bio from instagram-bio-generator');
    expect(await repo.update(ids[1]!, { content: 'x'.repeat(50_001) })).toEqual({
      ok: false,
      code: 'invalid',
    });
    expect(await repo.update(ids[1]!, { content: '  \n ' })).toEqual({
      ok: false,
      code: 'invalid',
    });
    expect(
      await repo.save({
        toolName: 'reply-grader',
        contentType: 'video' as 'other',
        title: '',
        content: 'x',
      }),
    ).toEqual({ ok: false, code: 'invalid' });

    // A visitor reads nothing and writes nothing.
    const visitor = repositoryOf({ client: anonClient(server) });
    expect(await visitor.list({ tab: 'all' })).toBeNull();
    expect(await visitor.summary()).toBeNull();
    expect(
      (await visitor.save({ toolName: 't', contentType: 'other', title: '', content: 'x' })).ok,
    ).toBe(false);
  });

  it('records a workspace’s creation once, whichever way it is created', async () => {
    const user = await signUpUser(server);
    const repo = repositoryOf(user);
    const first = await repo.ensure();
    expect(await repositoryOf(user).ensure()).toBe(first);
    const events = await server.sql<{ n: string }>(
      `select count(*)::text as n from public.workspace_analytics
       where workspace_id = $1 and event_type = 'workspace_created'`,
      [first],
    );
    expect(events[0]!.n).toBe('1');
    const metrics = await repo.metrics();
    expect(metrics).toMatchObject({ items: 0, events: { workspace_created: 1 } });
  });
});
