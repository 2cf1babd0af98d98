/**
 * The free-use gate's calls: the `generate` and `tool-usage` functions under their contracts
 * (src/shared/contracts) through the platform's `invokeFunction`, and the tools' figures and
 * ratings through its tool-usage repository. Nothing here throws: each call returns a typed
 * outcome the hooks turn into state and toasts; errors are codes, translated by the UI.
 */
import { z } from 'zod';
import {
  GENERATION_TOOLS,
  RESULT_SCHEMAS,
  type GenerateResponse,
  type GenerationToolId,
  type InputOf,
  type OptionsOf,
} from '../../../shared/generation/schemas.ts';
import type { ErrorCode } from '../../../shared/contracts/errors.ts';
import { GateRefusalSchema, type GenerateRequest } from '../../../shared/contracts/generate.ts';
import type { ToolUsageRequest } from '../../../shared/contracts/tool-usage.ts';
import {
  ToolUsageStateSchema,
  type GateRefusal,
  type SharePlatform,
  type ToolUsageState,
} from '../../../shared/tool-gate.ts';
import { platform, type FunctionFailure } from '../../platform/index.ts';
import { findTool } from '../../../shared/tool-catalogue.ts';
import { getDeviceId } from './device-id.ts';

export type { SocialProof } from '../../platform/index.ts';

/** What went wrong with a call, for the UI: the HTTP status (null = never reached the server). */
export interface CallFailure {
  ok: false;
  status: number | null;
  /** What went wrong (`too-early`, `no-share`, `rate-limited`…), translated by the UI. */
  code: ErrorCode;
  /** The caller's record, when the server sent it with the refusal. */
  usage: ToolUsageState | null;
}

export type UsageOutcome = { ok: true; usage: ToolUsageState } | CallFailure;

export type GenerateOutcome<T extends GenerationToolId> =
  | { kind: 'ok'; response: GenerateResponse<T> }
  | { kind: 'gate'; refusal: GateRefusal }
  | { kind: 'error'; status: number | null; code: ErrorCode };

/** Refusals may carry the caller's record (`too-early`, `no-share`): kept for the UI. */
const WithUsageSchema = z.object({ usage: ToolUsageStateSchema });

function failure(result: FunctionFailure): CallFailure {
  const carried = WithUsageSchema.safeParse(result.body);
  return {
    ok: false,
    status: result.status,
    code: result.code,
    usage: carried.success ? carried.data.usage : null,
  };
}

async function usageCall(body: ToolUsageRequest): Promise<UsageOutcome> {
  const result = await platform().invokeFunction('tool-usage', body);
  if (!result.ok) return failure(result);
  if ('usage' in result.data) return { ok: true, usage: result.data.usage };
  return { ok: false, status: 500, code: 'unexpected-response', usage: null };
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
  const result = await platform().invokeFunction('tool-usage', {
    action: 'merge',
    deviceId: getDeviceId(),
  });
  if (!result.ok) return failure(result);
  if ('merged' in result.data) return { ok: true, merged: result.data.merged };
  return { ok: false, status: 500, code: 'unexpected-response', usage: null };
}

export async function generate<T extends GenerationToolId>(
  tool: T,
  input: InputOf<T>,
  options?: OptionsOf<T>,
): Promise<GenerateOutcome<T>> {
  const result = await platform().invokeFunction('generate', {
    tool,
    input,
    options,
    deviceId: getDeviceId(),
  } as GenerateRequest);
  if (result.ok) {
    const checked = RESULT_SCHEMAS[GENERATION_TOOLS[tool]].safeParse(result.data.result);
    if (result.data.tool === tool && checked.success)
      return {
        kind: 'ok',
        response: { ...result.data, tool, result: checked.data } as GenerateResponse<T>,
      };
    return { kind: 'error', status: 500, code: 'unexpected-response' };
  }
  if (result.code === 'gate') {
    const refusal = GateRefusalSchema.safeParse(result.body);
    if (refusal.success) return { kind: 'gate', refusal: refusal.data };
  }
  return { kind: 'error', status: result.status, code: result.code };
}

// ── Social proof ───────────────────────────────────────────────────────────────────────

/** The figures of a tool, or null when they cannot be read. */
export function fetchSocialProof(toolId: string) {
  return platform().toolUsage.socialProof(toolId);
}

/** Signed-in users only: records (or changes) the caller's 1–5 star rating. */
export function rateTool(toolId: string, stars: number): Promise<boolean> {
  return platform().toolUsage.rate(toolId, stars);
}

/** The tool whose figures a strip shows: unknown ids use the reply grader's. */
export const SOCIAL_PROOF_FALLBACK_TOOL = 'reply-grader';

export function socialProofToolId(toolId: string): string {
  return findTool(toolId) ? toolId : SOCIAL_PROOF_FALLBACK_TOOL;
}
