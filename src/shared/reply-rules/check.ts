/** Every rule at once: one check per rule, in REPLY_RULE_IDS order. */
import { REPLY_RULE_IDS, type ReplyCheck, type ReplyRuleId } from '../generation/schemas.ts';
import { mostSimilarReply } from './duplicates.ts';
import { REPLY_RULES, replyLength } from './length.ts';
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
}

/**
 * One check per rule, in REPLY_RULE_IDS order. The reply is trimmed first (surrounding spaces are
 * not posted). Similarity and overlap are percentages; similarity is rounded down so a shown
 * 70% always means a failed check.
 */
export function checkReply(reply: string, context: ReplyContext): ReplyCheck[] {
  const text = reply.trim();
  const length = replyLength(text);
  const punctuation = (hits: PunctuationHit[]) => ({
    passed: hits.length === 0,
    params: describeHits(hits),
  });
  const duplicate = mostSimilarReply(text, context.previousReplies ?? []);
  const topic = isOnTopic(context.post, text);
  const results: Record<ReplyRuleId, Omit<ReplyCheck, 'rule'>> = {
    length: {
      passed: length >= REPLY_RULES.minLength && length <= REPLY_RULES.maxLength,
      params: { length, min: REPLY_RULES.minLength, max: REPLY_RULES.maxLength },
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

/** True when every rule passes. */
export function replyPasses(reply: string, context: ReplyContext): boolean {
  return checkReply(reply, context).every((check) => check.passed);
}
