/**
 * X's counts as it shows them, in any locale: exact numbers in aria-labels ("1,234 Replies.
 * Reply", "١٬٢٣٤ من الردود. رد", "1.234 Antworten") and abbreviated ones on screen ("1.2K",
 * "1.2万", "1,2 k", "١٫٢ ألف", "1,2 Mio."). Only the number is read, never the words around it,
 * so a label in any language works. Pure: no DOM.
 */

/** Code points of the digit zero of the decimal digit systems X's locales use. */
const ZEROS = [
  0x30, // ASCII
  0x660, // Arabic-Indic
  0x6f0, // Extended Arabic-Indic (Persian, Urdu)
  0x966, // Devanagari
  0x9e6, // Bengali
  0xa66, // Gurmukhi
  0xae6, // Gujarati
  0xbe6, // Tamil
  0xc66, // Telugu
  0xce6, // Kannada
  0xd66, // Malayalam
  0xe50, // Thai
  0xed0, // Lao
  0x1040, // Myanmar
  0x17e0, // Khmer
  0xff10, // Fullwidth
];

/** Directional marks and isolates that RTL locales put around numbers. */
const BIDI = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Digits of any of ZEROS' systems as ASCII digits; everything else unchanged. */
export function asciiDigits(text: string): string {
  let out = '';
  let changed = false;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code > 0x39) {
      const zero = ZEROS.find((z) => code >= z && code <= z + 9);
      if (zero !== undefined && zero !== 0x30) {
        out += String.fromCharCode(0x30 + code - zero);
        changed = true;
        continue;
      }
    }
    out += char;
  }
  return changed ? out : text;
}

/** Abbreviation → multiplier, longest first (so "Mio." wins over "M"). */
const SUFFIXES: [string, number][] = (
  [
    ['thousand', 1e3],
    ['million', 1e6],
    ['billion', 1e9],
    ['Mrd.', 1e9],
    ['Mrd', 1e9],
    ['Mio.', 1e6],
    ['Mio', 1e6],
    ['тыс.', 1e3],
    ['тыс', 1e3],
    ['млрд', 1e9],
    ['млн', 1e6],
    ['mln', 1e6],
    ['mld', 1e9],
    ['mil', 1e3],
    ['Tsd.', 1e3],
    ['tys.', 1e3],
    ['bn', 1e9],
    ['Md', 1e9],
    ['Mn', 1e6],
    ['mi', 1e6],
    ['bi', 1e9],
    ['K', 1e3],
    ['k', 1e3],
    ['M', 1e6],
    ['B', 1e9],
    ['ألف', 1e3],
    ['آلاف', 1e3],
    ['مليون', 1e6],
    ['مليار', 1e9],
    ['هزار', 1e3],
    ['میلیون', 1e6],
    ['हज़ार', 1e3],
    ['हजार', 1e3],
    ['लाख', 1e5],
    ['क॰', 1e7],
    ['करोड़', 1e7],
    ['千', 1e3],
    ['万', 1e4],
    ['萬', 1e4],
    ['億', 1e8],
    ['亿', 1e8],
    ['천', 1e3],
    ['만', 1e4],
    ['억', 1e8],
    ['พัน', 1e3],
    ['หมื่น', 1e4],
    ['แสน', 1e5],
    ['ล้าน', 1e6],
    ['N', 1e3], // Vietnamese "1,2 N"
    ['Tr', 1e6],
    ['rb', 1e3], // Indonesian
    ['jt', 1e6],
  ] as [string, number][]
).sort((a, b) => b[0].length - a[0].length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SUFFIX_GROUP = SUFFIXES.map(([s]) => escape(s)).join('|');
const MULTIPLIER = new Map(SUFFIXES.map(([s, m]) => [s, m]));

/** Group separators: comma, dot, Arabic thousands separator, (narrow) no-break and thin spaces, apostrophes. */
const GROUP_SEP = "[,.\\u066c\\u00a0\\u202f\\u2009 '\\u2019]";
/** Decimal separators: dot, comma, Arabic decimal separator. */
const DECIMAL_SEP = '[.,\\u066b]';
/**
 * A count: a grouped integer (1,234 · 1.234 · 1 234 · 12,34,567) or a plain/decimal number
 * (1234 · 1.2 · 1,2), then maybe an abbreviation. A Latin abbreviation must not run on into a
 * word ("12 Me gusta" is 12, not 12 million).
 */
const COUNT = new RegExp(
  `(?<![\\d.,])(\\d{1,3}(?:${GROUP_SEP}\\d{2,3})*${GROUP_SEP}\\d{3}(?!\\d)|\\d+(?:${DECIMAL_SEP}\\d+)?)` +
    `(?:[\\s\\u00a0\\u202f]?(${SUFFIX_GROUP})(?![\\p{L}\\p{M}]))?`,
  'u',
);
const NON_DIGITS = /\D/g;

/**
 * The first count in `text` (an aria-label or a visible count), or null when it holds none
 * ("Reply" on a post without replies). Abbreviated counts are approximate (1.2K → 1200).
 */
export function parseCount(text: string | null | undefined): number | null {
  if (!text) return null;
  const normalized = asciiDigits(text.replace(BIDI, ''));
  const match = COUNT.exec(normalized);
  if (!match) return null;
  const [, number, suffix] = match as unknown as [string, string, string | undefined];
  const multiplier = suffix ? (MULTIPLIER.get(suffix) ?? 1) : 1;
  let value: number;
  const grouped = new RegExp(`${GROUP_SEP}\\d{3}$`).test(number) && !/^\d+$/.test(number);
  const lastSep = number.search(/[^\d](?=\d+$)/);
  const tail = lastSep >= 0 ? number.length - lastSep - 1 : 0;
  if (lastSep < 0) {
    value = Number(number);
  } else if (grouped && (!suffix || tail === 3)) {
    // 1,234 · 1.234 · 1 234: every separator groups thousands (counts are whole numbers).
    value = Number(number.replace(NON_DIGITS, ''));
  } else {
    // 1.2 · 1,2 · 1٫2: one decimal separator.
    value = Number(
      `${number.slice(0, lastSep).replace(NON_DIGITS, '')}.${number.slice(lastSep + 1)}`,
    );
  }
  if (!Number.isFinite(value)) return null;
  return Math.round(value * multiplier);
}
