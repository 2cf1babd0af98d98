/**
 * What makes a reply work on X, read from its text: the Reply Grader's criteria and score
 * (docs/product-rules.md#reply-grader-score). Pure and deterministic; no model.
 *
 * `analyzeReply` finds the signals (links, hashtags, emoji, praise, self-promotion, hostility,
 * questions, numbers and names, first-hand experience, nuance, what the reply shares with the
 * post and what it adds). `criteriaFromSignals` turns them into six criteria scored 0..10:
 *
 * - relevance: the post's keywords the reply picks up (stems and word starts count, so
 *   "automate" meets "automation"); without a shared word, an answer to the post's question or
 *   a reply that speaks to it ("same here", "I'd push back") still counts as related;
 * - specificity: numbers, named things (products, places, acronyms, a Latin-script name in
 *   other scripts), quantities in words, months and weekdays; some credit for plain content;
 * - value: what the reply adds: first-hand experience, a nuance or disagreement, a reason,
 *   advice and content words the post does not have; praise and filler add nothing, and a
 *   reply that only repeats the post's words adds little;
 * - hook: a question the author can answer (a specific one best; "Thoughts?" little; bait
 *   least), else a counterpoint or a first-hand detail that invites an answer;
 * - tone: civil and human; praise piles, emoji piles, shouting, hashtags, links, several
 *   mentions, self-promotion, spam and insults cost;
 * - length, as X counts it (`replyLength`: a CJK character counts 2): anything up to 280 fits,
 *   short is fine; a bare reaction (under 20) says too little; over 280 cannot be posted.
 *
 * `scoreFromCriteria` weighs them (relevance 22, specificity 18, value 25, hook 12, tone 13,
 * length 10) into 0..100, then caps the score for what should not be posted as it is:
 * self-promotion or spam 20, insults 25, praise or filler with nothing else 30, a link with
 * little else 30, a bare reaction 35, over 280 35, three or more hashtags or @mentions 35,
 * shouting 40, off topic 40, a near copy of an earlier reply 40, any link 55, two hashtags 55.
 * Bands (`replyGradeBand`): 70 and up good, 45 and up mediocre, below that bad.
 */
import {
  REPLY_RULES,
  X_MAX_WEIGHTED_LENGTH,
  findHashtags,
  findLinks,
  mostSimilarReply,
  replyLength,
} from '../../reply-rules/index.ts';
import { extractKeywords, foldDiacritics, graphemes } from '../../text-toolkit/index.ts';
import type {
  ReplyCheck,
  ReplyCriterion,
  ReplyCriterionId,
  ReplyCriterionNote,
} from '../schemas.ts';
import {
  ADVICE,
  BAIT,
  EXPERIENCE,
  FILLER,
  GENERIC_QUESTION,
  HOSTILE,
  LINK_POINTER,
  NUANCE,
  NUMBER_WORDS,
  PRAISE,
  PROMO,
  REASON,
  SECOND_PERSON,
  SPAM,
  STANCE,
  TIME_WORDS,
  VAGUE_THING,
  type Lexicon,
  type LexiconLanguage,
} from './reply-lexicon.ts';
import { latinReplyLanguage, replyLanguage, type ReplyLanguage } from './reply-language.ts';

// ── Signals ──────────────────────────────────────────────────────────────────────────────
export interface ReplySignals {
  language: ReplyLanguage | null;
  /** X's weighted length. */
  length: number;
  links: string[];
  hashtags: string[];
  mentions: number;
  /** Emoji graphemes, in order. */
  emoji: string[];
  /** Phrases found, as the reply writes them. */
  praise: string[];
  filler: string[];
  promo: string[];
  spam: string[];
  hostile: string[];
  /** Agreement, "same here", congratulations: words that answer the post itself. */
  stance: string[];
  /** The reply answers the post itself: a stance, or a question put to the author. */
  reference: boolean;
  bait: boolean;
  /** Most letters in capitals, or several shouted words. */
  shouting: boolean;
  question: 'specific' | 'generic' | 'bait' | null;
  numbers: string[];
  names: string[];
  /** Numbers and names the post does not already have. */
  newDetails: number;
  /** "a tool", "une appli": a thing mentioned without its name (null when none or named). */
  vague: string | null;
  experience: boolean;
  nuance: boolean;
  reason: boolean;
  advice: boolean;
  /** The post's keywords the reply picks up, as the post writes them. */
  shared: string[];
  /** Words that point at the reply's link ("here", "check it out"). */
  pointsAtLink: boolean;
  /** Content keywords of the reply the post does not have. */
  novel: number;
  /** Content keywords once praise, filler, promotion, emoji, links and hashtags are gone. */
  substance: number;
  postKeywords: number;
  postAsks: boolean;
  /** The most similar earlier reply, 0..1, and its index (-1 when none). */
  similarity: number;
  similarIndex: number;
  /** The reply's own prose (no links, hashtags or mentions), spaces collapsed, for quoting. */
  plain: string;
  /** The post's best keywords, to name in advice. */
  postTopics: string[];
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const TEXT_SYMBOLS = /^[©®™‼⁉]\uFE0E?$/u;
const MENTION = /(?<![\p{L}\p{N}_])@[A-Za-z0-9_]{1,15}/gu;
const QUESTION_MARK = /[?？؟]/u;
const NUMBER = /\p{Nd}+(?:[.,:/]\p{Nd}+)*/gu;
const LATIN_TOKEN = /[\p{Script=Latin}\p{Nd}]+(?:[-./+'’][\p{Script=Latin}\p{Nd}]+)*/gu;
const NON_LATIN_LANGUAGES: ReadonlySet<ReplyLanguage> = new Set([
  'ja',
  'zh',
  'ko',
  'ar',
  'ru',
  'hi',
]);
const LATIN_SCRIPT: ReadonlySet<ReplyLanguage> = new Set(['en', 'es', 'fr', 'de', 'pt']);
const PRONOUN_I = /^I(?:['’](?:m|d|ve|ll))?$/u;

/** Lower case, diacritics folded, straight apostrophes; the same length as the input. */
function foldForMatching(text: string): string {
  const lower = text.toLowerCase();
  const source = lower.length === text.length ? lower : text;
  let out = source;
  // Only text with letters that decompose (é, ü, が…) needs folding, one character at a time
  // so that indices still match the text.
  if (source.normalize('NFD').length !== source.length) {
    out = '';
    for (const char of source) {
      const folded = foldDiacritics(char).normalize('NFC');
      out += folded.length === char.length ? folded : char;
    }
  }
  return out.replace(/[’‘`´]/gu, "'");
}

interface Hit {
  start: number;
  end: number;
}

const compiled = new WeakMap<Lexicon, Map<LexiconLanguage, RegExp | null>>();
/** One regex per lexicon and language, built once: longer entries first. */
function lexiconPattern(lexicon: Lexicon, language: LexiconLanguage): RegExp | null {
  let perLanguage = compiled.get(lexicon);
  if (!perLanguage) compiled.set(lexicon, (perLanguage = new Map()));
  const cached = perLanguage.get(language);
  if (cached !== undefined) return cached;
  const words = [
    ...(lexicon.words['*'] ?? []),
    ...(language === '*' ? [] : (lexicon.words[language] ?? [])),
  ];
  const byLength = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length);
  const parts: string[] = [];
  if (words.length) {
    parts.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${byLength(words).join('|')})(?![\\p{L}\\p{M}\\p{N}])`);
  }
  if (lexicon.runs.length) parts.push(`(?:${byLength(lexicon.runs).join('|')})`);
  const pattern = parts.length ? new RegExp(parts.join('|'), 'gu') : null;
  perLanguage.set(language, pattern);
  return pattern;
}

function find(lexicon: Lexicon, folded: string, language: LexiconLanguage): Hit[] {
  const pattern = lexiconPattern(lexicon, language);
  if (!pattern) return [];
  const hits: Hit[] = [];
  for (const match of folded.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    hits.push({ start: match.index, end: match.index + match[0].length });
  }
  return hits;
}

const lexiconLanguage = (language: ReplyLanguage | null): LexiconLanguage =>
  language === 'en' ||
  language === 'es' ||
  language === 'fr' ||
  language === 'de' ||
  language === 'pt'
    ? language
    : '*';

/** The text with [start, end) ranges blanked out (same length, so indices still hold). */
function blank(text: string, ranges: Array<[number, number]>): string {
  let out = text;
  for (const [start, end] of ranges) {
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  }
  return out;
}

const keyOf = (word: string) =>
  foldDiacritics(word.toLowerCase()).replace(/^(?:ال|وال|بال|لل|فال)/u, '');
/** Two keyword keys meet when equal or, for words of 5+ letters, when they start alike. */
function keysMeet(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5) return false;
  if (!/^[\p{Script=Latin}\p{Script=Arabic}\p{Script=Cyrillic}]+$/u.test(a + b)) return false;
  return a.slice(0, 5) === b.slice(0, 5);
}

/** The most similar earlier reply (`mostSimilarReply`): 0..1 and its index, -1 for none. */
export interface Resemblance {
  similarity: number;
  index: number;
}

/**
 * The resemblance the house style's `not-duplicate` check already measured (its similarity is
 * a percentage rounded down, so "70 or more" reads the same), to avoid measuring it twice.
 */
export function resemblanceFromCheck(checks: readonly ReplyCheck[]): Resemblance | undefined {
  const check = checks.find((c) => c.rule === 'not-duplicate');
  if (!check) return undefined;
  return { similarity: Number(check.params.similarity) / 100, index: Number(check.params.index) };
}

/**
 * Reads a reply to a post: everything the criteria are scored from. `resemblance` may be
 * passed when it is already known (see `resemblanceFromCheck`); else it is measured here.
 */
export function analyzeReply(
  post: string,
  reply: string,
  previousReplies: readonly string[] = [],
  resemblance?: Resemblance,
): ReplySignals {
  const text = reply.normalize('NFKC').trim();
  const script = replyLanguage(text) ?? replyLanguage(post);
  // Among Latin-script languages, the post helps tell a short reply's language.
  const language =
    script !== null && LATIN_SCRIPT.has(script) ? latinReplyLanguage(text, post) : script;
  const lex = lexiconLanguage(language);

  // Entities first: links, hashtags and mentions are blanked out of the prose.
  const links = findLinks(text);
  const hashtags = findHashtags(text);
  const mentions = [...text.matchAll(MENTION)];
  const entityRanges: Array<[number, number]> = [
    ...links.map((l): [number, number] => [l.index, l.index + l.text.length]),
    ...hashtags.map((h): [number, number] => [h.index, h.index + h.text.length]),
    ...mentions.map((m): [number, number] => [m.index, m.index + m[0].length]),
  ];
  const prose = blank(text, entityRanges);
  const folded = foldForMatching(prose);
  const say = (hit: Hit) => prose.slice(hit.start, hit.end).trim();

  const emoji = EMOJI.test(text)
    ? graphemes(text).filter((g) => EMOJI.test(g) && !TEXT_SYMBOLS.test(g))
    : [];

  const praiseHits = find(PRAISE, folded, lex);
  const fillerHits = find(FILLER, folded, lex);
  const promoHits = find(PROMO, folded, lex);
  const spamHits = find(SPAM, folded, lex);
  const hostileHits = find(HOSTILE, folded, lex);
  const stanceHits = find(STANCE, folded, lex);
  const vagueHits = find(VAGUE_THING, folded, lex);

  // Substance: what is left once praise, filler, promotion, spam and emoji are gone.
  const stripped = blank(
    prose,
    [...praiseHits, ...fillerHits, ...stanceHits, ...promoHits, ...spamHits].map(
      (h): [number, number] => [h.start, h.end],
    ),
  );
  const replyKeywords = extractKeywords(stripped);
  const postKeywords = extractKeywords(post);
  const postKeys = postKeywords.map((k) => keyOf(k.key));
  const shared: string[] = [];
  postKeywords.forEach((keyword, i) => {
    if (replyKeywords.some((r) => keysMeet(keyOf(r.key), postKeys[i]!))) shared.push(keyword.word);
  });
  const novel = replyKeywords.filter(
    (r) => !postKeys.some((p) => keysMeet(keyOf(r.key), p)),
  ).length;

  // Numbers and named things.
  const numbers = [...new Set(prose.match(NUMBER) ?? [])];
  const postNumbers = new Set(post.normalize('NFKC').match(NUMBER) ?? []);
  for (const number of numbers)
    if (postNumbers.has(number) && number.length > 0) shared.push(number);
  const numberWords = find(NUMBER_WORDS, folded, lex).map(say);
  const shouting = isShouting(prose);
  const names = findNames(stripped, language, shouting);
  names.push(...find(TIME_WORDS, folded, lex).map(say));
  const postText = foldForMatching(post.normalize('NFKC'));
  const newDetails =
    numbers.filter((n) => !postNumbers.has(n)).length +
    numberWords.length +
    [...new Set(names)].filter((n) => !postText.includes(foldForMatching(n))).length;

  // Questions.
  const questions = findQuestions(prose);
  let question: ReplySignals['question'] = null;
  const bait = find(BAIT, folded, lex).length > 0;
  const addressed = questions.some((q) => find(SECOND_PERSON, foldForMatching(q), lex).length > 0);
  for (const q of questions) {
    const kind = questionKind(q, lex, bait, postKeys, postNumbers);
    if (kind === 'specific' || (kind === 'generic' && question !== 'specific') || question === null)
      question = kind;
  }

  const substance = replyKeywords.length + Math.min(2, numbers.length) + Math.min(2, names.length);
  const duplicate = resemblance ?? mostSimilarReply(reply.trim(), previousReplies);

  return {
    language,
    // As X counts what is posted (the text as typed, not its NFKC form).
    length: replyLength(reply.trim()),
    links: links.map((l) => l.text),
    hashtags: hashtags.map((h) => h.text),
    mentions: mentions.length,
    emoji,
    praise: praiseHits.map(say),
    filler: fillerHits.map(say),
    promo: promoHits.map(say),
    spam: spamHits.map(say),
    hostile: hostileHits.map(say),
    stance: stanceHits.map(say),
    pointsAtLink: links.length > 0 && find(LINK_POINTER, folded, lex).length > 0,
    reference: stanceHits.length > 0 || addressed,
    bait,
    shouting,
    question,
    numbers: [...numbers, ...numberWords],
    names: [...new Set(names)],
    newDetails,
    vague: names.length === 0 && vagueHits[0] ? say(vagueHits[0]) : null,
    experience: find(EXPERIENCE, folded, lex).length > 0,
    nuance: find(NUANCE, folded, lex).length > 0,
    reason: find(REASON, folded, lex).length > 0,
    advice: find(ADVICE, folded, lex).length > 0,
    shared: [...new Set(shared)],
    novel,
    substance,
    postKeywords: postKeywords.length,
    postAsks: QUESTION_MARK.test(post) || /¿/u.test(post),
    similarity: duplicate.similarity,
    similarIndex: duplicate.index,
    plain: prose.replace(/\s+/gu, ' ').trim(),
    postTopics: topicsOf(postKeywords.slice(0, 6).map((k) => k.word)),
  };
}

/** Words that rarely name a topic: time adverbs and the like, folded. */
const NOT_TOPICS = new Set(
  (
    'today always never really after before still just since already again hot ' +
    'despues antes ahora siempre tambien luego nunca todavia ayer manana ' +
    'depois agora sempre hoje ainda ontem ' +
    "aujourd'hui toujours depuis jamais encore apres avant hier demain"
  ).split(' '),
);
/**
 * Endings of verbs and adverbs in the Latin-script languages (folded, lower case); not English
 * -ing, which names many topics (pricing, onboarding, hiring).
 */
const VERB_LIKE =
  /(?:ed|ly|ando|iendo|endo|indo|ado|ido|aba|ei|ou|iu|ons|ez|ait|ar|er|ir|mente|ment)$/u;

/**
 * The post's best words to name in advice: among its top keywords, names first (capitalised,
 * acronyms, letters with digits: "Instagram" before "remoto"), then nouns by their look (five
 * letters or more, no verb or adverb ending, not a word of time), then the rest in rank order.
 */
function topicsOf(words: readonly string[]): string[] {
  const usable = words.filter((w) => w.length <= 40);
  const folded = (w: string) => foldDiacritics(w.toLowerCase());
  const rank = (w: string) => {
    if (/^\p{Lu}/u.test(w) || /\p{Nd}/u.test(w)) return 0;
    const f = folded(w);
    if (NOT_TOPICS.has(f)) return 3;
    if (!/^\p{Script=Latin}+$/u.test(f)) return 1;
    return f.length >= 5 && !VERB_LIKE.test(f) ? 1 : 2;
  };
  return usable
    .map((word, i) => ({ word, i, rank: rank(word) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, 3)
    .map((t) => t.word);
}

/** Most letters in capitals (12 letters or more), or three shouted words of 3+ letters. */
function isShouting(prose: string): boolean {
  const letters = prose.match(/\p{L}/gu) ?? [];
  const cased = letters.filter((l) => l.toLowerCase() !== l.toUpperCase());
  const upper = cased.filter((l) => l === l.toUpperCase());
  if (cased.length >= 12 && upper.length / cased.length > 0.7) return true;
  const shouted = (prose.match(/(?<![\p{L}\p{N}])\p{Lu}{3,}(?![\p{L}\p{N}])/gu) ?? []).length;
  return shouted >= 3;
}

/**
 * Named things: product and brand names (CamelCase, letters with digits: X-T3, 23mm, GPT-4),
 * acronyms, capitalised words inside a sentence (not in German, where every noun is), and any
 * Latin-script word in a reply written in another script (freee, JavaScript).
 */
function findNames(prose: string, language: ReplyLanguage | null, shouting: boolean): string[] {
  const names: string[] = [];
  const otherScript = language !== null && NON_LATIN_LANGUAGES.has(language);
  for (const match of prose.matchAll(LATIN_TOKEN)) {
    const token = match[0];
    const letters = token.match(/\p{L}/gu) ?? [];
    if (letters.length === 0) continue;
    const named =
      (otherScript && letters.length >= 2) ||
      /\p{Nd}/u.test(token) ||
      /\p{Ll}\p{Lu}/u.test(token) ||
      (!shouting && /^\p{Lu}{2,6}s?$/u.test(token)) ||
      (language !== 'de' &&
        /^\p{Lu}\p{Ll}/u.test(token) &&
        !PRONOUN_I.test(token) &&
        !opensSentence(prose, match.index));
    if (named && !PRONOUN_I.test(token)) names.push(token);
  }
  return names;
}

/** Only spaces, quotes or an emoji between `index` and the text start or a sentence end. */
function opensSentence(prose: string, index: number): boolean {
  const before = prose.slice(0, index).replace(/[\s"'“”«»(¿¡*•-]+$/u, '');
  if (before === '' || /[.!?…:;\n。！？؟]$/u.test(before)) return true;
  // An emoji ends a sentence as often as a full stop does.
  return /\p{Extended_Pictographic}[\uFE0F\u200D]*$/u.test(before);
}

/** The questions in the text: sentences closed by ? (any script's), a Spanish ¿ included. */
function findQuestions(prose: string): string[] {
  // Split after each sentence end (linear), then keep the pieces a question mark closes.
  return prose
    .split(/(?<=[.!?。！？؟\n])/u)
    .map((piece) => piece.trim())
    .filter((piece) => /[?？؟]$/u.test(piece) && /[\p{L}\p{N}]/u.test(piece));
}

function questionKind(
  question: string,
  lex: LexiconLanguage,
  bait: boolean,
  postKeys: readonly string[],
  postNumbers: ReadonlySet<string>,
): 'specific' | 'generic' | 'bait' {
  if (bait) return 'bait';
  const body = foldForMatching(question)
    .replace(/^[¿¡\s]+|[?？؟!！\s]+$/gu, '')
    .replace(/^(?:so|and|but|y|et|e|und|pero|mais|mas|aber)[,\s]+/u, '');
  const generic = lexiconPattern(GENERIC_QUESTION, lex);
  if (generic) {
    generic.lastIndex = 0;
    const whole = [...body.matchAll(generic)].some(
      (m) => m.index === 0 && m[0].length === body.length,
    );
    if (whole) return 'generic';
  }
  // Specific: it asks about something the post does not already say (a word or a number of
  // its own). A question made only of the post's words echoes it ("Why did X happen?").
  const ownWord = extractKeywords(question).some(
    (k) => !postKeys.some((p) => keysMeet(keyOf(k.key), p)),
  );
  const ownNumber = (question.match(NUMBER) ?? []).some((n) => !postNumbers.has(n));
  return ownWord || ownNumber ? 'specific' : 'generic';
}

// ── Criteria ─────────────────────────────────────────────────────────────────────────────
export const CRITERION_WEIGHTS: Readonly<Record<ReplyCriterionId, number>> = {
  relevance: 22,
  specificity: 18,
  value: 25,
  hook: 12,
  tone: 13,
  length: 10,
};

/** Below this weighted length a reply is a bare reaction ("Nice!", "Congrats!"). */
export const BARE_LENGTH = 20;

/** What the signals say about the reply, beyond the criteria: the things to fix first. */
export interface ReplyFlags {
  overLimit: boolean;
  bare: boolean;
  promo: boolean;
  spam: boolean;
  hostile: boolean;
  link: boolean;
  /** The reply is little more than its link. */
  linkDrop: boolean;
  hashtagStuffing: boolean;
  /** Three or more @mentions: pulling accounts into someone else's thread. */
  mentionSpam: boolean;
  emojiPile: boolean;
  /** Praise or filler with nothing else. */
  empty: boolean;
  shouting: boolean;
  offTopic: boolean;
  duplicate: boolean;
  restates: boolean;
}

export function flagsOf(s: ReplySignals): ReplyFlags {
  const detail = s.numbers.length + s.names.length;
  const adds =
    s.experience ||
    s.nuance ||
    s.reason ||
    s.advice ||
    s.newDetails > 0 ||
    s.question === 'specific' ||
    answersPost(s);
  const pleasantries = s.praise.length + s.filler.length + s.stance.length;
  // Thanks, praise or agreement and nothing of its own (not even the post's subject), or
  // praise that adds nothing: sycophancy and filler.
  const empty =
    pleasantries > 0 &&
    s.newDetails === 0 &&
    !s.nuance &&
    ((s.novel === 0 && s.shared.length === 0) ||
      s.substance === 0 ||
      (s.praise.length > 0 && !adds && s.novel <= 3));
  return {
    overLimit: s.length > X_MAX_WEIGHTED_LENGTH,
    bare: s.length < BARE_LENGTH && detail === 0 && s.question !== 'specific',
    promo: s.promo.length > 0,
    spam: s.spam.length > 0,
    hostile: s.hostile.length > 0,
    link: s.links.length > 0,
    linkDrop: s.links.length > 0 && (s.substance <= 3 || !adds || s.pointsAtLink),
    hashtagStuffing: s.hashtags.length >= 3,
    mentionSpam: s.mentions >= 3,
    emojiPile: s.emoji.length >= 3,
    empty,
    shouting: s.shouting,
    offTopic: isOffTopic(s),
    duplicate: s.similarity >= REPLY_RULES.maxSimilarity,
    restates:
      s.shared.length > 0 && s.novel <= 1 && !s.experience && !s.nuance && s.newDetails === 0,
  };
}

/**
 * About something else: shares nothing with a post that has words to share, brings its own
 * specifics (a name, a number, a story, a question) and neither answers nor speaks to the post.
 * A vague remark that shares no word is only weakly related, not off topic: without meaning,
 * "Consistency beats intensity" under a post about reading cannot be told from a non sequitur.
 */
function isOffTopic(s: ReplySignals): boolean {
  if (s.postKeywords < 2 || s.shared.length > 0 || s.substance < 2) return false;
  const ownSpecifics =
    s.newDetails > 0 || s.experience || s.question !== null || s.novel >= 7 || s.emoji.length > 0;
  return ownSpecifics && !answersPost(s) && !speaksToPost(s);
}
/**
 * An answer to the post's question: advice, a named thing, a number, a first-hand detail, or
 * a substantial statement (not itself a question).
 */
const answersPost = (s: ReplySignals) =>
  s.postAsks &&
  (s.advice ||
    s.names.length > 0 ||
    s.experience ||
    s.numbers.length > 0 ||
    (s.substance >= 4 && s.question === null));
/** The post asks something and the reply neither answers nor asks back. */
export const dodges = (s: ReplySignals) => s.postAsks && s.question === null && !answersPost(s);

/** Speaks to the post in other words: a stance or a question to the author, with substance. */
const speaksToPost = (s: ReplySignals) =>
  s.reference &&
  (s.experience ||
    s.nuance ||
    s.reason ||
    s.advice ||
    s.newDetails > 0 ||
    s.question === 'specific' ||
    s.substance >= 3);

const clamp10 = (value: number) => Math.max(0, Math.min(10, Math.round(value)));

function relevanceScore(s: ReplySignals, flags: ReplyFlags): number {
  if (s.postKeywords === 0) return 6;
  const shared = s.shared.length;
  let score: number;
  if (shared === 0) {
    if (flags.offTopic) return 1;
    if (answersPost(s)) score = 6;
    else if (speaksToPost(s)) score = 5;
    // No word in common and nothing of its own: related or not, the words cannot tell.
    else score = s.substance >= 2 ? 4 : 3;
  } else {
    score = shared >= 3 ? 9 : shared === 2 ? 8 : 6;
    if (s.question === 'specific' || s.experience || s.nuance) score += 1;
  }
  if (dodges(s)) score -= 1;
  return clamp10(score);
}

function specificityScore(s: ReplySignals): number {
  const details = Math.min(3, s.numbers.length) + Math.min(3, s.names.length);
  let score = details === 0 ? 2 : details === 1 ? 6 : details === 2 ? 8 : 10;
  // Concrete words count too, less: a paper notepad by the keyboard is specific without a name.
  if (s.novel >= 3) score += 1;
  if (s.novel >= 5) score += 1;
  if (s.novel >= 8) score += 1;
  if (s.vague) score -= 1;
  return clamp10(score);
}

function valueScore(s: ReplySignals, flags: ReplyFlags): number {
  if (flags.empty || flags.bare) return 0;
  let score = 1;
  if (s.experience) score += 2.5;
  if (s.nuance) score += 2;
  if (s.reason) score += 1;
  if (s.advice) score += 1.5;
  score += Math.min(3, s.novel * 0.5);
  if (s.numbers.length + s.names.length > 0) score += 1;
  if (s.question === 'specific') score += 1.5;
  if (answersPost(s)) score += 2;
  if (flags.restates) score = Math.min(score, 3);
  return clamp10(score);
}

function hookScore(s: ReplySignals): number {
  switch (s.question) {
    case 'specific':
      return 9;
    case 'generic':
      return 4;
    case 'bait':
      return 1;
    default:
      if (s.nuance && s.substance >= 3) return 7;
      if (s.experience && s.substance >= 3) return 6;
      if (answersPost(s)) return 6;
      if (s.advice) return 5;
      return 3;
  }
}

function toneScore(s: ReplySignals, flags: ReplyFlags): number {
  if (flags.hostile || flags.promo || flags.spam) return 1;
  let score = 9;
  if (flags.empty) score = 3;
  // One polite opener on a reply with substance costs nothing; a pile of praise does.
  else if (s.praise.length > 1) score -= Math.min(3, s.praise.length);
  if (s.emoji.length >= 3) score -= 3;
  else if (s.emoji.length === 2) score -= 1;
  if (flags.shouting) score -= 5;
  if (s.hashtags.length >= 3) score -= 4;
  else if (s.hashtags.length > 0) score -= s.hashtags.length * 1.5;
  if (flags.link) score -= 3;
  if (s.mentions >= 2) score -= 2;
  if (s.bait) score -= 3;
  return clamp10(score);
}

function lengthCriterion(
  s: ReplySignals,
  flags: ReplyFlags,
): { score: number; note: ReplyCriterionNote } {
  if (flags.overLimit) return { score: 0, note: 'over' };
  if (s.length < BARE_LENGTH && flags.bare) return { score: 3, note: 'bare' };
  return { score: 10, note: 'strong' };
}

const level = (score: number): ReplyCriterionNote =>
  score >= 7 ? 'strong' : score >= 4 ? 'ok' : 'weak';

/** The criterion with another score (0..10), its note following (a length note stays). */
export function rescore(criterion: ReplyCriterion, score: number): ReplyCriterion {
  const value = clamp10(score);
  const keepsNote = criterion.criterion === 'length' && criterion.note !== 'strong';
  return { ...criterion, score: value, note: keepsNote ? criterion.note : level(value) };
}

/** The six criteria, in REPLY_CRITERIA order, with the figures the page shows. */
export function criteriaFromSignals(s: ReplySignals, flags = flagsOf(s)): ReplyCriterion[] {
  const relevance = relevanceScore(s, flags);
  const specificity = specificityScore(s);
  const value = valueScore(s, flags);
  const hook = hookScore(s);
  const tone = toneScore(s, flags);
  const length = lengthCriterion(s, flags);
  return [
    {
      criterion: 'relevance',
      score: relevance,
      note: level(relevance),
      params: { keywords: s.shared.slice(0, 3).join(', ') },
    },
    {
      criterion: 'specificity',
      score: specificity,
      note: level(specificity),
      params: { details: [...s.numbers, ...s.names].slice(0, 4).join(', ') },
    },
    { criterion: 'value', score: value, note: level(value), params: {} },
    { criterion: 'hook', score: hook, note: level(hook), params: {} },
    { criterion: 'tone', score: tone, note: level(tone), params: {} },
    {
      criterion: 'length',
      score: length.score,
      note: length.note,
      params: { length: s.length, max: X_MAX_WEIGHTED_LENGTH },
    },
  ];
}

/** The caps of the file comment: the most a reply with these flags can score. */
export function scoreCap(flags: ReplyFlags, hashtags: number): number {
  let cap = 100;
  const limit = (value: number, when: boolean) => {
    if (when) cap = Math.min(cap, value);
  };
  limit(20, flags.promo || flags.spam);
  limit(25, flags.hostile);
  limit(30, flags.empty);
  limit(30, flags.linkDrop);
  limit(35, flags.bare);
  limit(35, flags.overLimit);
  limit(35, flags.hashtagStuffing);
  limit(35, flags.mentionSpam);
  limit(40, flags.shouting);
  limit(40, flags.offTopic);
  limit(40, flags.duplicate);
  limit(55, flags.link);
  limit(55, hashtags === 2);
  return cap;
}

/** The weighted criteria (0..100), capped by the flags. */
export function scoreFromCriteria(
  criteria: readonly ReplyCriterion[],
  flags: ReplyFlags,
  hashtags: number,
): number {
  let total = 0;
  for (const { criterion, score } of criteria) total += (CRITERION_WEIGHTS[criterion] * score) / 10;
  return Math.max(0, Math.min(scoreCap(flags, hashtags), Math.round(total)));
}
