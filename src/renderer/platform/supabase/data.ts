import { z } from 'zod';
import { BridgeSubscriptionSchema } from '../../../shared/bridge/protocol.ts';
import { findTool } from '../../../shared/tool-catalogue.ts';
import type { AppSupabase } from '../../lib/supabase.ts';
import type { Json } from '../../../shared/database.types.ts';
import type {
  ExtensionTokenRepository,
  ReplySettingsErrorCode,
  ReplySettingsRepository,
  SubscriptionRepository,
  ToolUsageRepository,
} from '../types.ts';

export function createSubscriptionRepository(
  client: () => Promise<AppSupabase>,
): SubscriptionRepository {
  return {
    async billing() {
      try {
        const supabase = await client();
        const { data, error } = await supabase
          .from('subscriptions')
          .select(
            'billing_period, current_period_end, cancel_at_period_end, stripe_customer_id, founding_member',
          )
          .limit(1)
          .maybeSingle();
        if (error || !data) return null;
        return {
          period:
            data.billing_period === 'monthly' || data.billing_period === 'annual'
              ? data.billing_period
              : null,
          currentPeriodEnd: data.current_period_end,
          cancelAtPeriodEnd: data.cancel_at_period_end,
          hasBillingAccount: data.stripe_customer_id !== null,
          foundingMember: data.founding_member,
        };
      } catch {
        return null;
      }
    },
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
    async startTrial() {
      try {
        const supabase = await client();
        const { data, error } = await supabase.rpc('start_trial');
        if (error)
          return {
            ok: false,
            code: error.message.includes('trial-unavailable') ? 'trial-unavailable' : 'failed',
          };
        const parsed = BridgeSubscriptionSchema.safeParse(data);
        return parsed.success
          ? { ok: true, subscription: parsed.data }
          : { ok: false, code: 'failed' };
      } catch {
        return { ok: false, code: 'failed' };
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

/**
 * The schemas the server reads reply settings with, loaded on first use: they bring the reply
 * rules along, which the pages that never touch reply settings should not download.
 */
const replySchemas = () =>
  Promise.all([
    import('../../../shared/contracts/reply.ts'),
    import('../../../shared/extension/messages.ts'),
  ]).then(([reply, messages]) => ({
    persona: reply.ReplyPersonaSchema,
    session: messages.SessionSettingsSchema,
    defaultSession: messages.DEFAULT_SESSION_SETTINGS,
  }));

const ReplySettingsRowSchema = z.object({
  time_zone: z.string(),
  time_zone_changed_at: z.string().nullable(),
  persona: z.unknown(),
  session: z.unknown(),
});

/** What the database's refusal means (the trigger check_reply_settings and the row's checks). */
function replySettingsError(error: { code?: string; message?: string }): ReplySettingsErrorCode {
  const message = error.message ?? '';
  if (error.code === '22023' && /once a day/i.test(message)) return 'time-zone-once-a-day';
  if (error.code === '22023' && /time zone/i.test(message)) return 'unknown-time-zone';
  if (error.code === '23514' || error.code === '22001') return 'too-large';
  if (error.code === 'PGRST301' || error.code === '42501') return 'signed-out';
  return 'failed';
}

export function createReplySettingsRepository(
  client: () => Promise<AppSupabase>,
): ReplySettingsRepository {
  async function userId(supabase: AppSupabase): Promise<string | null> {
    const { data } = await supabase.auth.getSession();
    return data.session?.user.id ?? null;
  }

  async function readRow() {
    const supabase = await client();
    const id = await userId(supabase);
    if (!id) return null;
    const { data, error } = await supabase
      .from('reply_settings')
      .select('time_zone, time_zone_changed_at, persona, session')
      .eq('user_id', id)
      .maybeSingle();
    if (error) return null;
    if (!data) return { row: null };
    const parsed = ReplySettingsRowSchema.safeParse(data);
    return parsed.success ? { row: parsed.data } : null;
  }

  return {
    async get() {
      try {
        const [read, schemas] = await Promise.all([readRow(), replySchemas()]);
        if (!read) return null;
        const persona = schemas.persona.safeParse(read.row?.persona ?? {});
        const session = schemas.session.safeParse(read.row?.session);
        return {
          saved: read.row !== null,
          timeZone: read.row?.time_zone ?? 'UTC',
          timeZoneChangedAt: read.row?.time_zone_changed_at ?? null,
          persona: persona.success ? persona.data : schemas.persona.parse({}),
          session: session.success ? session.data : schemas.defaultSession,
        };
      } catch {
        return null;
      }
    },
    async timeZone() {
      try {
        const read = await readRow();
        if (!read) return null;
        return { saved: read.row !== null, timeZone: read.row?.time_zone ?? 'UTC' };
      } catch {
        return null;
      }
    },
    async save(input) {
      try {
        const schemas = await replySchemas();
        const persona = schemas.persona.safeParse(input.persona);
        const session = schemas.session.safeParse(input.session);
        if (!persona.success || !session.success) return { ok: false, code: 'invalid' };
        const supabase = await client();
        const id = await userId(supabase);
        if (!id) return { ok: false, code: 'signed-out' };
        const { error } = await supabase.from('reply_settings').upsert(
          {
            user_id: id,
            time_zone: input.timeZone,
            persona: persona.data as Json,
            session: session.data as Json,
          },
          { onConflict: 'user_id' },
        );
        return error ? { ok: false, code: replySettingsError(error) } : { ok: true };
      } catch {
        return { ok: false, code: 'failed' };
      }
    },
  };
}
