/**
 * The free-use gate (docs/product-rules.md#free-use-gate): 1 free use per tool, 4 more after
 * one share (taken on trust), unlimited on a paid plan or the 7-day trial. The server is the
 * authority (supabase/functions/generate and tool-usage, table `tool_usage`); the browser keeps
 * a mirror of the record to explain the state. Both sides read the rules from here.
 */
import { z } from 'zod';
import { TRIAL_DAYS, cheapestUnlimitedToolPlan, formatUsd } from './plans.ts';

export const TRIAL_USES = 1;
export const SHARE_REWARD_USES = 4;
/** Uses a tool allows before payment: the base of the progress bar. */
export const FREE_USES_PER_TOOL = TRIAL_USES + SHARE_REWARD_USES;
/**
 * Social proof is shown only from these real counts up (docs/product-rules.md#honest-figures):
 * below them a figure would read as a weakness or a fake, so it is left out, and a strip with
 * no figure left hides.
 */
export const SOCIAL_PROOF_MIN = { users: 100, usesToday: 100, ratings: 10 } as const;
/** Local sharing-event log length: the newest events the browser keeps. */
export const SHARE_EVENT_LOG_LIMIT = 100;
/** Verification on trust (a share cannot be checked): 60–120 s after the share window opened. */
export const DEFAULT_SHARE_VERIFY_SECONDS = { min: 60, max: 120 } as const;

export const SHARE_PLATFORMS = [
  'twitter',
  'linkedin',
  'facebook',
  'reddit',
  'whatsapp',
  'telegram',
  'instagram',
  'tiktok',
] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export type UnlockRequirement = 'share' | 'payment' | 'none';
export type GateAction = 'share' | 'wait' | 'payment';

/** The record of one tool for one user or browser, plus when its share verification is due. */
export const ToolUsageStateSchema = z.object({
  toolId: z.string(),
  totalUsage: z.number().int().min(0),
  /** null = unlimited (paid). */
  freeUsageRemaining: z.number().int().min(0).nullable(),
  hasSharedOnce: z.boolean(),
  sharedPlatforms: z.array(z.string()),
  shareVerified: z.boolean(),
  nextUnlockRequirement: z.enum(['share', 'payment', 'none']),
  isPaidUser: z.boolean(),
  /** ISO time the share window was opened, or null. */
  shareTimestamp: z.string().nullable(),
  shareUrl: z.string().nullable(),
  /** ISO time from which the pending share may be verified, or null when none is pending. */
  verifyAt: z.string().nullable(),
});
export type ToolUsageState = z.infer<typeof ToolUsageStateSchema>;

export function defaultUsage(toolId: string): ToolUsageState {
  return {
    toolId,
    totalUsage: 0,
    freeUsageRemaining: TRIAL_USES,
    hasSharedOnce: false,
    sharedPlatforms: [],
    shareVerified: false,
    nextUnlockRequirement: 'none',
    isPaidUser: false,
    shareTimestamp: null,
    shareUrl: null,
    verifyAt: null,
  };
}

/** Free uses left from the counters alone: (verified ? 5 : 1) − uses, never below 0. */
export function freeUsesLeft(totalUsage: number, shareVerified: boolean): number {
  const allowance = shareVerified ? FREE_USES_PER_TOOL : TRIAL_USES;
  return Math.max(0, allowance - totalUsage);
}

export function unlockRequirement(
  state: Pick<ToolUsageState, 'freeUsageRemaining' | 'hasSharedOnce' | 'isPaidUser'>,
): UnlockRequirement {
  if (state.isPaidUser || state.freeUsageRemaining === null || state.freeUsageRemaining > 0)
    return 'none';
  return state.hasSharedOnce ? 'payment' : 'share';
}

export function canUse(state: Pick<ToolUsageState, 'freeUsageRemaining' | 'isPaidUser'>): boolean {
  return state.isPaidUser || state.freeUsageRemaining === null || state.freeUsageRemaining > 0;
}

/** What a blocked user must do next (share, wait, pay); null while a use is allowed. */
export function gateAction(
  state: Pick<
    ToolUsageState,
    'freeUsageRemaining' | 'isPaidUser' | 'hasSharedOnce' | 'shareVerified'
  >,
): GateAction | null {
  if (canUse(state)) return null;
  if (!state.hasSharedOnce) return 'share';
  if (!state.shareVerified) return 'wait';
  return 'payment';
}

/** Progress: uses so far / 5 (the whole free allowance); unlimited users show 100. */
export function progressPercent(state: Pick<ToolUsageState, 'totalUsage' | 'isPaidUser'>): number {
  if (state.isPaidUser) return 100;
  return Math.min(100, (state.totalUsage / FREE_USES_PER_TOOL) * 100);
}

/** The upgrade price quoted by the gate copy, from the plan config (never typed in). */
export function upgradePrice(): string {
  return formatUsd(cheapestUnlimitedToolPlan().monthly);
}

/**
 * The gate's blocked messages in English, as the server sends them; the UI translates by
 * action (and leaves the trial out for an account that already had one). Stated as the rules
 * are: one free use, four more after a share, unlimited with the trial or a paid plan. Sharing
 * is taken on trust, so the wait thanks the user rather than claiming to check anything.
 */
export function gateMessage(action: GateAction): string {
  switch (action) {
    case 'share':
      return `You've used your free use of this tool. Share it to unlock ${SHARE_REWARD_USES} more free uses, or start the ${TRIAL_DAYS}-day free trial for unlimited use.`;
    case 'wait':
      return `Thanks for sharing! Your ${SHARE_REWARD_USES} more free uses unlock in a minute or two.`;
    case 'payment':
      return `You've used all ${FREE_USES_PER_TOOL} free uses of this tool. Start the ${TRIAL_DAYS}-day free trial or upgrade for unlimited use, from ${upgradePrice()}/month.`;
  }
}

/** The gate's answer when the server refuses a use (HTTP 403). */
export const GateRefusalSchema = z.object({
  error: z.string(),
  code: z.literal('gate'),
  action: z.enum(['share', 'wait', 'payment']),
  usage: ToolUsageStateSchema,
});
export type GateRefusal = z.infer<typeof GateRefusalSchema>;

/** A sharing event: which tool, network and address, when, and from which browser. */
export const SharingEventSchema = z.object({
  toolId: z.string(),
  platform: z.enum(SHARE_PLATFORMS),
  shareUrl: z.string(),
  timestamp: z.string(),
  userAgent: z.string(),
  referrer: z.string(),
});
export type SharingEvent = z.infer<typeof SharingEventSchema>;

/** Requests of the `tool-usage` function. */
export const ToolUsageRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('status'),
    toolId: z.string().min(1).max(100),
    deviceId: z.uuid().optional(),
  }),
  z.object({
    action: z.literal('start-share'),
    toolId: z.string().min(1).max(100),
    platform: z.enum(SHARE_PLATFORMS),
    deviceId: z.uuid().optional(),
  }),
  z.object({
    action: z.literal('verify-share'),
    toolId: z.string().min(1).max(100),
    shareUrl: z.string().max(2000),
    userAgent: z.string().max(500).optional(),
    referrer: z.string().max(2000).optional(),
    deviceId: z.uuid().optional(),
  }),
  z.object({ action: z.literal('merge'), deviceId: z.uuid() }),
  z.object({
    action: z.literal('reset'),
    toolId: z.string().min(1).max(100),
    deviceId: z.uuid().optional(),
  }),
]);
export type ToolUsageRequest = z.infer<typeof ToolUsageRequestSchema>;

export const ToolUsageResponseSchema = z.object({ usage: ToolUsageStateSchema });
