/**
 * The language a reply is written in, from its script and, among Latin-script languages, its
 * stop words. Used by the reply grader's lexicons and by anyone who needs a reply's language
 * without a model.
 */
import { STOP_WORDS_BY_LANGUAGE, guessStopWordLanguage } from '../../text-toolkit/index.ts';

export type ReplyLanguage =
  'en' | 'es' | 'fr' | 'de' | 'pt' | 'ru' | 'hi' | 'ar' | 'ja' | 'zh' | 'ko';

const SCRIPT_LANGUAGES: Array<[RegExp, ReplyLanguage]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Latin}/gu, 'en'],
];

/** Latin-script languages told apart by their stop words. */
const LATIN_LANGUAGES: ReadonlySet<string> = new Set(['en', 'es', 'fr', 'de', 'pt']);

const han = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

/**
 * The reply's language: its main script, then stop words among Latin ones (English when they
 * say nothing); null for text without letters (emoji, numbers).
 */
export function replyLanguage(text: string): ReplyLanguage | null {
  let best: ReplyLanguage | null = null;
  let bestCount = 0;
  const kana = (text.match(SCRIPT_LANGUAGES[0]![0]) ?? []).length;
  for (const [pattern, language] of SCRIPT_LANGUAGES) {
    // Japanese mixes kanji with kana: any kana makes Han text Japanese.
    const count =
      (text.match(pattern) ?? []).length + (language === 'ja' && kana > 0 ? han(text) : 0);
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  if (best !== 'en') return best;
  const latin = guessStopWordLanguage(text);
  return latin && LATIN_LANGUAGES.has(latin) ? (latin as ReplyLanguage) : 'en';
}

type LatinLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt';
const LATIN: readonly LatinLanguage[] = ['en', 'es', 'fr', 'de', 'pt'];
const STOP_SETS = LATIN.map((language) => new Set<string>(STOP_WORDS_BY_LANGUAGE[language]));
/** Letters and spellings only one of the languages uses. */
const HINTS: Readonly<Record<LatinLanguage, RegExp>> = {
  en: /\b(?:the|and|you|with|this|that)\b|['’](?:s|t|re|ve|ll|d)\b/giu,
  es: /[ñ¿¡]|ción\b|\b(?:qué|está|también|muy|gracias|pero|usted|vosotros)\b/giu,
  fr: /[èêœ]|\b(?:[ldjcnst]|qu)['’]\p{L}|\b(?:est|très|ça|avec|vous|nous)\b/giu,
  de: /[ßäöü]|\b(?:und|nicht|ich|wir|auch|sehr)\b/giu,
  pt: /[ãõ]|ção\b|\b(?:não|você|muito|também|obrigad[oa]|isso|mais|uma)\b/giu,
};

function latinScores(text: string): number[] {
  const tokens =
    text
      .toLowerCase()
      .replace(/\u2019/gu, "'")
      .match(/[\p{L}']+/gu) ?? [];
  return LATIN.map(
    (language, i) =>
      tokens.filter((token) => STOP_SETS[i]!.has(token)).length +
      2 * (text.match(HINTS[language]) ?? []).length,
  );
}

/**
 * Which of English, Spanish, French, German and Portuguese a Latin-script reply is in: stop
 * words and the letters and spellings each language alone uses, the post's counting half (a
 * short reply is usually in its post's language). English when nothing tells them apart.
 */
export function latinReplyLanguage(reply: string, post: string): LatinLanguage {
  const own = latinScores(reply);
  const context = latinScores(post);
  let best: LatinLanguage = 'en';
  let bestScore = 0;
  LATIN.forEach((language, i) => {
    const score = own[i]! + context[i]! / 2;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  });
  return best;
}
