/**
 * The punctuation rules of the house style, in any script's form, links skipped:
 * - no dashes: em, en and other long dashes, a hyphen standing alone as a dash (" - ", a
 *   line-start bullet) and runs of hyphens ("--"). A hyphen touching a letter or digit is fine
 *   (well-known, COVID-19, 10-20, -5, pre- and post-launch);
 * - no colons, except between two digits (times and ratios: 10:30, 3:1);
 * - no semicolons;
 * - no quotation marks (an apostrophe inside a word is not one);
 * and the rewrite that removes what they ban.
 */
import { urlRanges } from '../text-toolkit/index.ts';

/** Hyphen-like marks: fine inside or at the edge of a word, a dash when they stand alone. */
const HYPHENS = '-\u2010\u2011\u2212\u02D7\u2043\uFE63\uFF0D';
/** Figure dash, en dash, em dash, horizontal bar, two- and three-em dashes, small em dash. */
const LONG_DASHES = '\u2012\u2013\u2014\u2015\u2E3A\u2E3B\uFE58';
const DASHES = HYPHENS + LONG_DASHES;
/** Colons a time or ratio may use between two digits (ASCII, full-width, the ratio sign). */
const DIGIT_COLONS = ':\uFF1A\u2236';
/** ASCII, full-width, small and vertical colons, and the ratio sign that looks like one. */
const COLONS = DIGIT_COLONS + '\uFE55\uFE13';
/** ASCII, full-width, small, vertical, Arabic semicolons and the Greek question mark (;). */
const SEMICOLONS = ';\uFF1B\uFE54\uFE14\u061B\u037E';
/** Always quotes: double quotes, guillemets, CJK corner brackets. */
const QUOTE_MARKS =
  '"\u201C\u201D\u201E\u201F\u00AB\u00BB\u2039\u203A\u300C\u300D\u300E\u300F\uFF02\u301D\u301E\u301F\u2018\u201A\u201B\uFF07';
/** Quotes unless they sit between two letters, where they are apostrophes. */
const APOSTROPHES = "'\u2019";

export interface PunctuationHit {
  char: string;
  /** UTF-16 index into the text (usable with `slice`). */
  index: number;
}

/** The text with every link blanked out (same length, so indexes stay valid). */
function maskUrls(text: string): string {
  let masked = text;
  for (const [start, end] of urlRanges(text)) {
    masked = masked.slice(0, start) + ' '.repeat(end - start) + masked.slice(end);
  }
  return masked;
}

const LETTER = /[\p{L}\p{M}]/u;
/** What a hyphen may touch to be part of a word or number rather than a dash. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const DIGIT = /\p{Nd}/u;

function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) return text.slice(index - 2, index);
  return text.slice(Math.max(0, index - 1), index);
}

function codePointAfter(text: string, index: number): string {
  const cp = text.codePointAt(index + 1);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/** An apostrophe inside a word (don't, it’s): a letter on both sides. */
function isApostrophe(text: string, index: number): boolean {
  return (
    APOSTROPHES.includes(text[index] ?? '') &&
    LETTER.test(codePointBefore(text, index)) &&
    LETTER.test(codePointAfter(text, index))
  );
}

/**
 * A hyphen used as a hyphen: it touches a letter or digit on at least one side and no other
 * dash. A hyphen between spaces, alone at a line start or doubled ("--") is a dash.
 */
function isWordHyphen(text: string, index: number): boolean {
  if (!HYPHENS.includes(text[index] ?? '')) return false;
  const before = codePointBefore(text, index);
  const after = codePointAfter(text, index);
  if (DASHES.includes(before || ' ') || DASHES.includes(after || ' ')) return false;
  return WORD_CHAR.test(before) || WORD_CHAR.test(after);
}

/** A colon in a time or ratio (10:30, 3:1): a digit right before and right after. */
function isDigitColon(text: string, index: number): boolean {
  return (
    DIGIT_COLONS.includes(text[index] ?? '') &&
    DIGIT.test(codePointBefore(text, index)) &&
    DIGIT.test(codePointAfter(text, index))
  );
}

function findChars(
  text: string,
  chars: string,
  allowed?: (masked: string, index: number) => boolean,
): PunctuationHit[] {
  const masked = maskUrls(text);
  const hits: PunctuationHit[] = [];
  // Every banned character is in the BMP, so walking UTF-16 units is safe.
  for (let index = 0; index < masked.length; index++) {
    const char = masked[index] ?? '';
    if (chars.includes(char) && !allowed?.(masked, index)) hits.push({ char, index });
  }
  return hits;
}

/** Long dashes, and hyphens used as dashes (hyphenated words pass). */
export const findDashes = (text: string): PunctuationHit[] => findChars(text, DASHES, isWordHyphen);
/** Colons, except between two digits (10:30, 3:1). */
export const findColons = (text: string): PunctuationHit[] => findChars(text, COLONS, isDigitColon);
export const findSemicolons = (text: string): PunctuationHit[] => findChars(text, SEMICOLONS);
export const findQuotes = (text: string): PunctuationHit[] =>
  findChars(text, QUOTE_MARKS + APOSTROPHES, isApostrophe);

/** The distinct characters found, in order of appearance ("—, -"), and how many in all. */
export function describeHits(hits: PunctuationHit[]): { found: string; count: number } {
  return { found: [...new Set(hits.map((hit) => hit.char))].join(', '), count: hits.length };
}

export interface CleanOptions {
  /** Replaces a dash between two numbers ("10–20" → "10 to 20"); include any spaces. */
  rangeWord?: string;
}

/** Replacement punctuation that suits the text's script. */
interface Punctuation {
  comma: string;
  stop: string;
  /** Whether words are separated by spaces (a dropped quote then leaves one). */
  spaced: boolean;
}

const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function punctuationFor(text: string): Punctuation {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) {
    return { comma: '、', stop: '。', spaced: false };
  }
  if (HAN_OR_KANA.test(text)) return { comma: '，', stop: '。', spaced: false };
  if (/\p{Script=Arabic}/u.test(text)) return { comma: '، ', stop: '. ', spaced: true };
  return { comma: ', ', stop: '. ', spaced: true };
}

const anyDash = `[${DASHES.replace('-', '\\-')}]`;
const longDash = `[${LONG_DASHES}]`;
const hyphen = `[${HYPHENS.replace('-', '\\-')}]`;
/** A run of dashes that starts with a long dash or has two marks or more. */
const DASH_RUN = `(?:${longDash}${anyDash}*|${hyphen}${anyDash}+)`;
/** A hyphen standing alone: no letter, mark or digit on either side. */
const LONE_HYPHEN = `(?<![\\p{L}\\p{M}\\p{N}])${hyphen}(?![\\p{L}\\p{M}\\p{N}])`;
const BANNED_DASH = `(?:${DASH_RUN}|${LONE_HYPHEN})`;
const RANGE_DASH = new RegExp(`(\\p{N})${DASH_RUN}(?=\\p{N})`, 'gu');
const BULLET_DASH = new RegExp(`^[ \\t]*${BANNED_DASH}[ \\t]*`, 'gmu');
const OTHER_DASH = new RegExp(`[ \\t]*${BANNED_DASH}[ \\t]*`, 'gu');
/** A colon that is not between two digits, with the spaces around it. */
const BANNED_COLON =
  /[ \t]*(?:(?<!\p{Nd})[:\uFF1A\u2236]|[:\uFF1A\u2236](?!\p{Nd})|[\uFE55\uFE13])+[ \t]*/gu;

/**
 * The text without banned punctuation, links left alone: a dash between numbers ("10–20")
 * becomes a range word, bullets disappear, other dashes and colons a comma, semicolons a full
 * stop, quotes are dropped. Hyphenated words, times and ratios stay as they are. Chinese,
 * Japanese and Arabic text gets its own comma and full stop.
 */
export function removeBannedPunctuation(text: string, options: CleanOptions = {}): string {
  const rangeWord = options.rangeWord ?? ' to ';
  const marks = punctuationFor(text);
  let out = '';
  let last = 0;
  for (const [start, end] of urlRanges(text)) {
    out += cleanProse(text.slice(last, start), rangeWord, marks) + text.slice(start, end);
    last = end;
  }
  return tidy(out + cleanProse(text.slice(last), rangeWord, marks));
}

function cleanProse(text: string, rangeWord: string, marks: Punctuation): string {
  if (text === '') return text;
  // Quotes first, while apostrophes still have their neighbours.
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    const isQuote =
      QUOTE_MARKS.includes(char) || (APOSTROPHES.includes(char) && !isApostrophe(text, index));
    if (!isQuote) out += char;
    else if (marks.spaced) out += ' ';
  }
  const stop = marks.stop.trim();
  return out
    .replace(/\u037E/gu, '?')
    .replace(/[ \t]*[;\uFF1B\uFE54\uFE14\u061B]+[ \t]*(?=[.!?。！？؟]|$)/gmu, '')
    .replace(/[ \t]*[;\uFF1B\uFE54\uFE14\u061B]+[ \t]*(\p{Ll})?/gu, (_, letter?: string) =>
      marks.spaced ? `${stop} ${letter?.toUpperCase() ?? ''}` : stop + (letter ?? ''),
    )
    .replace(BANNED_COLON, marks.comma)
    .replace(RANGE_DASH, `$1${rangeWord}`)
    .replace(BULLET_DASH, '')
    .replace(OTHER_DASH, marks.comma);
}

const COMMAS = ',、،，';
const STOPS = '.!?。！？؟';

const TIDY: Array<[RegExp, string]> = [
  [/[ \t]{2,}/gu, ' '],
  // Only before commas and full stops: French puts a space before ? and ! on purpose.
  [new RegExp(`[ \\t]+([${COMMAS}.])`, 'gu'), '$1'],
  [new RegExp(`([${COMMAS}])(?:[ \\t]*[${COMMAS}])+`, 'gu'), '$1'],
  [new RegExp(`[${COMMAS}][ \\t]*([${STOPS}])`, 'gu'), '$1'],
  [new RegExp(`([${STOPS}])[ \\t]*[${COMMAS}]`, 'gu'), '$1'],
  [new RegExp(`^[ \\t]*[${COMMAS}][ \\t]*`, 'gmu'), ''],
  [new RegExp(`[ \\t]*[${COMMAS}][ \\t]*$`, 'gmu'), ''],
];

/** Collapses the commas and spaces the replacements may leave behind. */
function tidy(text: string): string {
  return TIDY.reduce(
    (out, [pattern, replacement]) => out.replace(pattern, replacement),
    text,
  ).trim();
}
