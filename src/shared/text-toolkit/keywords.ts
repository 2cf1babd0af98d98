/**
 * Keywords: the words a text is about. Two extractors, for two kinds of caller, kept apart on
 * purpose (each caller's output depends on its own):
 *
 * - `extractKeywords` (the reply rules' on-topic check, the reply grader, the viral
 *   deconstructor): ranked `Keyword`s with a matching key (lowercase, diacritics folded, light
 *   stemming) and a display spelling, stop words and filler of en/es/fr/de/pt (+ a few
 *   ru/hi/ar/ko) dropped, French elisions, possessives and Korean particles stripped, Chinese
 *   and Japanese split into katakana runs and kanji bigrams by regex.
 * - `contentWords` (the offline writers' plain list): Intl.Segmenter word segments (CJK split
 *   by dictionary), lower-cased, the short common-word list dropped, no stemming, in order of
 *   first appearance.
 */
import { cleanText } from './clean.ts';
import { codePointLength } from './length.ts';
import { MENTION_PATTERN, URL_PATTERN, isUrlLike } from './links.ts';
import { memoize } from './memoize.ts';
import { CJK_SCRIPTS, words } from './segment.ts';
import { atSentenceStart } from './sentences.ts';
import {
  foldDiacritics,
  guessStopWordLanguage,
  isNonTopicWord,
  isStopword,
  type StopWordLanguage,
} from './stop-words.ts';

// ── Ranked keywords (reply rules, reply grader, viral deconstructor) ─────────────────────
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
  if (isNonTopicWord(lower)) return null;
  if (FRENCH_ELISION.test(lower)) {
    surface = surface.slice(surface.indexOf("'") + 1);
    lower = surface.toLowerCase();
  } else if (lower.endsWith("'s")) {
    surface = surface.slice(0, -2);
    lower = surface.toLowerCase();
  } else if (/^\p{Script=Hangul}+$/u.test(surface)) {
    if (KOREAN_PREDICATE.test(surface)) return null;
    if (codePointLength(surface) > 2) surface = surface.replace(KOREAN_PARTICLE, '');
    lower = surface;
  }
  if (/^\p{N}+$/u.test(lower)) return null;
  if (codePointLength(lower) < (/^\p{Script=Hangul}+$/u.test(lower) ? 2 : 3)) return null;
  const folded = foldDiacritics(lower);
  const key = stem(folded);
  if (isNonTopicWord(lower) || isNonTopicWord(folded) || isNonTopicWord(key)) return null;
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

/**
 * `extractKeywords` without the copies: the cached array itself, shared by every caller, so
 * only for code that reads it (the on-topic check compares a post's and a reply's keywords).
 */
export const keywordsOf = memoize(findKeywords, 64);

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
      (codePointLength(keyword.surface) < 5 && !/^\p{Lu}{2}$/u.test(keyword.surface) ? 1 : 0) +
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

// ── Content words (offline writers) ──────────────────────────────────────────────────────
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
export function contentWords(text: string, options: KeywordOptions = {}): string[] {
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
