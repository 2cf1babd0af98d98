/**
 * The reply grader's form rules, kept pure so they are tested without rendering: which fields
 * are missing, how the "recent replies" box becomes a list, which options go with the request,
 * how long the reply is for X, and which translated sentence (with which values) describes a
 * criterion or a house-style rule.
 */
import type {
  ReplyCheck,
  ReplyCriterion,
  ReplyGradeInput,
  ReplyGradeOptions,
  ReplyRuleId,
} from '../../../../shared/generation/schemas.ts';
import { isActiveLanguage } from '../../../../shared/languages.ts';
import {
  REPLY_RULES,
  X_MAX_WEIGHTED_LENGTH,
  replyLength,
} from '../../../../shared/reply-rules/index.ts';

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

/** The request options: the page's language, so the suggestions come back in it. */
export function replyGradeOptions(language: string): ReplyGradeOptions {
  return isActiveLanguage(language) ? { language } : {};
}

/** The locale key (`criterion.<id>.<note>`) and values for one criterion of the grade. */
export function criterionMessage(criterion: ReplyCriterion): {
  key: string;
  values: Record<string, string | number>;
} {
  return {
    key: `criterion.${criterion.criterion}.${criterion.note}`,
    values: { ...criterion.params },
  };
}

/**
 * The locale key (`rule.<id>.<pass|fail|none>`) and interpolation values for one house-style
 * rule's outcome. The server's params are passed through; `not-duplicate` adds a 1-based reply
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

/** Live length of the reply as X counts it, against X's limit of 280 weighted characters. */
export function liveReplyState(reply: string) {
  const length = replyLength(reply.trim());
  const max = X_MAX_WEIGHTED_LENGTH;
  const status: 'empty' | 'ok' | 'over' = length === 0 ? 'empty' : length > max ? 'over' : 'ok';
  return { length, max, status };
}
