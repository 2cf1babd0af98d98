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
import { distance } from 'fastest-levenshtein';
import { REPLY_RULE_IDS, type ReplyCheck, type ReplyRuleId } from './generation/schemas.ts';

export const REPLY_RULES = { minLength: 200, maxLength: 250, maxSimilarity: 0.7 } as const;

/** Length as the rules count it: Unicode code points (an emoji is 1, never half a pair). */
export function replyLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

// ── Banned punctuation ───────────────────────────────────────────────────────────────────
/** Hyphen-like marks, which join words ("well-known"); they are dashes for the rule too. */
const HYPHENS = '-\u2010\u2011\u2212\u02D7\u2043\uFE63\uFF0D';
/** Figure dash, en dash, em dash, horizontal bar, two- and three-em dashes, small em dash. */
const LONG_DASHES = '\u2012\u2013\u2014\u2015\u2E3A\u2E3B\uFE58';
const DASHES = HYPHENS + LONG_DASHES;
/** ASCII, full-width, small and vertical colons, and the ratio sign that looks like one. */
const COLONS = ':\uFF1A\uFE55\uFE13\u2236';
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

/** A URL starts with a scheme or www. and ends before trailing sentence punctuation. */
const URL_PATTERN = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>]+/giu;
const URL_TRAILING = /[.,;:!?)\]}'"“”’»›」』\u2014\u2013-]+$/u;
const MENTION_PATTERN = /(^|[^\p{L}\p{N}_])@[A-Za-z0-9_]{1,15}/gu;

/** [start, end) ranges of the links in a text, trailing punctuation excluded. */
export function urlRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(URL_TRAILING, '');
    if (url.length > 0) ranges.push([match.index, match.index + url.length]);
  }
  return ranges;
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

export const findDashes = (text: string): PunctuationHit[] => findChars(text, DASHES);
export const findColons = (text: string): PunctuationHit[] => findChars(text, COLONS);
export const findSemicolons = (text: string): PunctuationHit[] => findChars(text, SEMICOLONS);
export const findQuotes = (text: string): PunctuationHit[] =>
  findChars(text, QUOTE_MARKS + APOSTROPHES, isApostrophe);

/** The distinct characters found, in order of appearance ("—, -"), and how many in all. */
export function describeHits(hits: PunctuationHit[]): { found: string; count: number } {
  return { found: [...new Set(hits.map((hit) => hit.char))].join(', '), count: hits.length };
}

export interface CleanOptions {
  /** Replaces a dash between two numbers ("10-20" → "10 to 20"); include any spaces. */
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

const dashClass = `[${DASHES.replace('-', '\\-')}]`;
const hyphenClass = `[${HYPHENS.replace('-', '\\-')}]`;
const RANGE_DASH = new RegExp(`(\\p{N})${dashClass}+(?=\\p{N})`, 'gu');
const WORD_HYPHEN = new RegExp(`([\\p{L}\\p{M}])${hyphenClass}(?=[\\p{L}\\p{M}])`, 'gu');
const BULLET_DASH = new RegExp(`^[ \\t]*${dashClass}+[ \\t]*`, 'gmu');
const OTHER_DASH = new RegExp(`[ \\t]*${dashClass}+[ \\t]*`, 'gu');

/**
 * The text without banned punctuation, links left alone: dashes between numbers become a range
 * word, hyphens inside words a space, bullets disappear, other dashes and colons a comma,
 * semicolons a full stop, quotes are dropped. Chinese, Japanese and Arabic text gets its own
 * comma and full stop.
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
    .replace(/(\p{N})[:\u2236\uFF1A](?=\p{N})/gu, '$1.')
    .replace(/[ \t]*[:\u2236\uFF1A\uFE55\uFE13]+[ \t]*/gu, marks.comma)
    .replace(RANGE_DASH, `$1${rangeWord}`)
    .replace(WORD_HYPHEN, '$1 ')
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

// ── Similarity ───────────────────────────────────────────────────────────────────────────
const CJK_SCRIPTS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
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
 * Remembers the last results of a pure function of one text. Grading compares a reply with up to
 * 50 earlier ones, several times over (each rewrite candidate), so preparing each text once
 * keeps a grade within a few milliseconds.
 */
function memoize<T>(compute: (text: string) => T, size: number): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(text, value);
    return value;
  };
}

/**
 * `distance` compares UTF-16 units, where two different emoji share half their units, so each
 * astral character becomes one private-use character first (by code point modulo 6400: emoji
 * never collide; two rare CJK extension characters might).
 */
function toSingleUnits(text: string): string {
  if (replyLength(text) === text.length) return text;
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

// ── Keywords and topic ───────────────────────────────────────────────────────────────────
const words = (list: string) => list.split(' ');
const STOP_WORDS_BY_LANGUAGE = {
  en: words(
    "a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at away back be became because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down during each either else enough even ever every everyone everything few for from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just let's like made make makes many may maybe me might mine more most much must my myself need needs never new no nor not nothing now of off often oh ok okay on once one only or other others our ours ourselves out over own per please pretty quite rather really right said same say says see seen shall she she'd she'll she's should shouldn't since so some someone something still such sure than that that's the their theirs them themselves then there there's these they they'd they'll they're they've thing things think this those though through to too under until up upon us very via want was wasn't way we we'd we'll we're we've well were weren't what what's when where where's whether which while who who's whom whose why will with within without won't would wouldn't yeah yes yet you you'd you'll you're you've your yours yourself yourselves",
  ),
  es: words(
    'a al algo algunas algunos ante antes aquí así bien buen buena como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era eres es esa esas ese eso esos esta estaba estas este esto estos está están estoy estamos fue fueron gracias gran ha hace hay la las le les lo los me mi mis mucho muy más nada ni no nos nosotros o otra otro para pero poco por porque que qué quien se sea ser si sin sobre somos son soy su sus sí también tan te tengo tiene todo todos tu tus un una uno unos y ya yo él',
  ),
  fr: words(
    "ai alors après as au aussi aux avant avec comment parce pourquoi avez avoir avons bien c'est car ce cela ces cette comme ça dans de des donc du elle elles en est et eux fait faire il ils je la le les leur leurs lui ma mais me merci mes moi moins mon même ne nos notre nous on ont ou où par pas plus pour qu quand que qui sa se ses si son sont sur ta te tes toi ton tous tout toute toutes très tu un une vos votre vous y était été être",
  ),
  de: words(
    'aber alle allem alles als also am an auch auf aus bei bin bis bist da damit danke dann das dass dein deine dem den der des dich die dir doch du durch ein eine einem einen einer eines er es für gut haben hat hatte hier ich ihr ihre im in ist ja jetzt kann kein keine mal man mehr mein meine mich mir mit nach nicht noch nur ob oder ohne schon sehr sein seine sich sie sind so um und uns unser unsere unseren unserem unserer euer eure euch ihnen viele vielen vom von vor war warum was weil wenn wie wieso wir wird wo zu zum zur über diese diesen dieser dieses',
  ),
  pt: words(
    'a ao aos as bem com como da das de dela dele do dos e ela ele eles em entre era essa esse esta este está estão eu foi há isso isto já lhe mais mas me meu minha muito na nas nem no nos não o obrigada obrigado os ou para pela pelo por porque quando que quem se sem ser seu sua são também te tem tu um uma você vocês',
  ),
  ru: words(
    'а без бы был была были было быть в вам вас весь вот все всё вы где да для до его ее её ему если есть еще ещё же за и из или им их к как когда который которые кто ли мне мы на над нам нас не нет ни никогда никто ничего но о об он она они оно от почему по при с так там то том тот тоже только у уже что чтобы эта эти это этом этот я',
  ),
  hi: words(
    'आप इस उस एक और क्या क्यों कैसे का किया की के को कि कर करने कुछ गया तो था थी थे नया नई ने पर पहले बहुत भी में मैं मैंने यह रहा रही लिए वह वे से सकते हम हमने है हैं हो होता',
  ),
  ko: words(
    '오늘 정말 너무 아주 그리고 하지만 그래서 이런 그런 저런 것 수 등 더 잘 좀 있는 없는 위한 대한 우리 저희 제가 저는 나는',
  ),
  ar: words(
    'أن أو إلى الذي التي لماذا اليوم بعد جدا على عن في قبل كان كانت كل لا لم لمدة ما مع من هذا هذه هو هي و يا',
  ),
} as const;

/**
 * Words that carry no topic: praise and agreement ("great post, totally agree"), number words
 * and "new" in the five stop-word languages. Not used to guess the language.
 */
const FILLER_WORDS = words(
  'absolutely actually agree agreed amazing awesome cool definitely exactly fantastic good great honestly interesting literally lol love loved nice point points post posts thanks thank thread totally true wow ' +
    'two three four five six seven eight nine ten first second third hundred thousand million ' +
    'dos tres cuatro cinco seis diez nuestra nuestro nuestras nuestros nuevo nueva nuevos nuevas ' +
    'deux trois quatre cinq dix notre nos nouveau nouvelle nouveaux nouvelles ' +
    'zwei drei vier fünf zehn neu neue neuen neuer neues ' +
    'dois duas três quatro cinco dez nosso nossa nossos nossas novo nova novos novas',
);

export type StopWordLanguage = keyof typeof STOP_WORDS_BY_LANGUAGE;

const foldDiacritics = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/gu, '');

const STOP_WORDS = new Set<string>();
for (const list of [...Object.values(STOP_WORDS_BY_LANGUAGE), FILLER_WORDS]) {
  for (const word of list) {
    STOP_WORDS.add(word);
    STOP_WORDS.add(foldDiacritics(word));
  }
}

const STOP_WORD_SETS = Object.entries(STOP_WORDS_BY_LANGUAGE).map(
  ([language, list]) => [language as StopWordLanguage, new Set<string>(list)] as const,
);

/**
 * The language whose stop words the text uses most, or null when none appears. Reliable for
 * en/es/fr/de/pt; the short ru/hi/ar/ko lists mostly tell the script apart.
 */
export function guessStopWordLanguage(text: string): StopWordLanguage | null {
  const tokens =
    text
      .toLowerCase()
      .replace(/\u2019/gu, "'")
      .match(/[\p{L}']+/gu) ?? [];
  let best: StopWordLanguage | null = null;
  let bestCount = 0;
  for (const [language, set] of STOP_WORD_SETS) {
    const count = tokens.filter((token) => set.has(token)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Light stemming for Latin-script words: plurals (s, es, ies), English -ing and -ed (with a
 * doubled consonant before them) and a final e, so pricing/priced/price and
 * launches/launched/launch meet.
 */
export function stem(word: string): string {
  if (!/^[a-z]{4,}$/u.test(word)) return word;
  let out = word;
  if (out.endsWith('ies') && out.length > 4) out = `${out.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/u.test(out)) out = out.slice(0, -2);
  else if (out.endsWith('s') && !/(?:ss|us|is)$/u.test(out)) out = out.slice(0, -1);
  const suffix = /(?:ing|ed)$/u.exec(out);
  if (suffix && out.length - suffix[0].length >= 3) {
    out = out.slice(0, -suffix[0].length);
    // shipping → shipp → ship
    if (/([b-df-hj-np-tv-z])\1$/u.test(out)) out = out.slice(0, -1);
  }
  if (out.endsWith('e') && out.length > 4) out = out.slice(0, -1);
  return out;
}

export interface Keyword {
  /** Normalised form used for matching (lowercase, folded, stemmed). */
  key: string;
  /** How it is written in the text (mid-sentence spelling when there is one). */
  word: string;
  count: number;
}

const KEYWORD_TOKEN = new RegExp(
  `[${CJK_SCRIPTS}ー]+|(?:(?![${CJK_SCRIPTS}])[\\p{L}\\p{M}\\p{N}])+(?:(?<=[\\p{L}\\p{M}])['\u2019](?:(?![${CJK_SCRIPTS}])[\\p{L}\\p{M}])+)*`,
  'gu',
);
const STARTS_CJK = new RegExp(`^[${CJK_SCRIPTS}ー]`, 'u');
/**
 * Runs of one kind inside CJK text. Hiragana is mostly grammar (particles, endings), and so are
 * a few very common Chinese characters (的 了 是 我们…): they split the runs and are dropped.
 */
const CJK_RUNS =
  /\p{Script=Hiragana}+|[\p{Script=Katakana}ー]+|[的了是在和也就都而及与着吗呢吧啊个这那我你他她它们很有没不要会能对把被从给让私]+|(?:(?![的了是在和也就都而及与着吗呢吧啊个这那我你他她它们很有没不要会能对把被从给让私])\p{Script=Han})+/gu;
const CJK_FUNCTION_RUN =
  /^[的了是在和也就都而及与着吗呢吧啊个这那我你他她它们很有没不要会能对把被从给让私]+$/u;
const KATAKANA_RUN = /^[\p{Script=Katakana}ー]{2,}$/u;
const FRENCH_ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'./u;
/** Korean particles after a noun (가격을 → 가격) and endings that mark a verb or adjective. */
const KOREAN_PARTICLE =
  /(?:에서|으로|까지|부터|한테|에게|을|를|이|가|은|는|도|의|에|로|와|과|만)$/u;
const KOREAN_PREDICATE = /(?:다|요|죠|니다|네요|어요|아요|세요|습니까|는데|지만)$/u;

function atSentenceStart(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '#')) i--;
  return i < 0 || /[.!?…\n。！？؟]/u.test(text[i] ?? '');
}

/**
 * The keyword of one word of a space-separated script: its matching key and how to write it,
 * or null for stop words, filler, bare numbers and words under three letters (two-letter
 * acronyms like AI count). French elisions (l'équipe), English possessives and Korean
 * particles are dropped; Korean verbs and adjectives are not keywords.
 */
export function wordKeyword(token: string): { key: string; surface: string } | null {
  let surface = token.replace(/\u2019/gu, "'");
  let lower = surface.toLowerCase();
  // Two capitals are an acronym (AI, UX, US), even when the letters spell a stop word.
  const acronym = /^\p{Lu}{2}$/u.test(surface) && !/^(?:ok|oh|no|so)$/u.test(lower);
  if (acronym) return { key: lower, surface };
  if (STOP_WORDS.has(lower)) return null;
  if (FRENCH_ELISION.test(lower)) {
    surface = surface.slice(surface.indexOf("'") + 1);
    lower = surface.toLowerCase();
  } else if (lower.endsWith("'s")) {
    surface = surface.slice(0, -2);
    lower = surface.toLowerCase();
  } else if (/^\p{Script=Hangul}+$/u.test(surface)) {
    if (KOREAN_PREDICATE.test(surface)) return null;
    if (replyLength(surface) > 2) surface = surface.replace(KOREAN_PARTICLE, '');
    lower = surface;
  }
  if (/^\p{N}+$/u.test(lower)) return null;
  if (replyLength(lower) < (/^\p{Script=Hangul}+$/u.test(lower) ? 2 : 3)) return null;
  const folded = foldDiacritics(lower);
  const key = stem(folded);
  if (STOP_WORDS.has(lower) || STOP_WORDS.has(folded) || STOP_WORDS.has(key)) return null;
  return { key, surface };
}

interface Found extends Keyword {
  first: number;
  midSentence: boolean;
  /** Lower is better: how weak a keyword this kind of word tends to be. */
  weakness: number;
}

/**
 * Topic keywords of a text, most frequent first. Ties go to the likelier topic words: nouns
 * before verbs and adverbs, longer words before short ones, whole CJK words before fragments;
 * then to the first seen.
 */
export function extractKeywords(text: string): Keyword[] {
  // Copies, so a caller cannot change what the cache holds.
  return keywordsOf(text).map((keyword) => ({ ...keyword }));
}

const keywordsOf = memoize(findKeywords, 64);

function findKeywords(text: string): readonly Keyword[] {
  const prose = text.normalize('NFKC').replace(URL_PATTERN, ' ').replace(MENTION_PATTERN, '$1 ');
  const language = guessStopWordLanguage(text);
  const found = new Map<string, Found>();
  const add = (
    key: string,
    word: string,
    index: number,
    midSentence: boolean,
    weakness: number,
  ) => {
    const entry = found.get(key);
    if (!entry) found.set(key, { key, word, count: 1, first: index, midSentence, weakness });
    else {
      entry.count++;
      entry.weakness = Math.min(entry.weakness, weakness);
      if (midSentence && !entry.midSentence) Object.assign(entry, { word, midSentence });
    }
  };
  for (const match of prose.matchAll(KEYWORD_TOKEN)) {
    const token = match[0];
    if (STARTS_CJK.test(token)) {
      // Katakana runs (loanwords) count whole; kanji runs as single characters or bigrams,
      // where a bigram starting at an odd position is more often a fragment of two words.
      let offset = 0;
      for (const run of token.match(CJK_RUNS) ?? []) {
        const at = match.index + offset;
        const chars = [...run];
        offset += run.length;
        if (KATAKANA_RUN.test(run)) add(run, run, at, true, 0);
        if (!/^\p{Script=Han}+$/u.test(run) || CJK_FUNCTION_RUN.test(run)) continue;
        if (chars.length === 1) add(run, run, at, true, 2);
        for (let i = 0; i + 1 < chars.length; i++) {
          add(chars[i]! + chars[i + 1]!, chars[i]! + chars[i + 1]!, at, true, i % 2);
        }
      }
      continue;
    }
    const keyword = wordKeyword(token);
    if (!keyword) continue;
    const weakness =
      (looksLikeVerb(keyword.surface, language) ? 1 : 0) +
      (replyLength(keyword.surface) < 5 && !/^\p{Lu}{2}$/u.test(keyword.surface) ? 1 : 0) +
      (language === 'de' && /^\p{Ll}/u.test(keyword.surface) ? 1 : 0);
    add(keyword.key, keyword.surface, match.index, !atSentenceStart(prose, match.index), weakness);
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.weakness - b.weakness || a.first - b.first)
    .map(({ key, word, count, midSentence }) => ({
      key,
      // A word only ever seen opening a sentence is written in lowercase, except in German,
      // where nouns are capitalised anyway.
      word:
        midSentence || language === 'de' || /^\p{Lu}{2,}/u.test(word) ? word : word.toLowerCase(),
      count,
    }));
}

/** Verb and adverb endings: such words rank after others seen as often (nouns name topics). */
const VERB_ENDINGS: Partial<Record<StopWordLanguage, RegExp>> = {
  en: /(?:ed|ly)$/u,
  es: /(?:amos|emos|imos|aron|ieron|ando|iendo|ar|er|ir|mente)$/u,
  pt: /(?:amos|emos|imos|aram|eram|ando|endo|indo|ar|er|ir|mente)$/u,
  fr: /(?:ons|ez|ait|aient|er|ir|ment)$/u,
  ru: /(?:ли|ть|ла|ло|ешь|ет|ем|ете|ют|ут|ит|ат|ят)$/u,
};

function looksLikeVerb(word: string, language: StopWordLanguage | null): boolean {
  const pattern = VERB_ENDINGS[language ?? 'en'];
  return pattern !== undefined && pattern.test(word.toLowerCase());
}

export interface TopicMatch {
  onTopic: boolean;
  /** Shared keywords / keywords of the shorter side, 0..1. */
  overlap: number;
  /** The shared keywords as the post writes them, most frequent in the post first. */
  sharedKeywords: string[];
}

/**
 * Whether a reply talks about the post: a keyword heuristic, not comprehension. On topic when
 * the reply shares at least one keyword with the post, or when the post has no keyword at all
 * (an emoji or a greeting gives nothing to compare with).
 */
export function isOnTopic(post: string, reply: string): TopicMatch {
  const postKeywords = keywordsOf(post);
  const replyKeys = new Set(keywordsOf(reply).map((keyword) => keyword.key));
  const sharedKeywords = postKeywords
    .filter((keyword) => replyKeys.has(keyword.key))
    .map((keyword) => keyword.word);
  const smaller = Math.min(postKeywords.length, replyKeys.size);
  return {
    onTopic: postKeywords.length === 0 || sharedKeywords.length > 0,
    overlap: smaller === 0 ? 0 : sharedKeywords.length / smaller,
    sharedKeywords,
  };
}

// ── All rules ────────────────────────────────────────────────────────────────────────────
export interface ReplyContext {
  post: string;
  previousReplies?: readonly string[];
}

/**
 * One check per rule, in REPLY_RULE_IDS order. The reply is trimmed first (surrounding spaces are
 * not posted). Similarity and overlap are percentages; similarity is rounded down so a shown
 * 70% always means a failed check.
 */
export function checkReply(reply: string, context: ReplyContext): ReplyCheck[] {
  const text = reply.trim();
  const length = replyLength(text);
  const punctuation = (hits: PunctuationHit[]) => ({
    passed: hits.length === 0,
    params: describeHits(hits),
  });
  const duplicate = mostSimilarReply(text, context.previousReplies ?? []);
  const topic = isOnTopic(context.post, text);
  const results: Record<ReplyRuleId, Omit<ReplyCheck, 'rule'>> = {
    length: {
      passed: length >= REPLY_RULES.minLength && length <= REPLY_RULES.maxLength,
      params: { length, min: REPLY_RULES.minLength, max: REPLY_RULES.maxLength },
    },
    'no-dashes': punctuation(findDashes(text)),
    'no-colons': punctuation(findColons(text)),
    'no-semicolons': punctuation(findSemicolons(text)),
    'no-quotes': punctuation(findQuotes(text)),
    'not-duplicate': {
      passed: duplicate.similarity < REPLY_RULES.maxSimilarity,
      params: { similarity: Math.floor(duplicate.similarity * 100), index: duplicate.index },
    },
    'on-topic': {
      passed: topic.onTopic,
      params: {
        overlap: Math.round(topic.overlap * 100),
        keywords: topic.sharedKeywords.slice(0, 5).join(', '),
      },
    },
  };
  return REPLY_RULE_IDS.map((rule) => ({ rule, ...results[rule] }));
}

/** True when every rule passes. */
export function replyPasses(reply: string, context: ReplyContext): boolean {
  return checkReply(reply, context).every((check) => check.passed);
}
