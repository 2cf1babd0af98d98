/**
 * Small, pure text helpers for the offline writers (bio, hashtags, and any other writer that
 * needs them). Everything here works for any script, never splits a surrogate pair or an
 * emoji sequence, and is deterministic: no clock, no randomness, no locale of the machine.
 */

// ── Lengths ──────────────────────────────────────────────────────────────────────────────

/**
 * UTF-16 units, what `String.length` counts. Platforms count bios differently (Instagram by
 * code points, X by weighted units); UTF-16 counts an emoji as 2, so a text that fits here
 * fits everywhere.
 */
export function utf16Length(text: string): number {
  return text.length;
}

/** Unicode code points (an emoji such as 🙂 counts 1, a ZWJ family counts several). */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

// ── Cleaning ─────────────────────────────────────────────────────────────────────────────

const LONE_SURROGATE = /\p{Cs}/gu;
const CONTROL = /\p{Cc}/gu;
// A zero-width space marks a word break, so it becomes a space; a word joiner or BOM only
// glues, so it goes. Joiners that shape scripts (ZWJ/ZWNJ) are kept.
const ZERO_WIDTH_SPACE = /\u200B/g;
const INVISIBLE_GLUE = /[\u2060\uFEFF]/g;
const WHITESPACE_RUN = /\s+/gu;

/** Collapses every run of whitespace (any script's spaces, line breaks) to one space, trims. */
export function collapseSpaces(text: string): string {
  return text.replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * Text as typed, made safe to build on: NFC (so 'ó' is one letter however it was typed),
 * lone surrogate halves removed (they can only come from broken input and would break
 * output), control characters and zero-width spaces as spaces, word joiners removed,
 * whitespace collapsed and trimmed.
 */
export function cleanText(text: string): string {
  return collapseSpaces(
    text
      .normalize('NFC')
      .replace(LONE_SURROGATE, '')
      .replace(CONTROL, ' ')
      .replace(ZERO_WIDTH_SPACE, ' ')
      .replace(INVISIBLE_GLUE, ''),
  );
}

const URL_LIKE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$|^[^\s@/]+\.(?:com|net|org|io|co|app|dev|me|ly|tv|link|shop|store|info|biz)(?:[/?#]\S*)?$/iu;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** True for a whitespace-free token that is a web address or an e-mail address. */
export function isUrlLike(token: string): boolean {
  return URL_LIKE.test(token) || EMAIL_LIKE.test(token);
}

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
 * to keep 'coffee☕lover' two words. Spaces are not collapsed; see `collapseSpaces`.
 */
export function stripEmojis(text: string, replacement = ''): string {
  return text.replace(EMOJI_SEQUENCE, () => replacement);
}

// ── Words ────────────────────────────────────────────────────────────────────────────────

// Locale pinned so segmentation never depends on the machine's language. Word boundaries
// (UAX #29 plus ICU's dictionaries for Chinese, Japanese, Thai…) never split a grapheme.
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Word-like segments (letters or digits), in any script, in order. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const s of WORDS.segment(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}

const STOPWORDS = new Set(
  // English
  (
    'a an and are as at be but by for from has have i in is it its me my of on or our so ' +
    'that the their there these those this to up us we with you your yours just about into ' +
    'over than then them they was were will would could should what when where which who ' +
    'whom whose why how all also can more most very not no been being does doing done some ' +
    'such only other each every both here onto upon while because until after before ' +
    // English contractions as they read once the apostrophe is gone
    'isnt arent wasnt dont doesnt didnt cant couldnt wont wouldnt shouldnt youre theyre ' +
    'thats whats theres heres youve weve youll ' +
    // Spanish, Portuguese, French, German, Italian: the commonest function words
    'el la los las un una unos unas y o de del en con por para que es mi mis tu su sus ' +
    'como pero esta este esto estos estas muy más sobre entre cuando donde porque ' +
    'e os as um uma do da dos das em com meu minha mas isso essa esse então ' +
    'le les des du et ou au aux avec pour est mon ma mes ton ta ses sur dans mais nous vous ' +
    'der die das ein eine und oder mit für von zu im ist mein meine auf auch nicht sich ' +
    'il lo gli di per che è sono della'
  ).split(' '),
);

/** True for a common function word ('with', 'para', 'avec'…), compared lower-case. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

export interface KeywordOptions {
  /** Keep only words with more than this many code points (default 1). */
  minLength?: number;
  /** At most this many keywords (default: all). */
  limit?: number;
}

/**
 * Content words of a text: word segments (any script; CJK is split by dictionary), web and
 * e-mail addresses skipped, common function words (English and a few European languages)
 * dropped, lower-cased, each once, in order of first appearance.
 */
export function extractKeywords(text: string, options: KeywordOptions = {}): string[] {
  const minLength = options.minLength ?? 1;
  const seen = new Set<string>();
  const out: string[] = [];
  const tokens = cleanText(text)
    .split(' ')
    .filter((t) => t !== '' && !isUrlLike(t));
  for (const word of words(tokens.join(' '))) {
    const key = word.toLowerCase();
    if (codePointLength(key) <= minLength || isStopword(key) || seen.has(key)) continue;
    seen.add(key);
    out.push(key);
    if (options.limit !== undefined && out.length >= options.limit) break;
  }
  return out;
}

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
  for (const s of WORDS.segment(text)) {
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
  for (const g of GRAPHEMES.segment(text)) {
    if (cut.length + g.segment.length > max) break;
    cut += g.segment;
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
