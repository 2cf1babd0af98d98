/**
 * Which writing system a letter belongs to, and which ones each site language writes in: the
 * language checks of the bio writer and of its evaluation share them. Kana uses Unicode's
 * Script_Extensions, so the prolonged sound mark ー (コーヒー) and the middle dot ・ count as
 * kana, not as "other".
 */
export type LetterScript =
  'latin' | 'cyrillic' | 'arabic' | 'devanagari' | 'han' | 'kana' | 'hangul' | 'other';

/** The script of one character; null for anything that is not a letter. */
export function letterScript(char: string): LetterScript | null {
  if (!/\p{L}/u.test(char)) return null;
  if (/\p{Script=Latin}/u.test(char)) return 'latin';
  if (/\p{Script=Cyrillic}/u.test(char)) return 'cyrillic';
  if (/\p{Script=Arabic}/u.test(char)) return 'arabic';
  if (/\p{Script=Devanagari}/u.test(char)) return 'devanagari';
  if (/\p{Script=Han}/u.test(char)) return 'han';
  if (/[\p{scx=Hiragana}\p{scx=Katakana}]/u.test(char)) return 'kana';
  if (/\p{Script=Hangul}/u.test(char)) return 'hangul';
  return 'other';
}

const LANGUAGE_SCRIPTS: Readonly<Record<string, readonly LetterScript[]>> = {
  ru: ['cyrillic'],
  ar: ['arabic'],
  hi: ['devanagari'],
  ja: ['han', 'kana'],
  zh: ['han'],
  ko: ['hangul', 'han'],
};

/** The scripts a site language is written in (Latin for the others). */
export const scriptsOfLanguage = (language: string): readonly LetterScript[] =>
  LANGUAGE_SCRIPTS[language] ?? ['latin'];
