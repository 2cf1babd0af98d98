import { z } from 'zod';
import { X_HANDLE, X_POST_URL } from '../contracts/reply.ts';
import { REPLY_STRATEGY_IDS } from '../reply-strategies/index.ts';

/**
 * What the extension's parts say to each other (docs/product-rules.md#extension-session): the
 * background service worker runs the session; the x.com content script reads and acts on the
 * page; the popup shows the state and sends the user's commands. Every message crosses a
 * boundary a page could reach, so each side validates what it receives with these schemas.
 */

/** A post the content script found on X, with the counts X shows. */
export const PostCandidateSchema = z.object({
  url: z.string().regex(X_POST_URL),
  author: z.string().regex(X_HANDLE),
  text: z.string().max(4000),
  /** X's `lang` on the text, when it is a language (not `und`, `qme`, …). */
  language: z.string().max(16).nullable(),
  counts: z.object({
    replies: z.number().int().nonnegative(),
    reposts: z.number().int().nonnegative(),
    likes: z.number().int().nonnegative(),
    views: z.number().int().nonnegative().nullable(),
  }),
  /** Replies + reposts + likes (views are not engagement). */
  engagement: z.number().int().nonnegative(),
  isAd: z.boolean(),
  isOwn: z.boolean(),
  liked: z.boolean(),
});
export type PostCandidate = z.infer<typeof PostCandidateSchema>;

/** A post qualifies at this engagement (replies + reposts + likes). */
export const MIN_ENGAGEMENT = 500;

/** Why an action on X did not go through. */
export const X_ERRORS = [
  /** The page no longer matches what the selectors expect (X changed its markup). */
  'page-changed',
  /** The post is not on the page (any more). */
  'post-not-found',
  /** The editor did not take the text, or the reply button stayed disabled. */
  'editor-rejected',
  /** X answered with its rate-limit message. */
  'rate-limited',
  /** X said the request looks automated. */
  'automation-flagged',
  /** X's daily limit for sending posts. */
  'daily-limit',
  /** The reply was sent but could not be seen on the page afterwards. */
  'not-confirmed',
  /** Nobody is signed in to X in this tab. */
  'signed-out',
] as const;
export type XError = (typeof X_ERRORS)[number];

/** Background → x.com content script. */
export const ContentCommandSchema = z.discriminatedUnion('type', [
  /** Does the page still match the selectors? */
  z.object({ type: z.literal('x:check') }),
  /** The posts on the page now, after scrolling up to `scrolls` screens further. */
  z.object({ type: z.literal('x:scan'), scrolls: z.number().int().min(0).max(20).default(2) }),
  /** Reply to a post on the page: open, type, verify, send, confirm; then like it if asked. */
  z.object({
    type: z.literal('x:reply'),
    postUrl: z.string().regex(X_POST_URL),
    text: z.string().min(1).max(1000),
    like: z.boolean(),
  }),
]);
export type ContentCommand = z.infer<typeof ContentCommandSchema>;

export const PageCheckSchema = z.object({
  ok: z.boolean(),
  /** The signed-in X handle, when the page shows it. */
  handle: z.string().regex(X_HANDLE).nullable(),
  /** What no longer matched (selector names), when not ok. */
  problems: z.array(z.string().max(200)).max(20),
});
export type PageCheck = z.infer<typeof PageCheckSchema>;

export const ScanResultSchema = z.object({
  posts: z.array(PostCandidateSchema).max(200),
  check: PageCheckSchema,
});
export type ScanResult = z.infer<typeof ScanResultSchema>;

export const ReplyResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('posted'),
    liked: z.boolean(),
    /** The deliberate human-like pauses on the page while replying (ms). */
    pausedMs: z.number().nonnegative().max(600_000).optional(),
  }),
  z.object({
    outcome: z.literal('failed'),
    error: z.enum(X_ERRORS),
    /** For a report: what was seen (a toast's text, a selector's name). */
    detail: z.string().max(300).optional(),
  }),
]);
export type ReplyResult = z.infer<typeof ReplyResultSchema>;

/**
 * The User Timing measure the background records for each posted reply: the time from the scan
 * that found the post to the reply confirmed, without the model call and the page's deliberate
 * pauses (its detail has all three figures). Read by `npm run bench:time-to-post`.
 */
export const TIME_TO_POST_MEASURE = 'replypilot:time-to-post';

/** Daily targets per pacing preset, within the plan's allowance and the safety cap. */
export const PACING_PRESETS = { light: 60, optimal: 120, intensive: 180, maximum: 240 } as const;
export type PacingPreset = keyof typeof PACING_PRESETS;
export const PACING_PRESET_IDS = Object.keys(PACING_PRESETS) as PacingPreset[];

/** The wait between two replies, before the jitter of a human (seconds). */
export const REPLY_DELAY_SECONDS = { min: 30, max: 300 } as const;
/** At most this many replies in any window of this many minutes. */
export const BURST = { replies: 5, minutes: 10 } as const;

export const SESSION_MODES = ['autopilot', 'review'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

/** Why a session is not running. */
export const STOP_REASONS = [
  'user',
  'target-reached',
  'allowance-reached',
  /** This X account reached the daily safety cap (the same on every plan); the plan may not. */
  'account-cap',
  'signed-out',
  'disconnected',
  'no-model',
  'x-rate-limited',
  'x-automation-flagged',
  'x-daily-limit',
  'page-changed',
  'no-x-tab',
] as const;
export type StopReason = (typeof STOP_REASONS)[number];

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const SessionSettingsSchema = z.object({
  mode: z.enum(SESSION_MODES),
  pacing: z.enum(PACING_PRESET_IDS as [PacingPreset, ...PacingPreset[]]),
  /** Replies happen only between these local times (start may be after end: overnight). */
  activeHours: z.object({ start: HHMM, end: HHMM }),
  /** Like each post replied to. */
  like: z.boolean(),
});
export type SessionSettings = z.infer<typeof SessionSettingsSchema>;

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  mode: 'review',
  pacing: 'optimal',
  activeHours: { start: '08:00', end: '22:00' },
  like: true,
};

export const DraftSchema = z.object({
  /** The server's reservation id for this reply. */
  id: z.string(),
  post: PostCandidateSchema,
  reply: z.string().max(1000),
  strategy: z.enum(REPLY_STRATEGY_IDS),
  /** Drafted by the built-in writer (no AI model on the server): a starting point to edit. */
  builtIn: z.boolean().default(false),
  createdAt: z.number(),
});
export type Draft = z.infer<typeof DraftSchema>;

export const ActivitySchema = z.object({
  at: z.number(),
  postUrl: z.string().regex(X_POST_URL),
  author: z.string().regex(X_HANDLE),
  outcome: z.enum(['posted', 'failed', 'skipped', 'discarded']),
  reason: z.string().max(200).optional(),
  reply: z.string().max(1000).optional(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** What the popup says beside the status, besides a stop reason (translated there). */
export const SESSION_NOTICES = [
  /** No AI model on the server: autopilot went back to review, where the built-in writer drafts. */
  'no-model-review',
  /** The server has no AI model and drafts nothing, not even with the built-in writer. */
  'no-model',
  /** An approved draft waits for the burst limit: it goes out at `at`. */
  'burst-wait',
  /** An approved draft needs an x.com tab to be posted from. */
  'open-x-tab',
] as const;
export type SessionNoticeCode = (typeof SESSION_NOTICES)[number];

export const SessionNoticeSchema = z.object({
  code: z.enum(SESSION_NOTICES),
  /** For `burst-wait`: when (epoch ms). */
  at: z.number().optional(),
});
export type SessionNotice = z.infer<typeof SessionNoticeSchema>;

export const SessionStateSchema = z.object({
  status: z.enum(['idle', 'running', 'waiting', 'paused', 'stopped']),
  stopReason: z.enum(STOP_REASONS).nullable(),
  /** When the next reply is due (epoch ms), while waiting. */
  nextAt: z.number().nullable(),
  settings: SessionSettingsSchema,
  drafts: z.array(DraftSchema).max(50),
  /** Newest first. */
  activity: z.array(ActivitySchema).max(200),
  notice: SessionNoticeSchema.nullable().default(null),
});
export type SessionState = z.infer<typeof SessionStateSchema>;

/** Popup → background. */
export const PopupCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session:get') }),
  z.object({ type: z.literal('session:start') }),
  z.object({ type: z.literal('session:pause') }),
  z.object({ type: z.literal('session:resume') }),
  z.object({ type: z.literal('session:stop') }),
  z.object({ type: z.literal('session:settings'), settings: SessionSettingsSchema }),
  z.object({
    type: z.literal('draft:approve'),
    id: z.string(),
    /** The text to post: the draft as is, or as the user edited it. */
    text: z.string().trim().min(1).max(1000),
  }),
  z.object({ type: z.literal('draft:discard'), id: z.string() }),
  z.object({ type: z.literal('account:disconnect') }),
]);
export type PopupCommand = z.infer<typeof PopupCommandSchema>;
