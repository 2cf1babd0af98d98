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
 *   conjunction, a preposition, the object particle: "and.", "the:", "を。");
 * - `sentence-start`: a line of a language with capital letters starting in lower case (a
 *   slot at a line's start counts by its first letter);
 * - `wrong-language`: its own words (outside the slots) are not in the page's language;
 * - `too-long`: over `TEMPLATE_MAX` characters.
 *
 * `buildTemplate` makes the offline writer's template: not the post with words cut out (a
 * fragment of the post spliced around a slot reads "So I [topic] applying"), but the post's
 * structure rebuilt from frames the page renders in its language, each a whole sentence with
 * its slots: a hook frame for the hook type, the body as the post has it (its list with its own
 * markers and number of items, a thread's parts, a story's beats, an explanation's steps) and
 * a close for its call to action.
 */
import type { ViralTemplateLine } from '../schemas.ts';
import type { ViralCtaType, ViralStructure } from './viral-codes.ts';
import type { HookReading, Post } from './viral-detect.ts';
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
  ja: /を$/u,
  zh: /[和在把与]$/u,
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
    const trimmed = piece.replace(
      /(?:[\s"'“”«»「」()]|\p{Extended_Pictographic}|\u200d|\ufe0f)+$/u,
      '',
    );
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

// ── Building the offline template ───────────────────────────────────────────────────────
const MAX_ITEMS = 7;
const line = (code: ViralTemplateLine['code'], params: ViralTemplateLine['params'] = {}) => ({
  code,
  params,
});

/** The first code point (digit zero) of the decimal digit blocks posts use. */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];

/** `n` in the digits of `sample` (ASCII, Arabic-Indic, Devanagari, full-width…). */
function inDigitsOf(sample: string, n: number): string {
  const code = sample.codePointAt(0)!;
  const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? 0x30;
  return [...String(n)].map((d) => String.fromCodePoint(zero + Number(d))).join('');
}

/** The marker of item `n` (1-based) in the style of the post's first marker. */
function markerFor(first: string, n: number): string {
  const circled = /^[①-⑳]/u.exec(first);
  if (circled) return String.fromCodePoint(0x2460 + n - 1) + first.slice(1);
  const numbered = /^([(（]?)(\p{Nd}{1,2})(.*)$/su.exec(first);
  if (numbered) return `${numbered[1]}${inDigitsOf(numbered[2]!, n)}${numbered[3]}`;
  return first;
}

export interface TemplateInput {
  post: Post;
  hook: HookReading;
  structure: ViralStructure;
  cta: ViralCtaType;
}

/** The post's structure as frame lines, by paragraph (see `buildTemplate` above). */
export function buildTemplate({ post, hook, structure, cta }: TemplateInput): {
  paragraphs: ViralTemplateLine[][];
} {
  const opening =
    hook.type === 'how-to' && hook.personal
      ? line('tpl.hook.how-i')
      : line(`tpl.hook.${hook.type}`);
  const paragraphs: ViralTemplateLine[][] = [[opening]];
  const count = (found: number, fallback: number) =>
    Math.min(MAX_ITEMS, Math.max(2, found || fallback));
  if (structure === 'list') {
    const items = count(Math.max(post.listMarkers.length, post.parallelLines), 3);
    const first = post.listMarkers[0] ?? '';
    paragraphs.push(
      Array.from({ length: items }, (_, i) =>
        line('tpl.body.item', { marker: first ? markerFor(first, i + 1) : '', n: i + 1 }),
      ),
    );
  } else if (structure === 'thread') {
    const parts = count(post.threadParts, 3);
    for (let n = 1; n <= parts; n++) paragraphs.push([line('tpl.body.part', { n })]);
  } else if (structure === 'story') {
    paragraphs.push(
      [line('tpl.body.story1')],
      [line('tpl.body.story2')],
      [line('tpl.body.story3')],
    );
  } else if (structure === 'explanation') {
    paragraphs.push([line('tpl.body.explain1')], [line('tpl.body.explain2')]);
  } else if (post.sentences.length >= 2) {
    paragraphs.push([line('tpl.body.single')]);
  }
  if (cta !== 'none') paragraphs.push([line(`tpl.close.${cta}`)]);
  else if (structure !== 'single-claim') paragraphs.push([line('tpl.close.statement')]);
  return { paragraphs };
}
