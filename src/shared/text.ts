import { z } from 'zod';

/**
 * Rules for text and JSON that come from a client, shared by every boundary (the functions'
 * request reader, forms, the schemas of each field):
 *
 * - no NUL and no other control character except tab, line feed and carriage return (the
 *   database refuses NUL, and nothing a person types contains the others);
 * - no lone UTF-16 surrogate (half of a character: it cannot be stored or shown);
 * - visible text: a field that must say something must say it with something other than
 *   spaces and invisible characters (zero-width spaces and joiners, bidi controls, the
 *   soft hyphen, word joiners, Hangul fillers, variation selectors, …);
 * - JSON nests at most MAX_JSON_DEPTH levels, checked before anything recursive reads it.
 */

export const MAX_JSON_DEPTH = 32;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * Characters that show nothing: format characters (Unicode category Cf: zero-width space,
 * joiners, bidi marks and isolates, word joiner, BOM, soft hyphen, …), the Hangul and
 * Braille blanks, combining grapheme joiner, variation selectors and whitespace.
 */
const INVISIBLE =
  /[\p{Cf}\p{Z}\s\u115f\u2800\u3164\uffa0]|[\u17b4\u17b5]|\u1160|\u034f|[\u180b-\u180f]|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}]/gu;

/** What is wrong with a string a client sent, or null. */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (CONTROL.test(value)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired surrogates (broken characters)';
  return null;
}

/** The text without anything invisible: empty when the text shows nothing. */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '');
}

/**
 * The first string (value or object key) in a parsed JSON value that breaks `textProblem`,
 * with its path (`metadata.title`, `items[2]`). Walks without recursion.
 */
export function findTextProblem(value: unknown): { path: string; problem: string } | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { path: path || 'body', problem };
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: at, problem: `field name ${keyProblem}` };
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * How deeply a JSON text nests, read character by character without parsing (no recursion,
 * so no stack to overflow whatever the input). Brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

/**
 * A text field: NFC-normalised and trimmed, refused when it has a character no person types
 * (textProblem) and, with `min`, when it does not show at least `min` visible characters.
 */
export function textField(options: { min?: number; max: number; label?: string }) {
  const { min = 0, max } = options;
  return z
    .string()
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .transform((value) => value.normalize('NFC').trim())
    .superRefine((value, ctx) => {
      if (min > 0 && visibleText(value).length === 0)
        ctx.addIssue({ code: 'custom', message: 'must contain visible text' });
      else if ([...value].length < min)
        ctx.addIssue({ code: 'custom', message: `must be at least ${min} characters` });
      if ([...value].length > max)
        ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters` });
    });
}

/** Text made safe inside HTML (element content and quoted attributes): numeric entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
