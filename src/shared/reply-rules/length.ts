/**
 * Reply length as X counts it: the weighted count of the `twitter-text` library (a link counts
 * 23 whatever its length, a CJK character or an emoji 2, Latin, Cyrillic, Arabic or Devanagari
 * letters 1; the text is NFC-normalised first). The bounds per reply style and X's own limit.
 */
import { twitterText } from './twitter-text.ts';

/**
 * How long a reply should be. `default` is the autopilot's house style (200 to 250 weighted, so
 * about 100 to 125 characters in Japanese or Chinese); `short` is at most 140 weighted.
 */
export type ReplyStyle = 'default' | 'short';
export const REPLY_STYLES = ['default', 'short'] as const satisfies readonly ReplyStyle[];

export interface LengthBounds {
  /** Weighted characters, inclusive. */
  min: number;
  max: number;
}

/**
 * Weighted length bounds per style. The short style's minimum of 20 weighted characters (about
 * four English words, ten Japanese characters) only rules out bare reactions such as "Nice!"
 * or a lone emoji, which add nothing to a conversation.
 */
export const REPLY_LENGTH_BOUNDS: Readonly<Record<ReplyStyle, LengthBounds>> = {
  default: { min: 200, max: 250 },
  short: { min: 20, max: 140 },
};

/** X's hard limit for a post or reply, in weighted characters. */
export const X_MAX_WEIGHTED_LENGTH = 280;

/**
 * The numbers behind the rules for the default style (`REPLY_LENGTH_BOUNDS.default`) and the
 * duplicate threshold: a reply at 70% similarity or more to an earlier one fails.
 */
export const REPLY_RULES = {
  minLength: REPLY_LENGTH_BOUNDS.default.min,
  maxLength: REPLY_LENGTH_BOUNDS.default.max,
  maxSimilarity: 0.7,
} as const;

/** The length bounds of a style (the default style when none is given). */
export function replyLengthBounds(style: ReplyStyle = 'default'): LengthBounds {
  return REPLY_LENGTH_BOUNDS[style];
}

/** Length as X counts it (weighted: links 23, CJK characters and emoji 2, most others 1). */
export function replyLength(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/** Whether a length is within a style's bounds. */
export function lengthFits(length: number, style: ReplyStyle = 'default'): boolean {
  const { min, max } = replyLengthBounds(style);
  return length >= min && length <= max;
}

/**
 * Whether X would accept the text as a post: not empty, at most 280 weighted characters and no
 * character X refuses (U+FFFE, U+FEFF, U+FFFF). Both styles stay well below the limit; this is
 * the last check before anything is posted.
 */
export function isPostableOnX(text: string): boolean {
  return twitterText.parseTweet(text).valid;
}
