/**
 * The reply grader's form rules, kept pure so they are tested without rendering: which fields
 * are missing, how the "recent replies" box becomes a list, how a score is coloured and which
 * translated sentence (with which values) describes each rule's outcome.
 */
import type {
  ReplyCheck,
  ReplyGradeInput,
  ReplyRuleId,
} from '../../../../shared/generation/schemas.ts';
import { REPLY_RULES, checkReply, replyLength } from '../../../../shared/reply-rules/index.ts';

/** The server takes at most this many earlier replies, each at most this long. */
export const RECENT_REPLIES_MAX = 50;
export const RECENT_REPLY_MAX_CHARS = 1000;
export const POST_MAX_CHARS = 2000;
export const REPLY_MAX_CHARS = 1000;

export interface ReplyForm {
  post: string;
  reply: string;
  /** One earlier reply per line. */
  recent: string;
}

export type FieldError =
  | { field: 'post' | 'reply'; code: 'empty' }
  | { field: 'recent'; code: 'too-many' }
  | { field: 'recent'; code: 'too-long'; line: number };

export type FieldErrors = Partial<Record<'post' | 'reply' | 'recent', FieldError>>;

/** Non-empty lines of the recent-replies box, trimmed. */
export function parseRecentReplies(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** What must be fixed before a request is sent; empty when the form can be graded. */
export function validateReplyForm(form: ReplyForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.post.trim()) errors.post = { field: 'post', code: 'empty' };
  if (!form.reply.trim()) errors.reply = { field: 'reply', code: 'empty' };
  const recent = parseRecentReplies(form.recent);
  if (recent.length > RECENT_REPLIES_MAX) errors.recent = { field: 'recent', code: 'too-many' };
  else {
    const index = recent.findIndex((line) => line.length > RECENT_REPLY_MAX_CHARS);
    if (index >= 0) errors.recent = { field: 'recent', code: 'too-long', line: index + 1 };
  }
  return errors;
}

/** The request input for a valid form (the server validates it with the same schema). */
export function replyGradeInput(form: ReplyForm): ReplyGradeInput {
  return {
    post: form.post.trim(),
    reply: form.reply.trim(),
    previousReplies: parseRecentReplies(form.recent),
  };
}

export type ReplyBand = 'good' | 'fair' | 'poor';
/** ≥ 80 ready to post (green), ≥ 60 close (yellow), else needs work (red). */
export function replyScoreBand(score: number): {
  band: ReplyBand;
  color: 'green' | 'yellow' | 'red';
} {
  if (score >= 80) return { band: 'good', color: 'green' };
  if (score >= 60) return { band: 'fair', color: 'yellow' };
  return { band: 'poor', color: 'red' };
}

/**
 * The locale key (`rule.<id>.<pass|fail|none>`) and interpolation values for one rule's
 * outcome. The server's params are passed through; `not-duplicate` adds a 1-based reply
 * number and the similarity limit, and reads "nothing to compare" when no earlier replies were
 * given; `on-topic` reads the same when the post had no key words.
 */
export function ruleMessage(
  check: ReplyCheck,
  comparedWith: number,
): { key: string; values: Record<string, string | number> } {
  const rule: ReplyRuleId = check.rule;
  const values: Record<string, string | number> = { ...check.params };
  let outcome: 'pass' | 'fail' | 'none' = check.passed ? 'pass' : 'fail';
  if (rule === 'not-duplicate') {
    if (check.passed && comparedWith === 0) outcome = 'none';
    const index = Number(check.params.index);
    values.number = Number.isInteger(index) && index >= 0 ? index + 1 : '';
    values.limit = Math.round(REPLY_RULES.maxSimilarity * 100);
  }
  if (rule === 'on-topic' && check.passed && !String(check.params.keywords ?? '').trim())
    outcome = 'none';
  return { key: `rule.${rule}.${outcome}`, values };
}

/** The rules a person can check while typing, without the post or earlier replies. */
export const LIVE_PUNCTUATION_RULES = [
  'no-dashes',
  'no-colons',
  'no-semicolons',
  'no-quotes',
] as const satisfies readonly ReplyRuleId[];

/** Live state of the reply field: its length against the limits and the banned punctuation. */
export function liveReplyState(reply: string) {
  const length = replyLength(reply.trim());
  const { minLength: min, maxLength: max } = REPLY_RULES;
  const status: 'empty' | 'short' | 'long' | 'ok' =
    length === 0 ? 'empty' : length < min ? 'short' : length > max ? 'long' : 'ok';
  const punctuation = checkReply(reply, { post: '' }).filter(
    (check) =>
      !check.passed && (LIVE_PUNCTUATION_RULES as readonly ReplyRuleId[]).includes(check.rule),
  );
  return { length, min, max, status, punctuation };
}
