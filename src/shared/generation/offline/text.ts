/**
 * Small, pure text helpers for the offline writers (bio, hashtags, and any other writer that
 * needs them): emoji, fitting text to a length, deterministic choice. Everything here works for
 * any script, never splits a surrogate pair or an emoji sequence, and is deterministic: no
 * clock, no randomness, no locale of the machine. Lengths, cleaning, words, stop words and
 * keywords are the shared text toolkit's (`../../text-toolkit/`).
 */
import { graphemes, wordSegments } from '../../text-toolkit/index.ts';

// ── Emoji ────────────────────────────────────────────────────────────────────────────────

// One emoji "unit": a flag (or a stray regional indicator), a keycap, a pictograph with its
// presentation selector / skin tone / tag characters (subdivision flags), or a stray skin tone.
const EMOJI_UNIT = String.raw`(?:\p{Regional_Indicator}{1,2}|[#*0-9]\uFE0F?\u20E3|\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*|\p{Emoji_Modifier})`;
/** Source of a regex matching one whole emoji sequence (ZWJ sequences included). */
export const EMOJI_SEQUENCE_SOURCE = String.raw`${EMOJI_UNIT}(?:\u200D${EMOJI_UNIT})*`;
const EMOJI_SEQUENCE = new RegExp(EMOJI_SEQUENCE_SOURCE, 'gu');

/** Every emoji sequence in order of first appearance, each once. */
export function extractEmojis(text: string): string[] {
  return [...new Set(text.match(EMOJI_SEQUENCE) ?? [])];
}

export function hasEmoji(text: string): boolean {
  return new RegExp(EMOJI_SEQUENCE_SOURCE, 'u').test(text);
}

/**
 * The text with every emoji sequence replaced by `replacement` (default: removed). Pass ' '
 * to keep 'coffee☕lover' two words. Spaces are not collapsed; see the toolkit's `collapseSpaces`.
 */
export function stripEmojis(text: string, replacement = ''): string {
  return text.replace(EMOJI_SEQUENCE, () => replacement);
}

// ── Fitting ──────────────────────────────────────────────────────────────────────────────

// Separators that are fine inside a phrase but not at its ends.
const EDGE_PUNCTUATION = /^[\s,;:.·•|/&+\-–—…、。，；：]+|[\s,;:.·•|/&+\-–—…、。，；：([{]+$/gu;

/** Trims separators and sentence punctuation from both ends ('Yoga teacher.' → 'Yoga teacher'). */
export function trimEdgePunctuation(text: string): string {
  return text.replace(EDGE_PUNCTUATION, '');
}

const CLAUSE_BREAK = /^[,;:|·•—–、。，；：]$/u;

/**
 * The longest start of `text` that fits `max` UTF-16 units without cutting a word: it is cut
 * at a word boundary (a space, punctuation, or a dictionary boundary in Chinese/Japanese/Thai)
 * and trailing separators are trimmed. A cut at the end of a clause (before ',', '|', '·'…)
 * is preferred when it keeps at least 60% of the longest cut, so 'Coach | Meal plans & home'
 * becomes 'Coach' rather than ending mid-thought. Only when the first word alone is longer
 * than `max` is that word cut, at a grapheme boundary, so an emoji or accented letter stays
 * whole.
 */
export function fitWords(text: string, max: number): string {
  if (text.length <= max) return text;
  let best = '';
  let clause = '';
  for (const s of wordSegments(text)) {
    const end = s.index + s.segment.length;
    if (end > max) break;
    if (!s.isWordLike && CLAUSE_BREAK.test(s.segment)) {
      const before = trimEdgePunctuation(text.slice(0, s.index)).trim();
      if (before !== '') clause = before;
    }
    const candidate = trimEdgePunctuation(text.slice(0, end)).trim();
    if (candidate !== '') best = candidate;
  }
  if (clause.length >= best.length * 0.6 && clause !== '') return clause;
  if (best !== '') return best;
  let cut = '';
  for (const g of graphemes(text)) {
    if (cut.length + g.length > max) break;
    cut += g;
  }
  return cut.trim();
}

// ── Deterministic choice ─────────────────────────────────────────────────────────────────

/** 32-bit FNV-1a over UTF-16 units: a fast, stable string hash (not for security). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A stable index in [0, n) for a seed string (n must be > 0). */
export function seededIndex(seed: string, n: number): number {
  return fnv1a(seed) % n;
}

/** A stable item of a non-empty list for a seed string. */
export function seededPick<T>(items: readonly T[], seed: string): T {
  return items[seededIndex(seed, items.length)]!;
}

/** A stable permutation of `items` for a seed string (Fisher–Yates driven by mulberry32). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  let state = fnv1a(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
