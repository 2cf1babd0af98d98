/**
 * The rules a reusable template of the viral post deconstructor keeps, whoever wrote it (the
 * offline writer's frames, a model): a template is a post's structure with [slots] to fill, in
 * the page's language. `templateProblems` lists what breaks the rules:
 *
 * - `unbalanced`: a `[` without its `]` or the other way round;
 * - `nested`: a slot inside a slot;
 * - `empty-slot`: `[]` or `[ ]`;
 * - `no-slot`: nothing to fill in, so nothing to reuse;
 * - `glued-slot`: a slot stuck to a letter (`[topic]s`, `re[topic]`), in languages that put
 *   spaces between words (Japanese, Chinese and Korean attach particles to a slot);
 * - `adjacent-slots`: two slots with only spaces between them (`[name] [topic]`), which reads
 *   as a splice rather than a sentence;
 * - `dangling-word`: a sentence or line ending on a word that cannot end one (an article, a
 *   conjunction, a preposition, a case particle: "and.", "the:", "を。");
 * - `sentence-start`: a line of a language with capital letters starting in lower case (a
 *   slot at a line's start counts by its first letter);
 * - `wrong-language`: its own words (outside the slots) are not in the page's language;
 * - `too-long`: over `TEMPLATE_MAX` characters.
 */
import { proseLanguageProblem } from './viral-language.ts';

export const TEMPLATE_MAX = 2000;

export const TEMPLATE_PROBLEMS = [
  'unbalanced',
  'nested',
  'empty-slot',
  'no-slot',
  'glued-slot',
  'adjacent-slots',
  'dangling-word',
  'sentence-start',
  'wrong-language',
  'too-long',
] as const;
export type TemplateProblem = (typeof TEMPLATE_PROBLEMS)[number];

/** Languages that write words without spaces or attach particles to nouns. */
const ATTACHING = new Set(['ja', 'zh', 'ko']);
/** Languages whose scripts have no capital letters. */
const UNCASED = new Set(['ja', 'zh', 'ko', 'ar', 'hi']);

/** Words that cannot end a sentence, per language (lower case). */
const DANGLING: Record<string, string> = {
  en: 'a an the and or but to of for with from in on at by into than',
  es: 'el la los las un una y o de del con para por en al que',
  fr: 'le la les un une et ou de des du avec pour par en au aux que',
  de: 'der die das ein eine einen und oder mit für von zu im am dem den des',
  pt: 'o os um uma e ou de do da dos das com para por em no na ao que',
  it: 'il lo la gli un una e o di del della con per da in nel al che',
  nl: 'de het een en of van met voor naar op in aan dan',
  fri: 'de it in en of fan mei foar nei op oan as',
  swa: 'na kwa ya wa za la katika au lakini',
  ru: 'и или но в во на с со к ко по за из от для о об у',
  ar: 'و في من على إلى عن مع أو ثم',
  hi: 'और या का की के को में से पर',
};
/** Particles that cannot end a sentence in Japanese and Chinese (the last character). */
const DANGLING_CHARACTER: Record<string, RegExp> = {
  ja: /[をがにへと]$/u,
  zh: /[的和在把与]$/u,
};

/** What breaks the template rules, in `TEMPLATE_PROBLEMS` order; empty when none. */
export function templateProblems(template: string, language: string): TemplateProblem[] {
  const found = new Set<TemplateProblem>();
  let depth = 0;
  for (const char of template) {
    if (char === '[') {
      depth += 1;
      if (depth > 1) found.add('nested');
    } else if (char === ']') {
      depth -= 1;
      if (depth < 0) {
        found.add('unbalanced');
        depth = 0;
      }
    }
  }
  if (depth !== 0) found.add('unbalanced');
  if (/\[\s*\]/u.test(template)) found.add('empty-slot');
  if (!/\[[^\][]*[\p{L}\p{N}][^\][]*\]/u.test(template)) found.add('no-slot');
  if (!ATTACHING.has(language) && /[\p{L}\p{M}]\[|\][\p{L}\p{M}]/u.test(template))
    found.add('glued-slot');
  if (/\][^\S\n]*\[/u.test(template)) found.add('adjacent-slots');
  if (hasDanglingWord(template, language)) found.add('dangling-word');
  if (!UNCASED.has(language) && hasLowerCaseStart(template)) found.add('sentence-start');
  const ownWords = template.replace(/\[[^\]\n]*\]/gu, ' ');
  if (proseLanguageProblem(ownWords, language)) found.add('wrong-language');
  if (template.length > TEMPLATE_MAX) found.add('too-long');
  return TEMPLATE_PROBLEMS.filter((problem) => found.has(problem));
}

function hasDanglingWord(template: string, language: string): boolean {
  const words = new Set((DANGLING[language] ?? '').split(' ').filter(Boolean));
  const character = DANGLING_CHARACTER[language];
  // Each piece ends a sentence, a clause before a colon, or a line.
  for (const piece of template.split(/[.!?…:;。！？：；؟\n]/u)) {
    const trimmed = piece.replace(/(?:[\s"'“”«»「」()]|\p{Extended_Pictographic}|\u200d|\ufe0f)+$/u, '');
    if (trimmed === '' || trimmed.endsWith(']')) continue;
    if (character?.test(trimmed)) return true;
    const last = /([\p{L}\p{M}']+)$/u.exec(trimmed)?.[1]?.toLowerCase();
    // A lone word (a heading, a marker) is not a dangling sentence end.
    if (last && words.has(last) && /[\p{L}\p{N}\]]\s+\S+$/u.test(trimmed)) return true;
  }
  return false;
}

/** A line whose first letter (past list markers, digits, emoji and `[`) is lower case. */
function hasLowerCaseStart(template: string): boolean {
  return template.split('\n').some((line) => {
    const first = /\p{L}/u.exec(line)?.[0];
    if (!first) return false;
    return first !== first.toUpperCase() && first === first.toLowerCase();
  });
}
