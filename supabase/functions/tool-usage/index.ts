import { clientAddress, hashAddress } from '../_shared/client-address.ts';
import { requireEnv } from '../_shared/env.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { z } from 'zod';
import { createServiceClient, type ServiceClient } from '../_shared/supabase.ts';
import {
  devResetEnabled,
  parseRow,
  resolveSubject,
  shareVerifyDelaySeconds,
  toUsageState,
  type Subject,
} from '../_shared/tool-usage.ts';
import { isGenerationTool } from '../../../src/shared/generation/schemas.ts';
import type { Database } from '../../../src/shared/database.types.ts';
import {
  TOOL_USAGE_MAX_BODY_BYTES,
  ToolUsageRequestSchema,
  type ToolUsageRequest,
} from '../../../src/shared/contracts/tool-usage.ts';

type Db = ServiceClient;
type Functions = Database['public']['Functions'];

/** What verify_tool_share answers (jsonb): checked, as any value read from the database. */
const VerifyOutcomeSchema = z.object({ status: z.string(), usage: z.unknown() });

/**
 * The free-use gate's record for one tool, and sharing to unlock more uses:
 * `status`, `start-share` (the share window opened; the unlock waits 60–120 s),
 * `verify-share` (on trust once the wait is over, nothing is checked: 4 more uses),
 * `merge` (a browser's record into the signed-in account, once) and `reset` (development
 * servers only).
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, ToolUsageRequestSchema, TOOL_USAGE_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  const call = body.data;
  if ('toolId' in call && !isGenerationTool(call.toolId))
    return errorResponse(
      400,
      'invalid-request',
      `Invalid request: toolId: unknown tool "${call.toolId}"`,
    );
  const subject = await resolveSubject(request, call.deviceId);
  if ('response' in subject) return subject.response;

  const db = createServiceClient();
  try {
    return await handle(db, request, call, subject);
  } catch (error) {
    console.error(`tool-usage: ${call.action} failed`, (error as Error).message);
    return errorResponse(500, 'server-error', 'Could not update your free uses; please try again');
  }
});

async function handle(
  db: Db,
  request: Request,
  call: ToolUsageRequest,
  subject: Subject,
): Promise<Response> {
  const ids = { p_user_id: subject.userId, p_device_id: subject.deviceId };
  switch (call.action) {
    case 'merge': {
      if (!subject.userId)
        return errorResponse(401, 'sign-in-required', 'Sign in to add this browser’s uses');
      const merged = await rpc(db, 'merge_device_tool_usage', ids);
      return json(200, { merged });
    }
    case 'status': {
      if (subject.userId && subject.deviceId) await rpc(db, 'merge_device_tool_usage', ids);
      return usageResponse(db, subject, call.toolId);
    }
    case 'start-share': {
      const clientHash = await hashAddress(
        clientAddress(request),
        requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
      );
      await rpc(db, 'start_tool_share', {
        ...ids,
        p_tool_id: call.toolId,
        p_platform: call.platform,
        p_delay_seconds: shareVerifyDelaySeconds(),
        p_client_hash: clientHash,
      });
      return usageResponse(db, subject, call.toolId);
    }
    case 'verify-share': {
      const outcome = VerifyOutcomeSchema.parse(
        await rpc(db, 'verify_tool_share', {
          ...ids,
          p_tool_id: call.toolId,
          p_share_url: call.shareUrl,
          p_user_agent: call.userAgent ?? null,
          p_referrer: call.referrer ?? null,
        }),
      );
      const unlimited = await rpc(db, 'has_unlimited_tools', {
        p_user_id: subject.userId,
      });
      const usage = toUsageState(call.toolId, parseRow(outcome.usage), unlimited);
      if (outcome.status === 'too-early')
        return errorResponse(
          409,
          'too-early',
          `Thanks for sharing; its free uses unlock at ${usage.verifyAt}.`,
          { usage },
        );
      if (outcome.status === 'no-share')
        return errorResponse(
          409,
          'no-share',
          'No share was started for this tool; share it first.',
          {
            usage,
          },
        );
      return json(200, { usage });
    }
    case 'reset': {
      if (!devResetEnabled()) return errorResponse(404, 'not-found', 'Not found');
      const column = subject.userId ? 'user_id' : 'device_id';
      const owner = subject.userId ?? subject.deviceId;
      if (!owner)
        return errorResponse(
          400,
          'invalid-request',
          'Nothing to reset without a user or a browser id',
        );
      const removed = await db
        .from('tool_usage')
        .delete()
        .eq(column, owner)
        .eq('tool_id', call.toolId);
      if (removed.error) throw new Error(removed.error.message);
      return usageResponse(db, subject, call.toolId);
    }
  }
}

async function usageResponse(db: Db, subject: Subject, toolId: string): Promise<Response> {
  const [row, unlimited] = await Promise.all([
    rpc(db, 'find_tool_usage', {
      p_user_id: subject.userId,
      p_device_id: subject.deviceId,
      p_tool_id: toolId,
    }),
    rpc(db, 'has_unlimited_tools', { p_user_id: subject.userId }),
  ]);
  // A missing row comes back as a row of nulls.
  const present = row != null && row.id != null;
  return json(200, { usage: toUsageState(toolId, present ? parseRow(row) : null, unlimited) });
}

async function rpc<N extends keyof Functions>(
  db: Db,
  name: N,
  args: Functions[N]['Args'],
): Promise<Functions[N]['Returns']> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as Functions[N]['Returns'];
}
