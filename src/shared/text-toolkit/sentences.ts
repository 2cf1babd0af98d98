/**
 * Sentence boundaries. A full stop, ! or ? (or …) ends a sentence only before a space or the
 * end, so links, 3.5 and e.g. stay whole; CJK, Arabic and Devanagari full stops end one anywhere,
 * and so does a line break.
 */

const SENTENCE = /(?:[^.!?…。！？؟।\n]|[.!?…](?!\s|$))+(?:[.!?…]+(?=\s|$)|[。！？؟।]+|\n|$)/gu;

/** Sentences with their closing punctuation, trimmed, empty ones left out. */
export function splitSentences(text: string): string[] {
  return (text.match(SENTENCE) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/*
 * Two tests for "does the word at `index` open a sentence". They differ on purpose, and each
 * caller's results depend on its own:
 * - `atSentenceStart` (keywords: a word seen only opening a sentence is written in lowercase)
 *   lets only spaces, tabs and a hashtag's # sit between the word and the sentence end, and a
 *   colon does not end a sentence;
 * - `atSentenceOrClauseStart` (the viral template: capitalised words not opening a sentence are
 *   names) skips anything but letters and digits (emoji, bullets, ¿ ¡) and counts a colon too.
 */

/** True when only spaces, tabs or # sit between `index` and the text start or a sentence end. */
export function atSentenceStart(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '#')) i--;
  return i < 0 || /[.!?…\n。！？؟]/u.test(text[i] ?? '');
}

/** True when no letter or digit sits between `index` and the text start, a sentence end or a colon. */
export function atSentenceOrClauseStart(text: string, index: number): boolean {
  // Anything but letters and digits (spaces, emoji, bullets, ¿ ¡) may sit between a word and
  // the line start or full stop before it.
  for (let i = index - 1; i >= 0; i--) {
    const char = text[i]!;
    if (/[.!?…\n。！？؟:]/u.test(char)) return true;
    if (/[\p{L}\p{N}]/u.test(char)) return false;
  }
  return true;
}
