// The analytics pipeline's last step against the embedded backend, on PGlite and PostgreSQL:
// the web client's analytics repository inserting a batch as a signed-in user lands it in
// workspace_analytics; a visitor's batch is put back for later and nothing lands; forged
// owners and other people's workspaces are refused; nobody reads the rows back; an event over
// the size limit is refused for good. The client's size estimate matches Postgres's.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import {
  eventData,
  jsonbTextBytes,
  MAX_EVENT_BYTES,
} from '../../src/renderer/lib/analytics/events.ts';
import type { AppSupabase } from '../../src/renderer/lib/supabase.ts';
import {
  createAnalyticsRepository,
  createWorkspaceRepository,
} from '../../src/renderer/platform/supabase/workspace.ts';
import type { AnalyticsEventRow } from '../../src/renderer/platform/types.ts';
import { forEachBackend } from '../support/backends.ts';
import { anonClient, signUpUser, type SignedUpUser } from '../support/clients.ts';

const over = (client: SupabaseClient) => async () => client as unknown as AppSupabase;

function row(
  eventType: string,
  sessionId: string,
  over: Partial<AnalyticsEventRow> = {},
): AnalyticsEventRow {
  return {
    eventType,
    workspaceId: null,
    sessionId,
    data: eventData(
      'item_saved',
      { itemId: randomUUID(), toolName: 'bio-generator', contentType: 'bio' },
      { eventId: randomUUID(), platform: 'web', userAgent: 'IntegrationTest/1.0' },
    ),
    occurredAt: new Date().toISOString(),
    ...over,
  };
}

async function workspaceOf(user: SignedUpUser): Promise<string> {
  const { data, error } = await user.client.rpc('ensure_workspace');
  if (error) throw new Error(error.message);
  return data as string;
}

forEachBackend('analytics events', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  interface Landed {
    user_id: string;
    workspace_id: string | null;
    event_type: string;
    session_id: string | null;
    event_data: Record<string, unknown>;
  }
  const landed = (sessionId: string) =>
    server.sql<Landed>(
      `select user_id, workspace_id, event_type, session_id, event_data
         from public.workspace_analytics where session_id = $1 order by id`,
      [sessionId],
    );

  it('lands a signed-in user’s batch, in order, as theirs, with when it happened', async () => {
    const user = await signUpUser(server);
    const ws = await workspaceOf(user);
    const session = randomUUID();
    const batch = [
      row('clicked_save', session),
      row('item_saved', session, { workspaceId: ws }),
      row('purchase', session),
    ];
    expect(await createAnalyticsRepository(over(user.client)).insert(batch)).toBe('sent');

    const rows = await landed(session);
    expect(rows.map((r) => r.event_type)).toEqual(['clicked_save', 'item_saved', 'purchase']);
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([user.user.id]));
    expect(rows.map((r) => r.workspace_id)).toEqual([null, ws, null]);
    expect(rows[1]!.event_data).toMatchObject({
      ...batch[1]!.data,
      occurred_at: batch[1]!.occurredAt,
    });

    // The owner's figures count the events recorded for their workspace.
    const metrics = await createWorkspaceRepository(over(user.client)).metrics();
    expect(metrics?.events).toMatchObject({ item_saved: 1, workspace_created: 1 });
  });

  it('puts a visitor’s batch back for later, and nothing lands', async () => {
    const session = randomUUID();
    const result = await createAnalyticsRepository(over(anonClient(server))).insert([
      row('clicked_save', session),
    ]);
    expect(result).toBe('retry');
    expect(await landed(session)).toEqual([]);

    // Straight at the API as a visitor: refused too.
    const direct = await anonClient(server)
      .from('workspace_analytics')
      .insert({ event_type: 'clicked_save', session_id: session });
    expect(direct.error).not.toBeNull();
    expect(await landed(session)).toEqual([]);
  });

  it('refuses an event recorded for another user or in another user’s workspace', async () => {
    const user = await signUpUser(server);
    const other = await signUpUser(server);
    const theirs = await workspaceOf(other);
    const session = randomUUID();

    const forged = await user.client
      .from('workspace_analytics')
      .insert({ user_id: other.user.id, event_type: 'purchase', session_id: session });
    expect(forged.error).not.toBeNull();

    const result = await createAnalyticsRepository(over(user.client)).insert([
      row('item_saved', session),
      row('item_saved', session, { workspaceId: theirs }),
    ]);
    // Refused for good (sending it again would fail again), not kept for a retry.
    expect(result).toBe('rejected');
    // The whole batch fails: not even the event that was the user's own lands.
    expect(await landed(session)).toEqual([]);
  });

  it('lets nobody read the events back through the API', async () => {
    const user = await signUpUser(server);
    const session = randomUUID();
    expect(
      await createAnalyticsRepository(over(user.client)).insert([row('clicked_save', session)]),
    ).toBe('sent');
    expect(await landed(session)).toHaveLength(1);

    const own = await user.client.from('workspace_analytics').select('*').eq('session_id', session);
    expect(own.data ?? []).toEqual([]);
    const anon = await anonClient(server)
      .from('workspace_analytics')
      .select('*')
      .eq('session_id', session);
    expect(anon.data ?? []).toEqual([]);
  });

  it('refuses an event over 4 KB for good, and measures sizes as Postgres does', async () => {
    const user = await signUpUser(server);
    const session = randomUUID();
    const repository = createAnalyticsRepository(over(user.client));
    const big = row('item_saved', session, {
      data: { note: 'x'.repeat(4200) },
    });
    expect(await repository.insert([big])).toBe('rejected');
    expect(await landed(session)).toEqual([]);

    // The client's estimate of the stored size (what the queue checks before sending) is
    // Postgres's own, also with nested values and characters of several bytes.
    const near = row('item_saved', session, {
      data: {
        ...row('item_saved', session).data,
        metadata: {
          words: ['ünïcödé', 'القاهرة', '東京'],
          nested: { n: 1.5, ok: true, none: null },
        },
        filler: 'y'.repeat(3000),
      },
    });
    const estimate = jsonbTextBytes({ ...near.data, occurred_at: near.occurredAt });
    expect(estimate).toBeLessThanOrEqual(MAX_EVENT_BYTES);
    expect(await repository.insert([near])).toBe('sent');
    const [size] = await server.sql<{ bytes: number }>(
      `select octet_length(event_data::text)::integer as bytes
         from public.workspace_analytics where session_id = $1`,
      [session],
    );
    expect(size!.bytes).toBe(estimate);
  });
});
