/**
 * Reading a post for the offline hashtag writer (./hashtags.ts): its language, its words and
 * how a dataset keyword or tag is found in it. Pure and deterministic; no DOM or Node.
 */
import {
  MENTION_PATTERN,
  STOP_WORDS_BY_LANGUAGE,
  URL_PATTERN,
  wordSegments,
} from '../../text-toolkit/index.ts';
import { SITE_LANGUAGE_CODES } from '../../languages.ts';
import { replyLanguage } from './reply-grade.ts';

/** The dataset is written for the site's languages. */
export const HASHTAG_LANGUAGES = SITE_LANGUAGE_CODES;
export type HashtagLanguage = (typeof HASHTAG_LANGUAGES)[number];

// ── Folding ──────────────────────────────────────────────────────────────────────────────
/**
 * The comparison form of a word or text: NFC, lower case, Latin diacritics removed (é → e),
 * Arabic short vowels and tatweel removed and its letter variants unified (أ إ آ → ا, ة → ه,
 * ى → ي), ё → е. Used on both sides of every comparison, never shown.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/gu, '')
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي')
    .replace(/ё/gu, 'е');
}

/** Scripts written without spaces between words, and emoji: matched as substrings. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Extended_Pictographic}]/u;
export const isUnspaced = (text: string) => UNSPACED.test(text);

// ── Words of a post ──────────────────────────────────────────────────────────────────────
/** A word of the post: as written (NFC) and folded, where it starts, what precedes it. */
export interface PostWord {
  text: string;
  folded: string;
  /** Folded variants it may also be read as (Arabic without its clitic prefix…). */
  variants: string[];
  index: number;
  /** True when only spaces or hyphens separate it from the previous word. */
  joined: boolean;
  /** True at the start of the text, a sentence, a line or after a colon. */
  sentenceStart: boolean;
}

export interface PostText {
  words: PostWord[];
  /** Folded text without spaces: where unspaced keywords are looked for. */
  compact: string;
  /** Every folded word and variant. */
  tokens: Set<string>;
  /** Folded words and variants by their first three characters (prefix keywords). */
  byPrefix: Map<string, string[]>;
  /** Every run of 1-4 joined words, folded and written together (for tags written out). */
  runs: Set<string>;
  /** The same without the words of ignored phrases (for keywords). */
  keyRuns: Set<string>;
  /** Every single folded word and variant, ignored phrases included. */
  singles: Set<string>;
  /** The post's own hashtags, as written (NFC, without '#'). */
  ownTags: string[];
  ownTagKeys: Set<string>;
}

/** French and Italian elision (l'Anomalie, d'Hervé, dell'anno) and the English possessive. */
const ELISION = /^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|un)['’]/iu;
const POSSESSIVE = /['’]s$/iu;
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف', 'ك'];

function variantsOf(folded: string): string[] {
  const out: string[] = [];
  if (/\p{Script=Arabic}/u.test(folded)) {
    for (const prefix of ARABIC_PREFIXES) {
      if (folded.startsWith(prefix) && [...folded].length - [...prefix].length >= 3) {
        out.push(folded.slice(prefix.length));
      }
    }
  }
  return out;
}

const OWN_TAG = /(?:^|[^\p{L}\p{M}\p{N}_&])#([\p{L}\p{N}][\p{L}\p{M}\p{N}_]*)/gu;
const SENTENCE_END = /[.!?…:;\n。！？]|^$/u;
/** Runs of words are broken by anything but spaces, hyphens and no gap at all (CJK). */
const JOINING_GAP = /^[ \t\u00a0\-‐]*$/u;

/** Links, e-mail addresses and @mentions: not words of the post. */
const NOT_WORDS = new RegExp(
  `${URL_PATTERN.source}|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|${MENTION_PATTERN.source}`,
  'giu',
);

/** Reads a post once (see `ignoring` for phrases that must not count as keywords). */
export function readPost(content: string): PostText {
  const text = content.normalize('NFC').replace(NOT_WORDS, ' , ');
  const words: PostWord[] = [];
  const folds = new Map<string, string>();
  let gap = '';
  let atStart = true;
  for (const segment of wordSegments(text)) {
    if (!segment.isWordLike) {
      gap += segment.segment;
      const trimmed = segment.segment.trim();
      if (trimmed && SENTENCE_END.test(trimmed.slice(-1))) atStart = true;
      if (segment.segment.includes('\n')) atStart = true;
      continue;
    }
    const raw = segment.segment.replace(ELISION, '').replace(POSSESSIVE, '');
    const written = raw || segment.segment;
    let folded = folds.get(written);
    if (folded === undefined) {
      folded = fold(written).replace(/['’]/gu, '');
      folds.set(written, folded);
    }
    words.push({
      text: written,
      folded,
      variants: variantsOf(folded),
      index: segment.index,
      joined: words.length > 0 && JOINING_GAP.test(gap) && !/[#@]/u.test(gap),
      sentenceStart: atStart,
    });
    gap = '';
    atStart = false;
  }
  const runs = runsOf(words);
  const singles = new Set(words.flatMap((w) => [w.folded, ...w.variants]));

  const ownTags: string[] = [];
  for (const match of text.matchAll(OWN_TAG)) {
    const body = match[1]!.replace(/_+/gu, '_').replace(/_$/u, '');
    if (/\p{L}/u.test(body) && !ownTags.some((t) => fold(t) === fold(body))) ownTags.push(body);
  }
  const ownTagKeys = new Set(ownTags.map((t) => tagKey(t)));
  for (const key of ownTagKeys) runs.add(key);

  return {
    words,
    compact: fold(text).replace(/\s+/gu, ''),
    ...keywordIndex(words, runs, ownTagKeys),
    runs,
    singles,
    ownTags,
    ownTagKeys,
  };
}

/** The post with the words of `ignore` phrases (folded, written together) not counting as keywords. */
export function ignoring(post: PostText, ignore: ReadonlySet<string>): PostText {
  if (ignore.size === 0) return post;
  const words = post.words.map((w) => ({ ...w }));
  dropIgnored(words, ignore);
  return { ...post, words, ...keywordIndex(words, runsOf(words), post.ownTagKeys) };
}

/** What keywords are looked up in: words, their first three characters, runs and own tags. */
function keywordIndex(
  words: readonly PostWord[],
  runs: ReadonlySet<string>,
  ownTagKeys: ReadonlySet<string>,
): Pick<PostText, 'tokens' | 'byPrefix' | 'keyRuns'> {
  const tokens = new Set<string>();
  const byPrefix = new Map<string, string[]>();
  for (const word of words) {
    for (const form of [word.folded, ...word.variants]) {
      if (!form || tokens.has(form)) continue;
      tokens.add(form);
      const head = [...form].slice(0, 3).join('');
      const list = byPrefix.get(head);
      if (list) list.push(form);
      else byPrefix.set(head, [form]);
    }
  }
  const keyRuns = new Set(runs);
  for (const key of ownTagKeys) keyRuns.add(key);
  return { tokens, byPrefix, keyRuns };
}

/** Every run of 1-4 joined words (and each word's variants), folded and written together. */
function runsOf(words: readonly PostWord[]): Set<string> {
  const runs = new Set<string>();
  words.forEach((word, i) => {
    if (!word.folded) return;
    for (const v of word.variants) runs.add(v);
    let run = '';
    for (let j = i; j < Math.min(i + 4, words.length); j++) {
      if ((j > i && !words[j]!.joined) || !words[j]!.folded) break;
      run += words[j]!.folded;
      runs.add(run);
    }
  });
  return runs;
}

/** Blanks the words of ignored phrases (their folded form becomes empty, breaking runs). */
function dropIgnored(words: PostWord[], ignore: ReadonlySet<string>) {
  if (ignore.size === 0) return;
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let j = i; j < Math.min(i + 4, words.length); j++) {
      if (j > i && !words[j]!.joined) break;
      run += words[j]!.folded;
      if (ignore.has(run)) {
        for (let k = i; k <= j; k++) words[k] = { ...words[k]!, folded: '', variants: [] };
        break;
      }
    }
  }
}

/** A tag's comparison key: folded, without '#' and underscores. */
export const tagKey = (tag: string) => fold(tag.replace(/^#/u, '')).replace(/_/gu, '');

// ── Keywords ─────────────────────────────────────────────────────────────────────────────
export interface Keyword {
  /** Folded, without its markers. */
  body: string;
  prefix: boolean;
  weight: number;
  unspaced: boolean;
}

/** Parses one keyword item: `word`, `word*` (prefix), `~word` (half weight), `^word` (double). */
export function parseKeyword(item: string): Keyword | null {
  let body = item;
  let weight = 1;
  if (body.startsWith('~') || body.startsWith('^')) {
    weight = body.startsWith('~') ? 0.5 : 2;
    body = body.slice(1);
  }
  const prefix = body.endsWith('*');
  if (prefix) body = body.slice(0, -1);
  body = fold(body).replace(/_/gu, '');
  if (!body) return null;
  return { body, prefix, weight, unspaced: isUnspaced(body) };
}

/** Whether a keyword occurs in the post. */
export function hasKeyword(post: PostText, keyword: Keyword): boolean {
  if (keyword.unspaced) return post.compact.includes(keyword.body);
  if (!keyword.prefix) return post.keyRuns.has(keyword.body);
  const head = [...keyword.body].slice(0, 3).join('');
  const candidates =
    [...keyword.body].length >= 3
      ? (post.byPrefix.get(head) ?? [])
      : [...post.tokens].filter((t) => t.startsWith(keyword.body));
  return candidates.some((t) => t.startsWith(keyword.body));
}

/** Whether a tag itself appears in the post: as its words, one of its #tags, or in CJK text. */
export function tagInPost(post: PostText, key: string): boolean {
  if (post.ownTagKeys.has(key) || post.runs.has(key)) return true;
  return isUnspaced(key) && [...key].length >= 2 && post.compact.includes(key);
}

// ── Language ─────────────────────────────────────────────────────────────────────────────
/**
 * Short lists of the commonest function words of the Latin-script site languages that the
 * text toolkit does not cover (its lists cover en, es, fr, de and pt).
 */
const MORE_STOP_WORDS: Record<'it' | 'nl' | 'fri' | 'swa', ReadonlySet<string>> = {
  it: new Set(
    'il lo la gli le un una di del della dei delle da dal dalla in nel nella con per tra fra su sul sulla che e è non come si ma anche più questo questa sono ho ha mi ti ci al alla allo ai anche molto tutto tutti dopo poi già ogni niente'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'de het een en van op met voor niet dat die is zijn ik je jij we wij ze er ook maar naar bij aan om uit als dan nog wel geen heel onze mijn langs deze dit hier zo al was wordt kan'.split(
      ' ',
    ),
  ),
  fri: new Set(
    'it in fan en op mei is wie net dat ik jo hy sy wy se oer nei foar troch ek mar hjir dizze dit ús myn hiel moai der wat hoe ha hat binne'.split(
      ' ',
    ),
  ),
  swa: new Set(
    'na ya wa za kwa ni katika la cha vya hii huu sana pia kama lakini tu kwenye mimi wewe yeye sisi leo hapa hiyo hizi wetu yangu'.split(
      ' ',
    ),
  ),
};
const TOOLKIT_LATIN = ['en', 'es', 'fr', 'de', 'pt'] as const;
const TOOLKIT_SETS = TOOLKIT_LATIN.map(
  (language) => [language, new Set<string>(STOP_WORDS_BY_LANGUAGE[language])] as const,
);

/**
 * The post's language: its main script first (`replyLanguage`: kana → ja, Han → zh, Hangul →
 * ko, Cyrillic → ru, Devanagari → hi, Arabic → ar); for Latin script, the language whose
 * function words it uses most (en, es, fr, de, pt, it, nl, fri, swa), `keywordHits` breaking
 * ties and deciding when there is no function word at all ('patatas bravas'). Null without
 * any letter.
 */
export function detectLanguage(
  content: string,
  keywordHits: (language: HashtagLanguage) => number,
): HashtagLanguage | null {
  const byScript = replyLanguage(content);
  if (byScript === null) return null;
  if (!(TOOLKIT_LATIN as readonly string[]).includes(byScript)) return byScript;
  const tokens = (
    content
      .toLowerCase()
      .replace(/\u2019/gu, "'")
      .match(/[\p{L}']+/gu) ?? []
  ).map((t) => t.replace(/^'+|'+$/gu, ''));
  const scores = new Map<HashtagLanguage, number>();
  for (const [language, set] of TOOLKIT_SETS) {
    scores.set(language, tokens.filter((t) => set.has(t)).length);
  }
  for (const [language, set] of Object.entries(MORE_STOP_WORDS)) {
    scores.set(language as HashtagLanguage, tokens.filter((t) => set.has(t)).length);
  }
  let best: HashtagLanguage = 'en';
  let bestScore = -1;
  for (const [language, score] of scores) {
    const total = score + 0.5 * keywordHits(language);
    if (total > bestScore) {
      best = language;
      bestScore = total;
    }
  }
  return bestScore <= 0 ? 'en' : best;
}
