/**
 * Every rule at once. `checkReply` runs the seven rules of REPLY_RULE_IDS (what the Reply Grader
 * reports); `checkReplyForPosting` adds the persona's hashtag and link rules (what the
 * extension must pass before it posts).
 */
import { REPLY_RULE_IDS, type ReplyCheck, type ReplyRuleId } from '../generation/schemas.ts';
import { mostSimilarReply } from './duplicates.ts';
import { findHashtags, findLinks, type EntityHit } from './entities.ts';
import {
  REPLY_RULES,
  isPostableOnX,
  replyLength,
  replyLengthBounds,
  type ReplyStyle,
} from './length.ts';
import {
  describeHits,
  findColons,
  findDashes,
  findQuotes,
  findSemicolons,
  type PunctuationHit,
} from './punctuation.ts';
import { isOnTopic } from './relevance.ts';

export interface ReplyContext {
  post: string;
  previousReplies?: readonly string[];
  /** Length bounds to hold the reply to (default: the autopilot's default style). */
  style?: ReplyStyle;
  /** The persona may use hashtags (default false: a hashtag fails the posting check). */
  allowHashtags?: boolean;
  /** The persona may post links (default false: a link fails the posting check). */
  allowLinks?: boolean;
}

/** The rules a posted reply must pass: the seven of REPLY_RULE_IDS, then hashtags and links. */
export const POSTING_RULE_IDS = [...REPLY_RULE_IDS, 'no-hashtags', 'no-links'] as const;
export type PostingRuleId = (typeof POSTING_RULE_IDS)[number];

export interface PostingCheck extends Omit<ReplyCheck, 'rule'> {
  rule: PostingRuleId;
}

/**
 * One check per rule, in REPLY_RULE_IDS order. The reply is trimmed first (surrounding spaces are
 * not posted). Length is X's weighted count against the style's bounds. Similarity and overlap
 * are percentages; similarity is rounded down so a shown 70% always means a failed check.
 */
export function checkReply(reply: string, context: ReplyContext): ReplyCheck[] {
  const text = reply.trim();
  const length = replyLength(text);
  const bounds = replyLengthBounds(context.style);
  const punctuation = (hits: PunctuationHit[]) => ({
    passed: hits.length === 0,
    params: describeHits(hits),
  });
  const duplicate = mostSimilarReply(text, context.previousReplies ?? []);
  const topic = isOnTopic(context.post, text);
  const results: Record<ReplyRuleId, Omit<ReplyCheck, 'rule'>> = {
    length: {
      passed: length >= bounds.min && length <= bounds.max,
      params: { length, min: bounds.min, max: bounds.max },
    },
    'no-dashes': punctuation(findDashes(text)),
    'no-colons': punctuation(findColons(text)),
    'no-semicolons': punctuation(findSemicolons(text)),
    'no-quotes': punctuation(findQuotes(text)),
    'not-duplicate': {
      passed: duplicate.similarity < REPLY_RULES.maxSimilarity,
      params: { similarity: Math.floor(duplicate.similarity * 100), index: duplicate.index },
    },
    'on-topic': {
      passed: topic.onTopic,
      params: {
        overlap: Math.round(topic.overlap * 100),
        keywords: topic.sharedKeywords.slice(0, 5).join(', '),
      },
    },
  };
  return REPLY_RULE_IDS.map((rule) => ({ rule, ...results[rule] }));
}

/**
 * Every rule of POSTING_RULE_IDS: `checkReply`'s seven, then no hashtags and no links unless the
 * context allows them. Params: `found` (the hashtags or links, comma-separated), `count`, and
 * `allowed` (1 when the persona allows them, so the check passes whatever was found).
 */
export function checkReplyForPosting(reply: string, context: ReplyContext): PostingCheck[] {
  const text = reply.trim();
  const entities = (
    hits: EntityHit[],
    allowed: boolean | undefined,
  ): Omit<PostingCheck, 'rule'> => ({
    passed: allowed === true || hits.length === 0,
    params: {
      found: hits.map((hit) => hit.text).join(', '),
      count: hits.length,
      allowed: allowed === true ? 1 : 0,
    },
  });
  return [
    ...checkReply(text, context),
    { rule: 'no-hashtags', ...entities(findHashtags(text), context.allowHashtags) },
    { rule: 'no-links', ...entities(findLinks(text), context.allowLinks) },
  ];
}

/** True when every posting rule passes (`checkReplyForPosting`) and X would accept the text. */
export function replyPasses(reply: string, context: ReplyContext): boolean {
  return (
    checkReplyForPosting(reply, context).every((check) => check.passed) &&
    isPostableOnX(reply.trim())
  );
}
