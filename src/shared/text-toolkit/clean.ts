/**
 * Text as typed, made safe to analyse and build on (the offline writers' input). Validation of
 * what a client may send (control characters, invisible-only fields) is `src/shared/text.ts`.
 */

const LONE_SURROGATE = /\p{Cs}/gu;
const CONTROL = /\p{Cc}/gu;
// A zero-width space marks a word break, so it becomes a space; a word joiner or BOM only
// glues, so it goes. Joiners that shape scripts (ZWJ/ZWNJ) are kept.
const ZERO_WIDTH_SPACE = /\u200B/g;
const INVISIBLE_GLUE = /[\u2060\uFEFF]/g;
const WHITESPACE_RUN = /\s+/gu;

/** Collapses every run of whitespace (any script's spaces, line breaks) to one space, trims. */
export function collapseSpaces(text: string): string {
  return text.replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * Text as typed, made safe to build on: NFC (so 'ó' is one letter however it was typed),
 * lone surrogate halves removed (they can only come from broken input and would break
 * output), control characters and zero-width spaces as spaces, word joiners removed,
 * whitespace collapsed and trimmed.
 */
export function cleanText(text: string): string {
  return collapseSpaces(
    text
      .normalize('NFC')
      .replace(LONE_SURROGATE, '')
      .replace(CONTROL, ' ')
      .replace(ZERO_WIDTH_SPACE, ' ')
      .replace(INVISIBLE_GLUE, ''),
  );
}
