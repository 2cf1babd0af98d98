import { z } from 'zod';
import { REPLY_STYLES } from '../reply-rules/length.ts';
import { REPLY_STRATEGY_IDS } from '../reply-strategies/index.ts';
import type { FunctionErrorCode } from './errors.ts';

/**
 * `reply`: the extension's replies, written and counted on the server
 * (docs/product-rules.md#daily-replies). Called with the extension's token (header
 * `x-extension-token`).
 * - `compose`, for one post: takes one reply from the day's allowance, writes it with the AI
 *   model in the post's language with one of the six strategies and the persona, checks it
 *   against the posting rules (up to 3 attempts), and answers the reply or a skip with its
 *   reason. A skip gives the place back. With no model configured, autopilot is refused
 *   (`no-model`, nothing taken) and review mode gets a draft from the built-in writer, which
 *   the user approves, edits or discards (`engine.provider` is `built-in`).
 * - `outcome`: what became of a written reply (posted, failed, skipped, discarded), once.
 *   Anything but posted gives the place back.
 */
export const REPLY_MAX_BODY_BYTES = 48 * 1024;
export const REPLY_MAX_ATTEMPTS = 3;

export const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
export const X_POST_URL = /^https:\/\/(x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/status\/[0-9]{1,25}$/;

export const ReplyPersonaSchema = z.strictObject({
  /** What the user is known for, e.g. "B2B SaaS founder". */
  niche: z.string().trim().max(120).default(''),
  /** How they sound, e.g. "warm, direct, a little dry". */
  tone: z.string().trim().max(120).default(''),
  topics: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  /** A few replies they wrote themselves: the voice to match. */
  sampleReplies: z.array(z.string().trim().min(1).max(500)).max(5).default([]),
  /** The strategies they allow (empty or missing: all six). */
  strategies: z.array(z.enum(REPLY_STRATEGY_IDS)).max(REPLY_STRATEGY_IDS.length).optional(),
  allowHashtags: z.boolean().default(false),
  allowLinks: z.boolean().default(false),
  style: z.enum(REPLY_STYLES).default('default'),
  /** X accounts whose posts come first (handles, without @). */
  targetAccounts: z.array(z.string().regex(X_HANDLE)).max(50).default([]),
  /** X accounts never replied to. */
  avoidAccounts: z.array(z.string().regex(X_HANDLE)).max(200).default([]),
  /** The languages the user replies in (ISO 639 codes); empty: any post's language. */
  languages: z
    .array(z.string().regex(/^[a-z]{2,3}$/))
    .max(15)
    .default([]),
});
export type ReplyPersona = z.infer<typeof ReplyPersonaSchema>;

export const REPLY_OUTCOMES = ['posted', 'failed', 'skipped', 'discarded'] as const;
export type ReplyOutcome = (typeof REPLY_OUTCOMES)[number];

export const ReplyRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('compose'),
    post: z.strictObject({
      url: z.string().regex(X_POST_URL, 'must be the URL of a post on x.com'),
      author: z.string().regex(X_HANDLE, 'must be an X handle'),
      text: z.string().trim().min(1).max(4000),
      /** The post's language as X marks it (`lang`), when it does. */
      language: z
        .string()
        .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
        .optional(),
    }),
    persona: ReplyPersonaSchema,
    /** The strategy the extension picked; the server picks one when it is missing. */
    strategy: z.enum(REPLY_STRATEGY_IDS).optional(),
    /** The strategies used lately, oldest first (for the server's pick). */
    recentStrategies: z.array(z.enum(REPLY_STRATEGY_IDS)).max(12).default([]),
    /** Autopilot posts what it gets; review shows it to the user first. */
    mode: z.enum(['autopilot', 'review']).default('autopilot'),
    /**
     * The X account the reply will be posted from (the handle signed in on X): the daily
     * safety cap counts per X account. Without it, the cap counts all of the user's replies.
     */
    xAccount: z.string().regex(X_HANDLE, 'must be an X handle').optional(),
  }),
  z.strictObject({
    action: z.literal('outcome'),
    eventId: z.uuid(),
    outcome: z.enum(REPLY_OUTCOMES),
    reason: z.string().trim().max(200).optional(),
    /** The text that went out (the user may have edited the draft). */
    replyText: z.string().trim().max(1000).optional(),
  }),
]);
export type ReplyRequest = z.infer<typeof ReplyRequestSchema>;

/** Why no reply was written. */
export const REPLY_SKIP_REASONS = [
  'daily-limit',
  'safety-cap',
  'burst',
  'author-today',
  'already-replied',
  'no-extension-access',
  /** No AI model is configured: autopilot does not post the built-in writer's drafts. */
  'no-model',
  /** No model, and the built-in writer has no phrasing in the post's language. */
  'language',
  /** The model failed (timeout, refusal, provider down). */
  'model-unavailable',
  /** Three attempts broke a posting rule. */
  'quality',
] as const;
export type ReplySkipReason = (typeof REPLY_SKIP_REASONS)[number];

/** The engine of a draft from the built-in writer (no model configured; review mode only). */
export const BUILT_IN_ENGINE = { provider: 'built-in', model: 'built-in' } as const;

/** Today's replies over every X account, against the plan's daily number. */
const Allowance = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
});

export const ReplyResponseSchema = z.union([
  z.object({
    status: z.literal('written'),
    eventId: z.string(),
    reply: z.string(),
    strategy: z.enum(REPLY_STRATEGY_IDS),
    language: z.string().nullable(),
    attempts: z.number().int().min(1).max(REPLY_MAX_ATTEMPTS),
    /** Who wrote it: the model, or `{ provider: 'built-in', model: 'built-in' }` (review only). */
    engine: z.object({ provider: z.string(), model: z.string() }),
    replies: Allowance,
  }),
  z.object({
    status: z.literal('skipped'),
    reason: z.enum(REPLY_SKIP_REASONS),
    /** For `burst`: seconds until the next reply may be taken. */
    retryAfter: z.number().int().positive().optional(),
    /** For `quality`: the rules the last attempt broke. */
    failedRules: z.array(z.string()).optional(),
    replies: Allowance.optional(),
  }),
  z.object({ status: z.literal('recorded'), replies: Allowance }),
]);
export type ReplyResponse = z.infer<typeof ReplyResponseSchema>;

export const REPLY_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'extension-disconnected',
  'not-found',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
