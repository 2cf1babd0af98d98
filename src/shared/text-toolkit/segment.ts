/**
 * Splitting text into words and user-perceived characters (graphemes) with `Intl.Segmenter`.
 * The locale is pinned so segmentation never depends on the machine's language. Word boundaries
 * (UAX #29 plus ICU's dictionaries for Chinese, Japanese, Thai…) never split a grapheme.
 */

/** Han, Hiragana and Katakana as a regex character-class body (scripts written without spaces). */
export const CJK_SCRIPTS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';

const hasSegmenter = typeof Intl.Segmenter === 'function';
const WORDS = hasSegmenter ? new Intl.Segmenter('en', { granularity: 'word' }) : null;
const GRAPHEMES = hasSegmenter ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

/**
 * Every word segment of a text, word-like or not, with its index (what `fitWords` cuts at).
 * Needs `Intl.Segmenter` (every runtime we ship to has it).
 */
export function wordSegments(text: string): Intl.Segments {
  if (!WORDS) throw new TypeError('Intl.Segmenter is not available');
  return WORDS.segment(text);
}

/** Word-like segments (letters or digits), in any script, in order. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const s of wordSegments(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}

/**
 * User-perceived characters, so an emoji sequence or a letter with its marks stays whole.
 * Without `Intl.Segmenter`, code points.
 */
export function graphemes(text: string): string[] {
  return GRAPHEMES ? Array.from(GRAPHEMES.segment(text), (s) => s.segment) : Array.from(text);
}
