import { z } from 'zod';
import { BridgeSubscriptionSchema } from '../../../shared/bridge/protocol.ts';
import { findTool } from '../../../shared/tool-catalogue.ts';
import type { AppSupabase } from '../../lib/supabase.ts';
import type {
  ExtensionTokenRepository,
  SubscriptionRepository,
  ToolUsageRepository,
  WorkspaceRepository,
} from '../types.ts';

export function createSubscriptionRepository(
  client: () => Promise<AppSupabase>,
): SubscriptionRepository {
  return {
    async mine() {
      try {
        const supabase = await client();
        const { data, error } = await supabase.rpc('my_subscription').limit(1).maybeSingle();
        if (error || !data) return null;
        const parsed = BridgeSubscriptionSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export function createWorkspaceRepository(client: () => Promise<AppSupabase>): WorkspaceRepository {
  return {
    async recent(userId, limit) {
      try {
        const { data, error } = await (
          await client()
        )
          .from('workspace_items')
          .select('id, title, tool_name, created_at')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .limit(limit);
        return error ? null : data;
      } catch {
        return null;
      }
    },
  };
}

/** The tool whose figures a strip shows: unknown ids use the reply grader's. */
export const SOCIAL_PROOF_FALLBACK_TOOL = 'reply-grader';

export function socialProofToolId(toolId: string): string {
  return findTool(toolId) ? toolId : SOCIAL_PROOF_FALLBACK_TOOL;
}

/** Counts arrive as JSON numbers from PostgREST; strings are accepted for bigint safety. */
const count = z.coerce.number().int().min(0);
const SocialProofSchema = z.object({
  total_users: count,
  today_usage: count,
  rating: z.coerce.number().min(0).max(5).nullable(),
  ratings_count: count,
});

export function createToolUsageRepository(client: () => Promise<AppSupabase>): ToolUsageRepository {
  return {
    async socialProof(toolId) {
      try {
        const { data, error } = await (
          await client()
        ).rpc('tool_social_proof', {
          p_tool_id: socialProofToolId(toolId),
        });
        if (error) return null;
        const row: unknown = Array.isArray(data) ? data[0] : data;
        const parsed = SocialProofSchema.safeParse(row);
        if (!parsed.success) return null;
        const { total_users, today_usage, rating, ratings_count } = parsed.data;
        return {
          totalUsers: total_users,
          todayUsage: today_usage,
          rating: ratings_count > 0 ? rating : null,
          ratingsCount: ratings_count,
        };
      } catch {
        return null;
      }
    },
    async rate(toolId, stars) {
      if (!Number.isInteger(stars) || stars < 1 || stars > 5) return false;
      try {
        const { error } = await (
          await client()
        ).rpc('rate_tool', {
          p_tool_id: socialProofToolId(toolId),
          p_stars: stars,
        });
        return !error;
      } catch {
        return false;
      }
    },
  };
}

const ExtensionTokenRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

export function createExtensionTokenRepository(
  client: () => Promise<AppSupabase>,
): ExtensionTokenRepository {
  return {
    async list() {
      try {
        const { data, error } = await (await client()).rpc('my_extension_tokens');
        if (error) return null;
        const parsed = z.array(ExtensionTokenRowSchema).safeParse(data);
        if (!parsed.success) return null;
        return parsed.data.map((row) => ({
          id: row.id,
          label: row.label,
          createdAt: row.created_at,
          lastUsedAt: row.last_used_at,
        }));
      } catch {
        return null;
      }
    },
    async revoke(id) {
      try {
        const { data, error } = await (await client()).rpc('revoke_extension_token', { p_id: id });
        return !error && data === true;
      } catch {
        return false;
      }
    },
  };
}
