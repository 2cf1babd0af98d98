/**
 * The shared text toolkit: pure, deterministic text analysis for any script, used by the reply
 * rules (`../reply-rules/`) and the offline writers (`../generation/offline/`). No DOM or Node.
 *
 * - `length.ts`: UTF-16 and code-point lengths;
 * - `segment.ts`: words and graphemes (Intl.Segmenter), the CJK script class;
 * - `clean.ts`: whitespace and invisible characters tidied before analysis;
 * - `links.ts`: links and @mentions in prose, URL-like tokens;
 * - `sentences.ts`: sentence splitting and sentence starts;
 * - `stop-words.ts`: stop words per language (two lists, see there), language guess;
 * - `keywords.ts`: ranked keywords with stemming, and plain content words (see there);
 * - `memoize.ts`: a small cache for pure functions of one text;
 * - `scripts.ts`: a letter's writing system, the scripts each site language writes in.
 *
 * Validating what a client may send (control characters, invisible-only fields) is a different
 * job: `../text.ts`.
 */
export { cleanText, collapseSpaces } from './clean.ts';
export {
  contentWords,
  extractKeywords,
  keywordsOf,
  stem,
  wordKeyword,
  type Keyword,
  type KeywordOptions,
} from './keywords.ts';
export { codePointLength, utf16Length } from './length.ts';
export { MENTION_PATTERN, URL_PATTERN, isUrlLike, urlRanges } from './links.ts';
export { memoize } from './memoize.ts';
export { letterScript, scriptsOfLanguage, type LetterScript } from './scripts.ts';
export { CJK_SCRIPTS, graphemes, wordSegments, words } from './segment.ts';
export { atSentenceOrClauseStart, atSentenceStart, splitSentences } from './sentences.ts';
export {
  COMMON_WORDS_BY_LANGUAGE,
  FILLER_WORDS,
  STOP_WORDS_BY_LANGUAGE,
  foldDiacritics,
  guessStopWordLanguage,
  isNonTopicWord,
  isStopword,
  type StopWordLanguage,
} from './stop-words.ts';
