/** The not-duplicate rule: how alike a reply is to earlier ones. */
import { distance } from 'fastest-levenshtein';
import {
  CJK_SCRIPTS,
  MENTION_PATTERN,
  URL_PATTERN,
  codePointLength,
  memoize,
} from '../text-toolkit/index.ts';

/** One CJK character, or a run of letters/marks/digits of other scripts. */
const COMPARISON_TOKEN = new RegExp(
  `[${CJK_SCRIPTS}]|(?:(?![${CJK_SCRIPTS}])[\\p{L}\\p{M}\\p{N}])+`,
  'gu',
);

/** Case, whitespace, punctuation, emoji, links and @mentions removed for comparison. */
export function normalizeForComparison(text: string): string {
  return text
    .normalize('NFKC')
    .replace(URL_PATTERN, ' ')
    .replace(MENTION_PATTERN, '$1 ')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

function shingles(tokens: string[], size: number): Set<string> {
  const set = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) set.add(tokens.slice(i, i + size).join(' '));
  return set;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * `distance` compares UTF-16 units, where two different emoji share half their units, so each
 * astral character becomes one private-use character first (by code point modulo 6400: emoji
 * never collide; two rare CJK extension characters might).
 */
function toSingleUnits(text: string): string {
  if (codePointLength(text) === text.length) return text;
  return Array.from(text, (char) =>
    char.length === 1 ? char : String.fromCharCode(0xe000 + (char.codePointAt(0)! % 0x1900)),
  ).join('');
}

interface Comparable {
  normalized: string;
  /** What edit distance runs on: the normalised text, or the raw text when nothing is left. */
  units: string;
  tokenCount: number;
  words: Set<string>;
  pairs: Set<string>;
}

const comparable = memoize((text: string): Comparable => {
  const normalized = normalizeForComparison(text);
  const tokens = normalized === '' ? [] : (normalized.match(COMPARISON_TOKEN) ?? []);
  return {
    normalized,
    units: toSingleUnits(normalized === '' ? text.normalize('NFKC').trim() : normalized),
    tokenCount: tokens.length,
    words: new Set(tokens),
    pairs: shingles(tokens, 2),
  };
}, 256);

function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

/** Similarity of two prepared texts; when it cannot exceed `floor`, a cheaper lower value. */
function compare(a: Comparable, b: Comparable, floor = -1): number {
  if (a.normalized === '' || b.normalized === '') {
    return a.normalized === b.normalized ? editSimilarity(a.units, b.units) : 0;
  }
  const size = Math.min(2, a.tokenCount, b.tokenCount);
  const overlap = size === 2 ? jaccard(a.pairs, b.pairs) : jaccard(a.words, b.words);
  // Edit similarity can be no higher than the ratio of the two lengths.
  const ceiling =
    Math.min(a.units.length, b.units.length) / Math.max(a.units.length, b.units.length);
  if (Math.max(overlap, ceiling) <= floor) return overlap;
  return Math.min(1, Math.max(editSimilarity(a.units, b.units), overlap));
}

/**
 * How alike two replies are, 0..1, after normalising case, whitespace, punctuation, links and
 * @mentions. The larger of two measures: edit-distance similarity on the normalised text
 * (catches small edits) and Jaccard similarity of two-word shingles (catches the same sentences
 * in a new order, which edit distance scores low). CJK text is shingled by character. Texts of
 * only emoji or punctuation are compared as written.
 */
export function replySimilarity(a: string, b: string): number {
  return compare(comparable(a), comparable(b));
}

/** The most similar earlier reply: its similarity (0..1) and index, or -1 when there is none. */
export function mostSimilarReply(
  reply: string,
  previousReplies: readonly string[],
): { similarity: number; index: number } {
  const prepared = comparable(reply);
  let best = { similarity: 0, index: -1 };
  previousReplies.forEach((previous, index) => {
    const similarity = compare(prepared, comparable(previous), best.similarity);
    if (similarity > best.similarity) best = { similarity, index };
  });
  return best;
}
