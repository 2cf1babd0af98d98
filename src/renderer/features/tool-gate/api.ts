/**
 * The free-use gate's calls to the backend: the `generate` and `tool-usage` functions and the
 * social-proof RPCs. Every answer is checked against the shared schemas; nothing here throws:
 * each call returns a typed outcome the hooks turn into state and toasts.
 */
import { z } from 'zod';
import {
  GENERATION_TOOLS,
  GenerateResponseSchema,
  RESULT_SCHEMAS,
  type GenerateResponse,
  type GenerationToolId,
  type InputOf,
  type OptionsOf,
} from '../../../shared/generation/schemas.ts';
import { findTool } from '../../../shared/tool-catalogue.ts';
import {
  GateRefusalSchema,
  ToolUsageResponseSchema,
  ToolUsageStateSchema,
  type GateRefusal,
  type SharePlatform,
  type ToolUsageState,
} from '../../../shared/tool-gate.ts';
import { getSupabase } from '../../lib/supabase.ts';
import { getDeviceId } from './device-id.ts';

/** What went wrong with a call, for the UI: the HTTP status (null = never reached the server). */
export interface CallFailure {
  ok: false;
  status: number | null;
  /** The server's message, when it sent one. */
  message: string | null;
  /** The server's machine-readable code (`too-early`, `no-share`, `gate`…). */
  code: string | null;
  /** The caller's record, when the server sent it with the refusal. */
  usage: ToolUsageState | null;
}

export type UsageOutcome = { ok: true; usage: ToolUsageState } | CallFailure;

export type GenerateOutcome<T extends GenerationToolId> =
  | { kind: 'ok'; response: GenerateResponse<T> }
  | { kind: 'gate'; refusal: GateRefusal }
  | { kind: 'error'; status: number | null; message: string | null };

const ErrorBodySchema = z.object({
  error: z.string().optional(),
  code: z.string().optional(),
  usage: ToolUsageStateSchema.optional(),
});

interface InvokeResult {
  status: number | null;
  body: unknown;
}

/** Reads the JSON body of a response, or undefined. */
async function jsonOf(response: unknown): Promise<unknown> {
  if (!response || typeof (response as Response).json !== 'function') return undefined;
  try {
    return await (response as Response).json();
  } catch {
    return undefined;
  }
}

/**
 * Calls a function. supabase-js sends the user's access token when signed in, else the
 * publishable key. A non-2xx answer arrives as `error.context` = the Response.
 */
async function invoke(name: string, body: object): Promise<InvokeResult> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke(name, { body });
    if (!error) return { status: 200, body: data };
    const context = (error as { context?: unknown }).context;
    const status =
      context && typeof (context as Response).status === 'number'
        ? (context as Response).status
        : null;
    return { status, body: status === null ? undefined : await jsonOf(context) };
  } catch {
    return { status: null, body: undefined };
  }
}

function failure({ status, body }: InvokeResult): CallFailure {
  const parsed = ErrorBodySchema.safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  return {
    ok: false,
    // A 2xx answer that breaks the contract is the server's fault.
    status: status === 200 ? 500 : status,
    message: fields.error?.trim() || null,
    code: fields.code ?? null,
    usage: fields.usage ?? null,
  };
}

async function usageCall(body: object): Promise<UsageOutcome> {
  const result = await invoke('tool-usage', body);
  if (result.status === 200) {
    const parsed = ToolUsageResponseSchema.safeParse(result.body);
    if (parsed.success) return { ok: true, usage: parsed.data.usage };
  }
  return failure(result);
}

const trim = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export function fetchUsage(toolId: string): Promise<UsageOutcome> {
  return usageCall({ action: 'status', toolId, deviceId: getDeviceId() });
}

export function startShare(toolId: string, platform: SharePlatform): Promise<UsageOutcome> {
  return usageCall({ action: 'start-share', toolId, platform, deviceId: getDeviceId() });
}

export function verifyShare(
  toolId: string,
  share: { shareUrl: string; userAgent: string; referrer: string },
): Promise<UsageOutcome> {
  return usageCall({
    action: 'verify-share',
    toolId,
    shareUrl: trim(share.shareUrl, 2000),
    userAgent: trim(share.userAgent, 500),
    referrer: trim(share.referrer, 2000),
    deviceId: getDeviceId(),
  });
}

/** Only where the server allows a development reset; elsewhere it answers 404. */
export function resetUsage(toolId: string): Promise<UsageOutcome> {
  return usageCall({ action: 'reset', toolId, deviceId: getDeviceId() });
}

/** Moves this browser's visitor records into the signed-in account (once; no extra uses). */
export async function mergeDevice(): Promise<{ ok: true; merged: number } | CallFailure> {
  const result = await invoke('tool-usage', { action: 'merge', deviceId: getDeviceId() });
  if (result.status === 200) {
    const parsed = z.object({ merged: z.number().int().min(0) }).safeParse(result.body);
    if (parsed.success) return { ok: true, merged: parsed.data.merged };
  }
  return failure(result);
}

export async function generate<T extends GenerationToolId>(
  tool: T,
  input: InputOf<T>,
  options?: OptionsOf<T>,
): Promise<GenerateOutcome<T>> {
  const result = await invoke('generate', { tool, input, options, deviceId: getDeviceId() });
  if (result.status === 200) {
    const parsed = GenerateResponseSchema.safeParse(result.body);
    const resultSchema = RESULT_SCHEMAS[GENERATION_TOOLS[tool]];
    const checked = parsed.success ? resultSchema.safeParse(parsed.data.result) : undefined;
    if (parsed.success && parsed.data.tool === tool && checked?.success) {
      const response = { ...parsed.data, tool, result: checked.data } as GenerateResponse<T>;
      return { kind: 'ok', response };
    }
    return { kind: 'error', status: 500, message: null };
  }
  if (result.status === 403) {
    const refusal = GateRefusalSchema.safeParse(result.body);
    if (refusal.success) return { kind: 'gate', refusal: refusal.data };
  }
  const { status, message } = failure(result);
  return { kind: 'error', status, message };
}

// ── Social proof (TOOL-08..11) ──────────────────────────────────────────────────────────

/** The tool whose figures a strip shows: unknown ids use the reply grader's (TOOL-11, AX-31). */
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

export interface SocialProof {
  totalUsers: number;
  todayUsage: number;
  /** Average stars, or null when nobody rated the tool. */
  rating: number | null;
  ratingsCount: number;
}

/** The figures of a tool, or null when they cannot be read. */
export async function fetchSocialProof(toolId: string): Promise<SocialProof | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('tool_social_proof', {
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
}

/** Signed-in users only: records (or changes) the caller's 1–5 star rating. */
export async function rateTool(toolId: string, stars: number): Promise<boolean> {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) return false;
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.rpc('rate_tool', {
      p_tool_id: socialProofToolId(toolId),
      p_stars: stars,
    });
    return !error;
  } catch {
    return false;
  }
}
