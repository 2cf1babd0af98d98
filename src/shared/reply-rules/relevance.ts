/**
 * The on-topic rule: a keyword-overlap heuristic (keywords come from the shared text toolkit),
 * not an understanding of meaning.
 */
import { keywordsOf } from '../text-toolkit/index.ts';

export interface TopicMatch {
  onTopic: boolean;
  /** Shared keywords / keywords of the shorter side, 0..1. */
  overlap: number;
  /** The shared keywords as the post writes them, most frequent in the post first. */
  sharedKeywords: string[];
}

/**
 * Whether a reply talks about the post: a keyword heuristic, not comprehension. On topic when
 * the reply shares at least one keyword with the post, or when the post has no keyword at all
 * (an emoji or a greeting gives nothing to compare with).
 */
export function isOnTopic(post: string, reply: string): TopicMatch {
  const postKeywords = keywordsOf(post);
  const replyKeys = new Set(keywordsOf(reply).map((keyword) => keyword.key));
  const sharedKeywords = postKeywords
    .filter((keyword) => replyKeys.has(keyword.key))
    .map((keyword) => keyword.word);
  const smaller = Math.min(postKeywords.length, replyKeys.size);
  return {
    onTopic: postKeywords.length === 0 || sharedKeywords.length > 0,
    overlap: smaller === 0 ? 0 : sharedKeywords.length / smaller,
    sharedKeywords,
  };
}
