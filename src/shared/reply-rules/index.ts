/**
 * The reply quality rules: what a reply on X must look like before we show it as good (the
 * website's reply grader) or let the browser extension post it. Pure functions, no DOM or Node,
 * so the grader, the extension and the server all judge a reply the same way.
 *
 * The rules (REPLY_RULE_IDS order):
 * - length: 200 to 250 characters, counted as Unicode code points (`[...text].length`). X's own
 *   count is weighted (URLs count 23, CJK and emoji count 2), which needs its config tables; code
 *   points are what a person would count and never split an emoji. One known gap: a CJK reply of
 *   200 code points weighs 400 on X, above its 280 limit, so the rule suits space-separated
 *   languages best.
 * - no dashes, colons, semicolons or quotation marks: the typography that makes a reply read as
 *   machine-written. Hyphenated words ("well-known") count as dashes too, because the rule is
 *   simply "no dashes" and a reader cannot tell a hyphen from a dash at a glance. An apostrophe
 *   (' or ’) between two letters (don't, it’s, l'idée) is not a quote; anywhere else (a
 *   plural possessive like "students'", a leading '90s) it counts. Links are skipped: a URL's
 *   "https:" or a hyphenated domain is not prose punctuation.
 * - not-duplicate: below 70% similarity to every earlier reply (docs/product-rules.md#reply-rules).
 * - on-topic: shares at least one keyword with the post. Offline this is a keyword-overlap
 *   heuristic (light stemming, stop words for en/es/fr/de/pt plus a few ru/hi/ar/ko, character
 *   bigrams for Chinese and Japanese), not an understanding of meaning: a reply can talk about
 *   the post in other words and still fail, or repeat one word and pass.
 */
// The rules by concern: length.ts, punctuation.ts, duplicates.ts, relevance.ts, check.ts (all
// rules at once). Word lists, keywords, links and sentences live in the shared text toolkit.
export { checkReply, replyPasses, type ReplyContext } from './check.ts';
export { mostSimilarReply, normalizeForComparison, replySimilarity } from './duplicates.ts';
export { REPLY_RULES, replyLength } from './length.ts';
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
