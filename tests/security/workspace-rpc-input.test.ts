// The Workspace's reading functions over raw HTTP, as an attacker calls them: odd tabs,
// limits, cursors and search text get a 4xx, never a 5xx, and never another user's row.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { rawRequest } from '../support/http.ts';

forEachBackend('workspace functions refuse odd input', ({ start }) => {
  let server: RunningServer;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  beforeAll(async () => {
    server = await start();
    owner = await signUpUser(server);
    other = await signUpUser(server);
    const { data: workspaceId } = await owner.client.rpc('ensure_workspace');
    const { error } = await owner.client.from('workspace_items').insert({
      user_id: owner.user.id,
      workspace_id: workspaceId,
      content: 'the owner’s secret plan',
      content_type: 'other',
      tool_name: 'reply-grader',
    });
    if (error) throw new Error(error.message);
  });
  afterAll(() => server?.close());

  const rpc = (name: string, body: unknown, token?: string) =>
    rawRequest(server.url, `/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: server.publishableKey,
        authorization: `Bearer ${token ?? server.publishableKey}`,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const ODD: [string, unknown][] = [
    ['an unknown tab', { p_tab: 'deleted' }],
    ['a null tab', { p_tab: null }],
    ['a limit of 0', { p_limit: 0 }],
    ['a huge limit', { p_limit: 1_000_000 }],
    ['a limit beyond integers', { p_limit: 1e20 }],
    ['half a cursor', { p_after_created_at: '2026-01-01T00:00:00Z' }],
    [
      'a cursor that is no time',
      { p_after_created_at: 'yesterday-ish', p_after_id: crypto.randomUUID() },
    ],
    [
      'a cursor id that is no uuid',
      { p_after_created_at: '2026-01-01T00:00:00Z', p_after_id: 'x' },
    ],
    ['a search of 201 characters', { p_query: 'a'.repeat(201) }],
    ['a NUL in the search', { p_query: 'a\u0000b' }],
    ['an unknown parameter', { p_user_id: crypto.randomUUID() }],
    ['a body that is no JSON', '{"p_tab":'],
  ];

  it.each(ODD)('list_workspace_items refuses %s with a 4xx', async (_name, body) => {
    const r = await rpc('list_workspace_items', body, owner.session.access_token);
    expect(r.status, r.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(r.status, r.text.slice(0, 200)).toBeLessThan(500);
  });

  it('reads a search of the wrong JSON type as text or refuses it, never a 5xx', async () => {
    for (const query of [{ $ne: null }, ['secret'], 42, true]) {
      const r = await rpc('list_workspace_items', { p_query: query }, other.session.access_token);
      expect(r.status, r.text.slice(0, 200)).toBeLessThan(500);
      expect(r.text).not.toContain('secret plan');
    }
  });

  it('serves only the caller’s rows, and nothing to a visitor', async () => {
    const mine = await rpc('list_workspace_items', { p_tab: 'all' }, owner.session.access_token);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('the owner’s secret plan');
    const theirs = await rpc(
      'list_workspace_items',
      { p_tab: 'all', p_query: 'secret' },
      other.session.access_token,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.json<unknown[]>()).toEqual([]);
    for (const name of ['list_workspace_items', 'workspace_summary']) {
      const visitor = await rpc(name, {});
      expect(visitor.status).toBeGreaterThanOrEqual(400);
      expect(visitor.status).toBeLessThan(500);
      expect(visitor.text).not.toContain('secret');
    }
    const summary = await rpc('workspace_summary', {}, other.session.access_token);
    expect(summary.json()).toMatchObject({ used: 0 });
  });

  it('answers a write past the free cap with a 400 that names the rule, and writes nothing', async () => {
    const user = await signUpUser(server);
    const { data: workspaceId } = await user.client.rpc('ensure_workspace');
    const row = () => ({
      user_id: user.user.id,
      workspace_id: workspaceId,
      content: 'kept',
      content_type: 'other',
      tool_name: 'reply-grader',
    });
    const post = () =>
      rawRequest(server.url, '/rest/v1/workspace_items', {
        method: 'POST',
        headers: {
          apikey: server.publishableKey,
          authorization: `Bearer ${user.session.access_token}`,
        },
        body: JSON.stringify(row()),
      });
    const { data: limit } = await user.client.rpc('workspace_summary');
    for (let i = 0; i < (limit as { max: number }).max; i++)
      expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'P0001' });
    expect(refused.text).toContain('workspace-limit');
    const [{ n }] = await server.sql<{ n: string }>(
      'select count(*)::text as n from public.workspace_items where user_id = $1',
      [user.user.id],
    );
    expect(Number(n)).toBe((limit as { max: number }).max);
  });
});
