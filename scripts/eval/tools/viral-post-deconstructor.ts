// The Viral Post Deconstructor's built-in writer on labelled viral posts
// (tests/fixtures/generation/eval/viral-post-deconstructor.json): posts in many languages, each
// analysed for a page language (some across languages: a Spanish post on an English page), with
// an expert's hook type, structure and dominant emotion. Measures:
// - hook-agreement, structure-agreement, emotion-agreement: the writer's reading equals the label
//   (emotion: `none` is a label too); emotion-none-correct: of the posts labelled `none`, those
//   the writer also finds no emotion in;
// - page-language: every piece of analysis prose (and the template's own words) reads as the
//   page's language, quotations of the post aside (viral-language.ts);
// - broken-template: the template breaks a template rule (viral-template.ts);
// - empty-brackets: some text shows an empty pair of brackets or quotation marks, an empty list
//   or an unfilled {{placeholder}}.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deconstructPost } from '../../../src/shared/generation/offline/viral.ts';
import { proseLanguageProblem } from '../../../src/shared/generation/offline/viral-language.ts';
import { templateProblems } from '../../../src/shared/generation/offline/viral-template.ts';
import {
  ViralInputSchema,
  ViralOptionsSchema,
  type ViralResult,
} from '../../../src/shared/generation/schemas.ts';
import { rate, type EvalResult, type ToolEval } from '../types.ts';

const CORPUS = path.resolve(
  import.meta.dirname,
  '../../../tests/fixtures/generation/eval/viral-post-deconstructor.json',
);

interface Case {
  id: string;
  language: string;
  page: string;
  platform: string;
  content: string;
  expected: { hook: string; structure: string; emotion: string };
}

/** Labels compared loosely: "number/list", "Number list" and "number-list" are one label. */
export const normaliseLabel = (label: string | null | undefined): string => {
  const key = (label ?? 'none')
    .toLowerCase()
    .trim()
    .replace(/[\s/_]+/gu, '-');
  const synonyms: Record<string, string> = {
    neutral: 'none',
    'neutral-(informational)': 'none',
    'none-detected': 'none',
    single: 'single-claim',
    'one-liner': 'single-claim',
    listicle: 'list',
    humour: 'humor',
  };
  return synonyms[key] ?? key;
};

/** What the evaluation reads from one analysis. */
interface View {
  hook: string;
  structure: string;
  emotion: string;
  /** Every piece of analysis prose shown to the user, by field. */
  texts: Array<[string, string]>;
  template: string;
}

function view(result: ViralResult): View {
  const { hookAnalysis: hook, pacingAnalysis: pacing, emotionalTriggers: emotion } = result;
  const { ctaAnalysis: cta, contentStructure: structure } = result;
  const flow = structure.flow;
  const structureKind = /\bpoint list\b/u.test(flow)
    ? 'list'
    : /\bstory\b(?! hook)/u.test(flow)
      ? 'story'
      : /\bexplanation\b/u.test(flow)
        ? 'explanation'
        : 'single-claim';
  return {
    hook: normaliseLabel(hook.type),
    structure: structureKind,
    emotion: normaliseLabel(emotion.primary),
    texts: [
      ['hook.type', hook.type],
      ['hook.trigger', hook.trigger],
      ['hook.breakdown', hook.breakdown],
      ['pacing.tempo', pacing.tempo],
      ['pacing.description', pacing.description],
      ['emotion.primary', emotion.primary],
      ['emotion.secondary', emotion.secondary],
      ['emotion.description', emotion.description],
      ['cta.type', cta.type],
      ['cta.placement', cta.placement],
      ['cta.description', cta.description],
      ['structure.opening', structure.opening],
      ['structure.body', structure.body],
      ['structure.close', structure.close],
      ['structure.flow', structure.flow],
      ...result.recommendations.map((text, i) => [`recommendations.${i}`, text] as [string, string]),
      ...result.keyTakeaways.map((text, i) => [`keyTakeaways.${i}`, text] as [string, string]),
    ],
    template: result.template,
  };
}

/** Empty bracket or quotation pairs, an empty list in brackets, an unfilled placeholder. */
const EMPTY =
  /\(\s*\)|\[\s*\]|\{\s*\}|“\s*”|„\s*“|«\s*»|「\s*」|『\s*』|"\s*"|\(\s*[,、،]|[,、،]\s*\)|\{\{|\}\}/u;

function analyse(entry: Case): ViralResult {
  const input = ViralInputSchema.parse({ content: entry.content, platform: entry.platform });
  // A writer that takes the page's language is told it; one that does not gets no options.
  const withLanguage = ViralOptionsSchema.safeParse({ language: entry.page });
  const options = withLanguage.success ? withLanguage.data : ViralOptionsSchema.parse({});
  return deconstructPost(input, options);
}

export const evaluation: ToolEval = {
  tool: 'viral-post-deconstructor',
  evaluate(): EvalResult {
    const corpus = JSON.parse(readFileSync(CORPUS, 'utf8')) as { cases: Case[] };
    const cases = corpus.cases;
    const misses: string[] = [];
    let hook = 0;
    let structure = 0;
    let emotion = 0;
    let noneLabelled = 0;
    let noneCorrect = 0;
    let pageLanguage = 0;
    let broken = 0;
    let empty = 0;
    for (const entry of cases) {
      const seen = view(analyse(entry));
      const want = {
        hook: normaliseLabel(entry.expected.hook),
        structure: normaliseLabel(entry.expected.structure),
        emotion: normaliseLabel(entry.expected.emotion),
      };
      const at = `${entry.id} (${entry.language} on ${entry.page})`;
      if (seen.hook === want.hook) hook += 1;
      else misses.push(`${at} hook: ${seen.hook}, expected ${want.hook}`);
      if (seen.structure === want.structure) structure += 1;
      else misses.push(`${at} structure: ${seen.structure}, expected ${want.structure}`);
      if (seen.emotion === want.emotion) emotion += 1;
      else misses.push(`${at} emotion: ${seen.emotion}, expected ${want.emotion}`);
      if (want.emotion === 'none') {
        noneLabelled += 1;
        if (seen.emotion === 'none') noneCorrect += 1;
      }
      const foreign = [...seen.texts, ['template', seen.template.replace(/\[[^\]\n]*\]/gu, ' ')]]
        .map(([field, text]) => [field, proseLanguageProblem(text!, entry.page)] as const)
        .filter(([, problem]) => problem !== null);
      if (foreign.length === 0) pageLanguage += 1;
      else
        misses.push(
          `${at} page language: ${foreign
            .slice(0, 3)
            .map(([field, problem]) => `${field} ${problem}`)
            .join('; ')}`,
        );
      const problems = templateProblems(seen.template, entry.page);
      if (problems.length > 0) {
        broken += 1;
        misses.push(`${at} template ${problems.join(', ')}: ${JSON.stringify(seen.template)}`);
      }
      const emptied = [...seen.texts, ['template', seen.template]].filter(([, text]) =>
        EMPTY.test(text!),
      );
      if (emptied.length > 0) {
        empty += 1;
        misses.push(`${at} empty brackets in ${emptied.map(([field]) => field).join(', ')}`);
      }
    }
    const n = cases.length;
    return {
      tool: 'viral-post-deconstructor',
      title: 'Viral post deconstructor',
      cases: n,
      languages: [...new Set(cases.map((entry) => entry.language))].sort(),
      metrics: [
        {
          id: 'hook-agreement',
          label: 'hook type equals the expert label',
          kind: 'agreement',
          value: rate(hook, n),
          n,
        },
        {
          id: 'structure-agreement',
          label: 'structure equals the expert label',
          kind: 'agreement',
          value: rate(structure, n),
          n,
        },
        {
          id: 'emotion-agreement',
          label: 'dominant emotion (or none) equals the expert label',
          kind: 'agreement',
          value: rate(emotion, n),
          n,
        },
        {
          id: 'emotion-none-correct',
          label: 'no emotion found where the expert found none',
          kind: 'agreement',
          value: rate(noneCorrect, noneLabelled),
          n: noneLabelled,
        },
        {
          id: 'page-language',
          label: "all analysis prose in the page's language",
          kind: 'agreement',
          value: rate(pageLanguage, n),
          n,
        },
        {
          id: 'broken-template',
          label: 'template breaks a template rule',
          kind: 'error',
          value: rate(broken, n),
          n,
        },
        {
          id: 'empty-brackets',
          label: 'empty brackets, quotes, lists or placeholders in the text',
          kind: 'error',
          value: rate(empty, n),
          n,
        },
      ],
      misses,
    };
  },
};
