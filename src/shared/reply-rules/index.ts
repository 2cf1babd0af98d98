/**
 * The reply rules: the house style the browser extension's autopilot holds its replies to, and
 * the checks the website's Reply Grader reports. Pure functions, no DOM or Node, so the grader,
 * the extension and the server all judge a reply the same way. They are a style, not a
 * definition of a good reply.
 *
 * The rules (REPLY_RULE_IDS order, then the two posting rules of POSTING_RULE_IDS):
 * - length: X's weighted count (the `twitter-text` library: a link counts 23, a CJK character or
 *   an emoji 2, most other characters 1), 200 to 250 in the default style, so about 100 to 125
 *   characters of Japanese or Chinese; the `short` style is 20 to 140 (the 20 only rules out
 *   bare reactions). X's own limit of 280 is `isPostableOnX`.
 * - no dashes: em, en and other long dashes, a hyphen standing alone as a dash (" - ", a bullet)
 *   and doubled hyphens ("--"). Hyphenated words (well-known), numbers (COVID-19, 10-20, -5)
 *   and a hyphen at a word's edge (pre- and post-launch) are fine.
 * - no colons, except between two digits (times and ratios: 10:30, 3:1); no semicolons.
 * - no quotation marks: an apostrophe (' or ’) between two letters (don't, it’s, l'idée) is not
 *   a quote; anywhere else (a plural possessive like "students'", a leading '90s) it counts.
 *   The punctuation rules skip links: a URL's "https:" or a hyphenated domain is not prose.
 * - not-duplicate: below 70% similarity to every earlier reply of the user.
 * - on-topic: shares at least one keyword with the post. Offline this is a keyword-overlap
 *   heuristic (light stemming, stop words for en/es/fr/de/pt plus a few ru/hi/ar/ko, character
 *   bigrams for Chinese and Japanese), not an understanding of meaning: a reply can talk about
 *   the post in other words and still fail, or repeat one word and pass.
 * - no-hashtags and no-links (posting only): none unless the persona allows them
 *   (`allowHashtags`, `allowLinks` in the context). X's own extractors decide what is one.
 */
// The rules by concern: length.ts, punctuation.ts, entities.ts (hashtags, links),
// duplicates.ts, relevance.ts, check.ts (all rules at once). Word lists, keywords, links and
// sentences live in the shared text toolkit. The reply strategies are in ../reply-strategies/.
export {
  POSTING_RULE_IDS,
  checkReply,
  checkReplyForPosting,
  replyPasses,
  type PostingCheck,
  type PostingRuleId,
  type ReplyContext,
} from './check.ts';
export { mostSimilarReply, normalizeForComparison, replySimilarity } from './duplicates.ts';
export { findHashtags, findLinks, type EntityHit } from './entities.ts';
export {
  REPLY_LENGTH_BOUNDS,
  REPLY_RULES,
  REPLY_STYLES,
  X_MAX_WEIGHTED_LENGTH,
  isPostableOnX,
  lengthFits,
  replyLength,
  replyLengthBounds,
  type LengthBounds,
  type ReplyStyle,
} from './length.ts';
export {
  describeHits,
  findColons,
  findDashes,
  findQuotes,
  findSemicolons,
  removeBannedPunctuation,
  type CleanOptions,
  type PunctuationHit,
} from './punctuation.ts';
export { isOnTopic, type TopicMatch } from './relevance.ts';
export {
  extractKeywords,
  guessStopWordLanguage,
  stem,
  urlRanges,
  wordKeyword,
  type Keyword,
  type StopWordLanguage,
} from '../text-toolkit/index.ts';
