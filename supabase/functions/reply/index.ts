import { readModelConfig } from '../_shared/ai/config.ts';
import { describeEngine } from '../_shared/ai/writers.ts';
import { generateStructured, ModelError } from '../_shared/ai/provider.ts';
import { writeReplyWithModel } from '../_shared/ai/reply-writer.ts';
import { extensionCaller } from '../_shared/extension-token.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase.ts';
import { z } from 'zod';
import { draftReply } from '../../../src/shared/generation/offline/reply-draft.ts';
import {
  BUILT_IN_ENGINE,
  REPLY_MAX_BODY_BYTES,
  REPLY_SKIP_REASONS,
  ReplyRequestSchema,
  type ReplyRequest,
  type ReplyResponse,
} from '../../../src/shared/contracts/reply.ts';
import { pickStrategy, REPLY_STRATEGY_IDS } from '../../../src/shared/reply-strategies/index.ts';

type Compose = Extract<ReplyRequest, { action: 'compose' }>;
type Outcome = Extract<ReplyRequest, { action: 'outcome' }>;

/** What reserve_reply and settle_reply answer (jsonb), checked as any value from the database. */
const ReservationSchema = z.object({
  status: z.enum(['reserved', 'skipped']),
  id: z.string().optional(),
  reason: z.string().optional(),
  used: z.number().optional(),
  limit: z.number().optional(),
  retry_after: z.number().optional(),
});
const SettlementSchema = z.object({
  status: z.enum(['recorded', 'not-found']),
  used: z.number().optional(),
  limit: z.number().optional(),
});

/** How many of the user's latest posted replies a new one is compared with. */
const RECENT_REPLIES = 50;

/**
 * The extension's replies (docs/product-rules.md#daily-replies): `compose` takes one reply from
 * the day's allowance and writes it with the model, `outcome` records what became of it.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, ReplyRequestSchema, REPLY_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  try {
    const caller = await extensionCaller(request, createServiceClient);
    if ('response' in caller) return caller.response;
    const db = createServiceClient();
    return body.data.action === 'compose'
      ? await compose(db, caller, body.data)
      : await outcome(db, caller.userId, body.data);
  } catch (error) {
    console.error(`reply: ${body.data.action} failed`, (error as Error).message);
    return errorResponse(500, 'server-error', 'Could not write the reply; please try again');
  }
});

async function settle(
  db: ServiceClient,
  userId: string,
  eventId: string,
  outcome: Outcome['outcome'],
  reason: string | null,
  replyText: string | null = null,
) {
  const { data, error } = await db.rpc('settle_reply', {
    p_user_id: userId,
    p_event_id: eventId,
    p_outcome: outcome,
    p_reason: reason,
    p_strategy: null,
    p_language: null,
    p_reply_text: replyText,
  });
  if (error) throw new Error(`settle_reply: ${error.message}`);
  return SettlementSchema.parse(data);
}

async function outcome(db: ServiceClient, userId: string, call: Outcome): Promise<Response> {
  const settled = await settle(
    db,
    userId,
    call.eventId,
    call.outcome,
    call.reason ?? null,
    call.replyText ?? null,
  );
  if (settled.status === 'not-found')
    return errorResponse(404, 'not-found', 'No reply waiting for an outcome has this id');
  return json(200, {
    status: 'recorded',
    replies: { used: settled.used ?? 0, limit: settled.limit ?? 0 },
  });
}

async function compose(
  db: ServiceClient,
  caller: { userId: string; tokenId: string },
  call: Compose,
): Promise<Response> {
  // Without a model, autopilot takes nothing from the allowance: the built-in writer's drafts
  // are never posted unseen. Review mode gets them as drafts the user approves or edits.
  const model = readModelConfig();
  const config = 'config' in model ? model.config : undefined;
  if (!config) {
    if ('error' in model) console.error('reply: AI model misconfigured', model.error);
    if (call.mode === 'autopilot') return json(200, { status: 'skipped', reason: 'no-model' });
  }

  const reserved = await db.rpc('reserve_reply', {
    p_user_id: caller.userId,
    p_token_id: caller.tokenId,
    p_post_url: call.post.url,
    p_post_author: call.post.author,
    p_x_account: call.xAccount ?? null,
  });
  if (reserved.error) throw new Error(`reserve_reply: ${reserved.error.message}`);
  const reservation = ReservationSchema.parse(reserved.data);
  if (reservation.status === 'skipped') {
    const reason = (REPLY_SKIP_REASONS as readonly string[]).includes(reservation.reason ?? '')
      ? reservation.reason
      : 'no-extension-access';
    return json(200, {
      status: 'skipped',
      reason,
      ...(reservation.retry_after ? { retryAfter: reservation.retry_after } : {}),
      ...(reservation.used !== undefined && reservation.limit !== undefined
        ? { replies: { used: reservation.used, limit: reservation.limit } }
        : {}),
    });
  }
  const eventId = reservation.id!;
  const replies = { used: reservation.used ?? 0, limit: reservation.limit ?? 0 };

  const recent = await db
    .from('reply_events')
    .select('reply_text')
    .eq('user_id', caller.userId)
    .eq('status', 'posted')
    .not('reply_text', 'is', null)
    .order('created_at', { ascending: false })
    .limit(RECENT_REPLIES);
  if (recent.error) throw new Error(`recent replies: ${recent.error.message}`);
  const previousReplies = recent.data.map((row) => row.reply_text ?? '').filter(Boolean);

  let strategy =
    call.strategy ?? pickStrategy(call.post.text, call.persona, call.recentStrategies, Math.random);
  const language = call.post.language ?? null;
  const toWrite = {
    post: { text: call.post.text, language: call.post.language },
    persona: call.persona,
    strategy,
    previousReplies,
  };
  if (!config) {
    // The built-in writer's templates fit some posts better under one strategy than another:
    // the picked strategy first, then the persona's others, until one passes the rules.
    const allowed = call.persona.strategies?.length ? call.persona.strategies : REPLY_STRATEGY_IDS;
    let drafted = draftReply(toWrite);
    for (const other of allowed) {
      if (drafted.ok || drafted.reason === 'language') break;
      if (other === toWrite.strategy) continue;
      const retry = draftReply({ ...toWrite, strategy: other });
      if (retry.ok) {
        toWrite.strategy = other;
        strategy = other;
      }
      drafted = retry.ok ? retry : drafted;
    }
    if (!drafted.ok) {
      const why =
        drafted.reason === 'language'
          ? 'built-in writer: no phrasing in the post language'
          : `quality: ${drafted.failedRules.join(', ')}`;
      const settled = await settle(db, caller.userId, eventId, 'skipped', why.slice(0, 200));
      return json(200, {
        status: 'skipped',
        reason: drafted.reason === 'language' ? 'language' : 'quality',
        ...(drafted.reason === 'rules' ? { failedRules: drafted.failedRules } : {}),
        replies: { used: settled.used ?? 0, limit: settled.limit ?? 0 },
      });
    }
    return await recordWritten(db, eventId, {
      reply: drafted.reply,
      strategy,
      language,
      attempts: 1,
      engine: BUILT_IN_ENGINE,
      replies,
    });
  }

  let written;
  try {
    written = await writeReplyWithModel(generateStructured, config, toWrite);
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    const settled = await settle(db, caller.userId, eventId, 'skipped', `model: ${error.kind}`);
    return json(200, {
      status: 'skipped',
      reason: 'model-unavailable',
      replies: { used: settled.used ?? 0, limit: settled.limit ?? 0 },
    });
  }
  if (!written.ok) {
    const settled = await settle(
      db,
      caller.userId,
      eventId,
      'skipped',
      `quality: ${written.failedRules.join(', ')}`.slice(0, 200),
    );
    return json(200, {
      status: 'skipped',
      reason: 'quality',
      failedRules: written.failedRules,
      replies: { used: settled.used ?? 0, limit: settled.limit ?? 0 },
    });
  }

  const engine = describeEngine(config);
  return await recordWritten(db, eventId, {
    reply: written.reply,
    strategy,
    language,
    attempts: written.attempts,
    engine: { provider: engine.provider, model: engine.model },
    replies,
  });
}

/** Keeps the written reply on its reservation and answers it. */
async function recordWritten(
  db: ServiceClient,
  eventId: string,
  written: Omit<Extract<ReplyResponse, { status: 'written' }>, 'status' | 'eventId'>,
): Promise<Response> {
  const { strategy, language, reply } = written;
  const recorded = await db
    .from('reply_events')
    .update({ strategy, language, reply_text: reply })
    .eq('id', eventId);
  if (recorded.error) throw new Error(`record reply: ${recorded.error.message}`);
  return json(200, { status: 'written', eventId, ...written });
}
