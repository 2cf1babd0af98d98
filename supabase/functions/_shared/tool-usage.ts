/**
 * The server side of the free-use gate, shared by the `generate` and `tool-usage` functions:
 * who the caller is (an account, or a browser's device id), the record's public shape, and
 * the configurable share-verification wait. The rules themselves are in src/shared/tool-gate.ts
 * and, for the atomic parts, in the `tool_usage` migration.
 */
import { z } from 'zod';
import {
  DEFAULT_SHARE_VERIFY_SECONDS,
  freeUsesLeft,
  unlockRequirement,
  type ToolUsageState,
} from '../../../src/shared/tool-gate.ts';
import { getLiveCaller } from './auth.ts';
import { errorResponse } from './http.ts';
import { getEnv } from './env.ts';

/** The generation rate limits (in the `generate` contract); GENERATE_RATE_LIMITS=off only for benchmarks. */
export { GENERATION_RATE_LIMITS } from '../../../src/shared/contracts/generate.ts';

export interface Subject {
  userId: string | null;
  deviceId: string | null;
}

/** A signed-in caller is their account (and may bring a device id to merge); a visitor needs one. */
export async function resolveSubject(
  request: Request,
  deviceId: string | undefined,
): Promise<Subject | { response: Response }> {
  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller;
  const { userId } = caller;
  if (!userId && !deviceId)
    return {
      response: errorResponse(
        400,
        'invalid-request',
        'Invalid request: deviceId is required when not signed in',
      ),
    };
  return { userId, deviceId: deviceId ?? null };
}

/** A `tool_usage` row as PostgREST returns it (to_jsonb). */
export const ToolUsageRowSchema = z.object({
  tool_id: z.string(),
  total_usage: z.number().int(),
  has_shared_once: z.boolean(),
  share_verified: z.boolean(),
  shared_platforms: z.array(z.string()),
  share_started_at: z.string().nullable(),
  share_verify_at: z.string().nullable(),
  share_url: z.string().nullable(),
});
export type ToolUsageRow = z.infer<typeof ToolUsageRowSchema>;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** The record the client sees, from the row (or none yet) and the plan. */
export function toUsageState(
  toolId: string,
  row: ToolUsageRow | null,
  unlimited: boolean,
): ToolUsageState {
  const totalUsage = row?.total_usage ?? 0;
  const shareVerified = row?.share_verified ?? false;
  const hasSharedOnce = row?.has_shared_once ?? false;
  const freeUsageRemaining = unlimited ? null : freeUsesLeft(totalUsage, shareVerified);
  return {
    toolId,
    totalUsage,
    freeUsageRemaining,
    hasSharedOnce,
    sharedPlatforms: row?.shared_platforms ?? [],
    shareVerified,
    nextUnlockRequirement: unlockRequirement({
      freeUsageRemaining,
      hasSharedOnce,
      isPaidUser: unlimited,
    }),
    isPaidUser: unlimited,
    shareTimestamp: iso(row?.share_started_at ?? null),
    shareUrl: row?.share_url ?? null,
    verifyAt: shareVerified ? null : iso(row?.share_verify_at ?? null),
  };
}

export function parseRow(value: unknown): ToolUsageRow | null {
  if (value === null || value === undefined) return null;
  return ToolUsageRowSchema.parse(value);
}

/**
 * SHARE_VERIFY_SECONDS: "60-120" (default; a random wait in the range) or one number. Tests
 * shorten it; a bad value falls back to the default rather than opening the gate.
 */
export function shareVerifyDelaySeconds(random: () => number = Math.random): number {
  const raw = getEnv('SHARE_VERIFY_SECONDS')?.trim();
  const match = raw ? /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(raw) : null;
  let min: number = DEFAULT_SHARE_VERIFY_SECONDS.min;
  let max: number = DEFAULT_SHARE_VERIFY_SECONDS.max;
  if (match) {
    min = Number(match[1]);
    max = match[2] === undefined ? min : Number(match[2]);
    if (max < min) [min, max] = [max, min];
  } else if (raw) {
    console.error(`SHARE_VERIFY_SECONDS="${raw}" is not "N" or "MIN-MAX"; using 60-120`);
  }
  return min + Math.floor(random() * (max - min + 1));
}

export function rateLimitsEnabled(): boolean {
  return getEnv('GENERATE_RATE_LIMITS') !== 'off';
}

export function devResetEnabled(): boolean {
  return getEnv('TOOL_GATE_DEV_RESET') === 'on';
}
