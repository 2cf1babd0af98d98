import { readModelConfig } from '../_shared/ai/config.ts';
import { ModelError } from '../_shared/ai/provider.ts';
import { describeEngine, writeWithModel } from '../_shared/ai/writers.ts';
import { clientAddress, hashAddress, toHex } from '../_shared/client-address.ts';
import { requireEnv } from '../_shared/env.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { z } from 'zod';
import { createServiceClient } from '../_shared/supabase.ts';
import {
  GENERATE_MAX_BODY_BYTES,
  GENERATION_RATE_LIMITS as LIMITS,
} from '../../../src/shared/contracts/generate.ts';
import type { Json } from '../../../src/shared/database.types.ts';
import {
  parseRow,
  rateLimitsEnabled,
  resolveSubject,
  toUsageState,
} from '../_shared/tool-usage.ts';
import { writeOffline } from '../../../src/shared/generation/offline/index.ts';
import {
  EngineSchema,
  GENERATION_TOOLS,
  GenerateRequestSchema,
  RESULT_SCHEMAS,
  type Engine,
  type GenerateRequest,
  type GeneratorKind,
} from '../../../src/shared/generation/schemas.ts';
import { gateAction, gateMessage } from '../../../src/shared/tool-gate.ts';

const CACHE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What generation_precheck answers (jsonb), checked as any value read back from the database. */
const PrecheckSchema = z.object({
  paid: z.boolean(),
  usage: z.unknown(),
  subject_minute: z.number(),
  subject_hour: z.number(),
  address_hour: z.number(),
  device_known: z.boolean(),
  new_devices_today: z.number(),
  cached: z.object({ result: z.unknown(), engine: z.unknown() }).nullable(),
});
type Precheck = z.infer<typeof PrecheckSchema>;

/** What record_generation answers (jsonb). */
const RecordedSchema = z.object({ allowed: z.boolean(), usage: z.unknown() });

/**
 * Runs one AI tool for the caller, inside the free-use gate. Order: validate → one database
 * round trip (gate record, plan, rate limits, cache) → refuse early when blocked → write the
 * result (cache, model, or the offline writer) → consume the use atomically with the result
 * (a concurrent call that took the last use makes this one a refusal, nothing is returned).
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, GenerateRequestSchema, GENERATE_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  const call = body.data;
  const subject = await resolveSubject(request, call.deviceId);
  if ('response' in subject) return subject.response;

  const kind: GeneratorKind = GENERATION_TOOLS[call.tool];
  const model = readModelConfig();
  const modelEngine = 'config' in model && model.config ? describeEngine(model.config) : null;
  const engineId = modelEngine ? `model:${modelEngine.provider}:${modelEngine.model}` : 'offline';
  const cacheKey = await requestHash(kind, call, engineId);
  const secret = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const clientHash = await hashAddress(clientAddress(request), secret);
  const db = createServiceClient();

  const pre = await db.rpc('generation_precheck', {
    p_user_id: subject.userId,
    p_device_id: subject.deviceId,
    p_tool_id: call.tool,
    p_client_hash: clientHash,
    p_cache_key: cacheKey,
    p_cache_ttl_seconds: CACHE_TTL_SECONDS,
  });
  if (pre.error) {
    console.error('generate: precheck failed', pre.error.message);
    return errorResponse(500, 'server-error', 'Could not check your free uses; please try again');
  }
  const checked = PrecheckSchema.safeParse(pre.data);
  if (!checked.success) {
    console.error('generate: unexpected precheck answer', checked.error.message);
    return errorResponse(500, 'server-error', 'Could not check your free uses; please try again');
  }
  const check = checked.data;

  const limited = rateLimit(check, subject.userId !== null);
  if (limited) return errorResponse(429, limited.code, limited.message);

  const before = toUsageState(call.tool, parseRow(check.usage), check.paid);
  const blocked = gateAction(before);
  if (blocked) return refusal(blocked, before);

  const written = await write(kind, call, check.cached, model, modelEngine);
  if ('response' in written) return written.response;

  const recorded = await db.rpc('record_generation', {
    p_user_id: subject.userId,
    p_device_id: subject.deviceId,
    p_tool_id: call.tool,
    p_unlimited: check.paid,
    p_client_hash: clientHash,
    p_engine: written.engine.kind === 'model' ? engineId : 'offline',
    p_cached: written.cached,
    // A fallback result is not what the configured model would write: not cached under its key.
    p_cache_key: written.engine.kind === 'offline' && modelEngine ? null : cacheKey,
    // Checked by the tool's result schema: plain JSON.
    p_result: written.result as Json,
    p_engine_detail: written.engine,
  });
  if (recorded.error) {
    console.error('generate: could not record the use', recorded.error.message);
    return errorResponse(500, 'server-error', 'Could not record this use; please try again');
  }
  const parsed = RecordedSchema.safeParse(recorded.data);
  if (!parsed.success) {
    console.error('generate: unexpected record answer', parsed.error.message);
    return errorResponse(500, 'server-error', 'Could not record this use; please try again');
  }
  const outcome = parsed.data;
  const after = toUsageState(call.tool, parseRow(outcome.usage), check.paid);
  if (!outcome.allowed) return refusal(gateAction(after) ?? 'payment', after);

  return json(200, {
    tool: call.tool,
    result: written.result,
    engine: written.engine,
    cached: written.cached,
    usage: after,
  });
});

function refusal(action: NonNullable<ReturnType<typeof gateAction>>, usage: unknown): Response {
  return errorResponse(403, 'gate', gateMessage(action), { action, usage });
}

interface Limited {
  code: 'rate-limited' | 'new-browser-limit';
  message: string;
}

function rateLimit(check: Precheck, signedIn: boolean): Limited | null {
  // Visitors only: a signed-in caller's uses belong to the account, so no new browser can
  // reset them, and signing in is the way on for a visitor refused here.
  if (
    !signedIn &&
    !check.device_known &&
    check.new_devices_today >= LIMITS.newBrowsersPerAddressPerDay
  )
    return {
      code: 'new-browser-limit',
      message: `Your network has brought ${LIMITS.newBrowsersPerAddressPerDay} new browsers to the free tools today, the most for visitors. Sign in or create a free account to keep using them.`,
    };
  if (!rateLimitsEnabled()) return null;
  const limited = (message: string): Limited => ({ code: 'rate-limited', message });
  if (check.subject_minute >= LIMITS.perCallerPerMinute)
    return limited(
      `Too many generations: at most ${LIMITS.perCallerPerMinute} a minute. Please wait a moment.`,
    );
  if (check.subject_hour >= LIMITS.perCallerPerHour)
    return limited(
      `Too many generations: at most ${LIMITS.perCallerPerHour} an hour. Please try again later.`,
    );
  if (check.address_hour >= LIMITS.perAddressPerHour)
    return limited('Too many generations from your network this hour. Please try again later.');
  return null;
}

type Written = { result: unknown; engine: Engine; cached: boolean } | { response: Response };

async function write(
  kind: GeneratorKind,
  call: GenerateRequest,
  cached: Precheck['cached'],
  model: ReturnType<typeof readModelConfig>,
  modelEngine: Engine | null,
): Promise<Written> {
  const schema = RESULT_SCHEMAS[kind];
  if (cached) {
    const result = schema.safeParse(cached.result);
    const engine = EngineSchema.safeParse(cached.engine);
    // A row written by an older version that no longer fits is ignored and rewritten.
    if (result.success && engine.success)
      return { result: result.data, engine: engine.data, cached: true };
  }
  const offline = writeOffline(kind, call.input as never, call.options as never);
  let result: unknown = offline;
  let engine: Engine = { kind: 'offline' };
  if ('error' in model) {
    engine = { kind: 'offline', fallbackReason: `AI provider misconfigured: ${model.error}` };
  } else if (model.config && modelEngine) {
    try {
      result = await writeWithModel(model.config, kind, call.input, call.options, offline);
      engine = modelEngine;
    } catch (error) {
      // ModelError messages are written to be shown (no keys, no prompts); anything else is not.
      const reason =
        error instanceof ModelError
          ? `The AI model failed (${error.kind}): ${error.message}`
          : 'The AI model failed unexpectedly.';
      console.error(`generate: ${reason} The offline writer answered.`);
      engine = { kind: 'offline', fallbackReason: reason.slice(0, 300) };
    }
  }
  const checked = schema.safeParse(result);
  if (!checked.success) {
    console.error(`generate: the ${kind} writer broke its own schema`, checked.error.message);
    return {
      response: errorResponse(
        500,
        'server-error',
        'The writer produced an invalid result; please try again',
      ),
    };
  }
  return { result: checked.data, engine, cached: false };
}

/** Identical requests: same kind, input (normalised), options and engine. */
async function requestHash(
  kind: GeneratorKind,
  call: GenerateRequest,
  engineId: string,
): Promise<string> {
  const normalised = JSON.stringify([
    kind,
    normalise(call.input),
    normalise(call.options),
    engineId,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  return toHex(new Uint8Array(digest));
}

/**
 * Unicode NFC, spaces collapsed (line breaks kept: they are a post's structure), object keys
 * sorted: cosmetic differences hit the cache.
 */
function normalise(value: unknown): unknown {
  if (typeof value === 'string')
    return value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  return value;
}
