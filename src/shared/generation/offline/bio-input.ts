/**
 * What a bio generator needs from the person: a few real words about what they do. Junk
 * (a lone letter, punctuation, only emoji or digits, keyboard mashing) is refused before
 * anything is generated or counted: the request schema (`BioInputSchema`) refuses it, so the
 * `generate` function answers 400 before the free-use gate, and the page checks it before
 * sending. Small on purpose: the page bundles it.
 */
import { MENTION_PATTERN, isUrlLike } from '../../text-toolkit/links.ts';

/** Letters of the scripts written without spaces, where two characters can be a word (料理). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER = /\p{L}/gu;
/** Hangul letters written apart (ㅋㅋ), not syllables. */
const JAMO = /^[\u3131-\u318e\u1100-\u11ff]+$/u;
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøœùúûüýÿāēīōūăąęėįųůőű]/u;

/** Two-letter words that name a niche on their own. */
const SHORT_WORDS = new Set([
  'ai',
  'ar',
  'dj',
  'hr',
  'it',
  'mc',
  'pr',
  'qa',
  'tv',
  'ui',
  'ux',
  'vr',
]);

// Runs along a keyboard row (QWERTY, QWERTZ, AZERTY, Russian ЙЦУКЕН), forwards or backwards.
const ROWS = [
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'yxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'йцукенгшщзхъ',
  'фывапролджэ',
  'ячсмитьбю',
];
// Backwards runs are one letter longer: 'treza' (AZERTY backwards) is in 'destreza'.
const ROW_RUN = 5;
const ROW_RUNS = new Set<string>();
for (const row of ROWS) {
  for (const [line, n] of [
    [row, ROW_RUN],
    [[...row].reverse().join(''), ROW_RUN + 1],
  ] as const) {
    for (let i = 0; i + n <= line.length; i++) ROW_RUNS.add(line.slice(i, i + n));
  }
}
/** The commonest mashes, shorter than a row run. */
const MASHES = new Set(['asdf', 'qwer', 'zxcv', 'hjkl', 'jkl', 'sdf', 'wasd', 'fdsa', 'asd']);
/** Laughter in the site's languages ('haha', 'jajaja', 'lol', 'ㅋㅋ', '哈哈', 'www', 'хаха', 'هههه'). */
const LAUGHTER =
  /^(?:(ha|he|hi|ja|je|ji|ka|ke|xa|ха|хе|ها)\1+h?|lo+l|lmf?ao|rofl|w{3,}|[ㅋㅎ哈呵嘻笑草]+)$/u;

/** A Latin-script word that nobody would type on purpose. */
function isMash(word: string): boolean {
  if (MASHES.has(word)) return true;
  if (/(\p{L})\1{3,}/u.test(word)) return true; // 'jjjj'
  for (let i = 0; i + ROW_RUN <= word.length; i++)
    if (ROW_RUNS.has(word.slice(i, i + ROW_RUN)) || ROW_RUNS.has(word.slice(i, i + ROW_RUN + 1)))
      return true;
  // Five or more Latin letters without a vowel ('sdkjfhskdjfh').
  return /^\p{Script=Latin}{5,}$/u.test(word) && !VOWEL.test(word);
}

/**
 * Why a bio description cannot be used, or null when it can: `junk` when, links and @handles
 * aside, it has no word to write about: fewer than two letters (only punctuation, emoji or
 * digits; one Chinese character is a word), lone letters, two letters that are not a known
 * short word ('yo', but 'DJ' is fine), laughter ('haha', 'ㅋㅋㅋ', '哈哈哈'), or keyboard
 * mashing ('asdfgh', 'jjjj', 'sdkjfh').
 */
export function bioInputProblem(text: string): 'junk' | null {
  // Links, e-mail addresses and @handles say nothing about the person (platforms have a
  // link field of their own).
  const prose = text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((token) => !isUrlLike(token))
    .join(' ')
    .replace(MENTION_PATTERN, '$1');
  const letters = prose.match(LETTER) ?? [];
  if (letters.length < 2 && !/\p{Script=Han}/u.test(prose)) return 'junk';
  const words = (prose.toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu) ?? []).filter(
    (w) => w.length > 0,
  );
  if (words.length === 0) return 'junk';
  const real = words.filter((w) => {
    const chars = [...w];
    // 'ㅋㅋㅋ', 'ははは', '哈哈哈', 'jajaja': laughter, not a description.
    if (JAMO.test(w) || LAUGHTER.test(w)) return false;
    // One ideograph is a word (猫, 茶); any other repeated letter is not ('jjjj', 'ははは').
    if (chars.length === 1) return /\p{Script=Han}/u.test(w);
    if (chars.every((c) => c === chars[0])) return false;
    if (UNSPACED.test(w)) return true;
    if (chars.length === 2) return SHORT_WORDS.has(w) || !/^\p{Script=Latin}+$/u.test(w);
    return !isMash(w);
  });
  return real.length === 0 ? 'junk' : null;
}
