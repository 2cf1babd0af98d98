import { z } from 'zod';
import { CONTENT_TYPES, ContentToSaveSchema } from '../../../shared/contracts/magic-link-auth.ts';
import type { Json } from '../../../shared/database.types.ts';
import { randomUuid } from '../../../shared/random-uuid.ts';
import { visibleText } from '../../../shared/text.ts';
import { defaultItemTitle } from '../../../shared/workspace-items.ts';
import type { AppSupabase } from '../../lib/supabase.ts';
import type {
  AnalyticsRepository,
  WorkspaceErrorCode,
  WorkspaceItem,
  WorkspaceRepository,
  WorkspaceTab,
} from '../types.ts';

/** Items per page when the caller names none; the server serves at most 100. */
export const WORKSPACE_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
/** Longest search the server takes. */
export const MAX_WORKSPACE_SEARCH = 200;
/** Longest content an item may hold (the database's check says the same). */
export const MAX_WORKSPACE_CONTENT = 50_000;

const ITEM_COLUMNS =
  'id, title, content, content_type, tool_name, metadata, is_favorite, is_archived, created_at, updated_at';

const ItemRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  tool_name: z.string(),
  metadata: z.record(z.string(), z.json()).catch({}),
  is_favorite: z.boolean(),
  is_archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

function toItem(row: z.infer<typeof ItemRowSchema>): WorkspaceItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    contentType: row.content_type,
    toolName: row.tool_name,
    metadata: row.metadata as Record<string, Json>,
    isFavorite: row.is_favorite,
    isArchived: row.is_archived,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Rows the server answered, read through the schema: one that does not fit is left out. */
function toItems(rows: unknown): WorkspaceItem[] | null {
  if (!Array.isArray(rows)) return null;
  return rows.flatMap((row) => {
    const parsed = ItemRowSchema.safeParse(row);
    return parsed.success ? [toItem(parsed.data)] : [];
  });
}

/** A page cursor: the last item's creation time and id (keyset, stable under inserts). */
export function encodeCursor(item: Pick<WorkspaceItem, 'createdAt' | 'id'>): string {
  return `${item.createdAt}|${item.id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const [createdAt, id, ...rest] = cursor.split('|');
  if (rest.length || !createdAt || !id || !UUID.test(id) || Number.isNaN(Date.parse(createdAt)))
    return null;
  return { createdAt, id };
}

interface PostgrestError {
  code?: string;
  message?: string;
}

/** What a refused write means for the user. */
export function workspaceErrorCode(error: PostgrestError): WorkspaceErrorCode {
  const message = error.message ?? '';
  if (message.includes('workspace-limit')) return 'workspace-limit';
  if (message.includes('workspace-item-deleted')) return 'not-found';
  if (error.code === 'PGRST301' || message.includes('not-signed-in')) return 'signed-out';
  // Checks (size, content type), too long, not null, invalid text.
  if (error.code && /^(23514|22001|23502|22P02|22023)$/.test(error.code)) return 'invalid';
  return 'failed';
}

const SummarySchema = z.object({
  used: z.coerce.number().int().min(0),
  max: z.coerce.number().int().min(0).nullable(),
  tier: z.enum(['free', 'pro']),
});

const count = z.coerce.number().int().min(0);
const MetricsSchema = z.object({
  items: count,
  favorites: count,
  archived: count,
  byTool: z.record(z.string(), count),
  events: z.record(z.string(), count),
});

async function signedInUser(supabase: AppSupabase): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

export function createWorkspaceRepository(client: () => Promise<AppSupabase>): WorkspaceRepository {
  // The workspace id of the signed-in user, asked for once per user.
  let workspace: { userId: string; id: Promise<string | null> } | null = null;
  async function ensure(supabase: AppSupabase, userId: string): Promise<string | null> {
    let asked = workspace;
    if (asked?.userId !== userId) {
      const id = Promise.resolve(supabase.rpc('ensure_workspace')).then(({ data, error }) =>
        error || typeof data !== 'string' ? null : data,
      );
      asked = workspace = { userId, id };
    }
    const id = await asked.id;
    if (id === null && workspace === asked) workspace = null; // asked again next time
    return id;
  }

  async function page(
    supabase: AppSupabase,
    tab: WorkspaceTab,
    search: string | undefined,
    after: { createdAt: string; id: string } | null,
    limit: number,
  ) {
    const { data, error } = await supabase.rpc('list_workspace_items', {
      p_tab: tab,
      p_query: search?.trim() ? search.trim() : undefined,
      p_after_created_at: after?.createdAt,
      p_after_id: after?.id,
      p_limit: limit,
    });
    if (error) return null;
    return toItems(data);
  }

  function searchFits(search: string | undefined): boolean {
    return (search?.trim().length ?? 0) <= MAX_WORKSPACE_SEARCH;
  }

  const repository: WorkspaceRepository = {
    async recent(userId, limit) {
      try {
        const { data, error } = await (
          await client()
        )
          .from('workspace_items')
          .select('id, title, tool_name, content_type, created_at')
          .eq('user_id', userId)
          .is('deleted_at', null)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(limit);
        if (error) return null;
        return data.flatMap((row) =>
          (CONTENT_TYPES as readonly string[]).includes(row.content_type)
            ? [{ ...row, content_type: row.content_type as (typeof CONTENT_TYPES)[number] }]
            : [],
        );
      } catch {
        return null;
      }
    },

    async list({ tab, search, cursor, limit = WORKSPACE_PAGE_SIZE }) {
      try {
        if (!searchFits(search) || limit < 1 || limit > MAX_PAGE_SIZE) return null;
        const after = cursor ? decodeCursor(cursor) : null;
        if (cursor && !after) return null;
        // One more than asked tells whether another page follows.
        const items = await page(await client(), tab, search, after, limit + 1);
        if (!items) return null;
        const shown = items.slice(0, limit);
        return {
          items: shown,
          nextCursor: items.length > limit ? encodeCursor(shown[shown.length - 1]!) : null,
        };
      } catch {
        return null;
      }
    },

    async listAll({ tab, search }) {
      try {
        if (!searchFits(search)) return null;
        const supabase = await client();
        const all: WorkspaceItem[] = [];
        let after: { createdAt: string; id: string } | null = null;
        for (;;) {
          const items = await page(supabase, tab, search, after, MAX_PAGE_SIZE);
          if (!items) return null;
          all.push(...items);
          if (items.length < MAX_PAGE_SIZE) return all;
          const last = items[items.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
        }
      } catch {
        return null;
      }
    },

    async summary() {
      try {
        const { data, error } = await (await client()).rpc('workspace_summary');
        if (error) return null;
        const parsed = SummarySchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },

    async ensure() {
      try {
        const supabase = await client();
        const userId = await signedInUser(supabase);
        return userId ? await ensure(supabase, userId) : null;
      } catch {
        return null;
      }
    },

    async save(input) {
      try {
        const parsed = ContentToSaveSchema.safeParse(input);
        if (!parsed.success) return { ok: false, code: 'invalid' };
        const supabase = await client();
        const userId = await signedInUser(supabase);
        if (!userId) return { ok: false, code: 'signed-out' };
        const workspaceId = await ensure(supabase, userId);
        if (!workspaceId) return { ok: false, code: 'failed' };
        const item = parsed.data;
        const { data, error } = await supabase
          .from('workspace_items')
          .insert({
            id: randomUuid(),
            user_id: userId,
            workspace_id: workspaceId,
            title: item.title || defaultItemTitle(item.contentType, item.toolName),
            content: item.content,
            content_type: item.contentType,
            tool_name: item.toolName,
            metadata: (item.metadata ?? {}) as Json,
          })
          .select(ITEM_COLUMNS);
        if (error) return { ok: false, code: workspaceErrorCode(error) };
        const [saved] = toItems(data) ?? [];
        return saved ? { ok: true, item: saved } : { ok: false, code: 'failed' };
      } catch {
        return { ok: false, code: 'failed' };
      }
    },

    async update(id, patch) {
      try {
        if (!UUID.test(id)) return { ok: false, code: 'not-found' };
        let change: { content: string } | { is_favorite: boolean } | { is_archived: boolean };
        if ('content' in patch) {
          const content = patch.content;
          if (
            typeof content !== 'string' ||
            content.length > MAX_WORKSPACE_CONTENT ||
            visibleText(content).length === 0
          )
            return { ok: false, code: 'invalid' };
          change = { content };
        } else if ('isFavorite' in patch) change = { is_favorite: patch.isFavorite === true };
        else change = { is_archived: patch.isArchived === true };
        const { data, error } = await (
          await client()
        )
          .from('workspace_items')
          .update(change)
          .eq('id', id)
          .is('deleted_at', null)
          .select(ITEM_COLUMNS);
        if (error) return { ok: false, code: workspaceErrorCode(error) };
        // Row-level security answers an update of someone else's row with success and no row.
        const [updated] = toItems(data) ?? [];
        return updated ? { ok: true, item: updated } : { ok: false, code: 'not-found' };
      } catch {
        return { ok: false, code: 'failed' };
      }
    },

    async remove(id) {
      try {
        if (!UUID.test(id)) return { ok: false, code: 'not-found' };
        const { data, error } = await (
          await client()
        )
          .from('workspace_items')
          .update({ deleted_at: new Date().toISOString() })
          .eq('id', id)
          .is('deleted_at', null)
          .select('id');
        if (error) return { ok: false, code: workspaceErrorCode(error) };
        return data.length === 1 ? { ok: true } : { ok: false, code: 'not-found' };
      } catch {
        return { ok: false, code: 'failed' };
      }
    },

    async metrics() {
      try {
        const supabase = await client();
        const userId = await signedInUser(supabase);
        if (!userId) return null;
        const workspaceId = await ensure(supabase, userId);
        if (!workspaceId) return null;
        const { data, error } = await supabase.rpc('get_workspace_metrics', {
          p_workspace_id: workspaceId,
        });
        if (error || data === null) return null;
        const parsed = MetricsSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
  return repository;
}

export function createAnalyticsRepository(client: () => Promise<AppSupabase>): AnalyticsRepository {
  return {
    async insert(events) {
      if (events.length === 0) return 'sent';
      try {
        const supabase = await client();
        if (!(await signedInUser(supabase))) return 'retry';
        const { error } = await supabase.from('workspace_analytics').insert(
          events.map((event) => ({
            event_type: event.eventType,
            workspace_id: event.workspaceId,
            session_id: event.sessionId,
            event_data: { ...event.data, occurred_at: event.occurredAt } as Json,
          })),
        );
        if (!error) return 'sent';
        // Refused for what it holds (a size, a type name) or whose it is (row-level security
        // for a signed-in caller): sending it again would fail again.
        return workspaceErrorCode(error) === 'invalid' || error.code === '42501'
          ? 'rejected'
          : 'retry';
      } catch {
        return 'retry';
      }
    },
  };
}
