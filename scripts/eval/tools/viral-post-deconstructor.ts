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
import i18next from 'i18next';
import { deconstructPost } from '../../../src/shared/generation/offline/viral.ts';
import { proseLanguageProblem } from '../../../src/shared/generation/offline/viral-language.ts';
import { templateProblems } from '../../../src/shared/generation/offline/viral-template.ts';
import {
  ViralInputSchema,
  ViralOptionsSchema,
  type ViralResult,
} from '../../../src/shared/generation/schemas.ts';
import {
  renderAnalysis,
  viralRenderer,
  type Translate,
} from '../../../src/renderer/features/tools/viral/render-analysis.ts';
import { rate, type EvalResult, type ToolEval } from '../types.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../../src/renderer/locales');
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

/** The page's text for a language: its viralTool.json, English as the fallback (as on the site). */
function translator(language: string): Translate {
  const load = (lang: string) =>
    JSON.parse(readFileSync(path.join(LOCALES, lang, 'viralTool.json'), 'utf8')) as object;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['viralTool'],
    defaultNS: 'viralTool',
    resources: { en: { viralTool: load('en') }, [language]: { viralTool: load(language) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (key, options) => instance.t(key, options);
}

function view(result: ViralResult, page: string): View {
  const text = renderAnalysis(result, viralRenderer(translator(page), page));
  return {
    hook: result.hookAnalysis.type,
    structure: result.contentStructure.kind,
    emotion: result.emotionalTriggers.primary,
    texts: [
      ['hook.type', text.hookType],
      ['hook.trigger', text.trigger],
      ['hook.breakdown', text.breakdown],
      ['pacing.tempo', text.tempo],
      ['pacing.description', text.pacing],
      ['emotion.primary', text.primary],
      ['emotion.secondary', text.secondary],
      ['emotion.description', text.emotion],
      ['cta.type', text.ctaType],
      ['cta.placement', text.placement],
      ['cta.description', text.cta],
      ['structure.kind', text.structureKind],
      ['structure.opening', text.opening],
      ['structure.body', text.body],
      ['structure.close', text.close],
      ['structure.flow', text.flow],
      ...text.recommendations.map((line, i) => [`recommendations.${i}`, line] as [string, string]),
      ...text.keyTakeaways.map((line, i) => [`keyTakeaways.${i}`, line] as [string, string]),
    ],
    template: text.template,
  };
}

/** Empty bracket or quotation pairs, an empty list in brackets, an unfilled placeholder. */
const EMPTY =
  /\(\s*\)|\[\s*\]|\{\s*\}|“\s*”|„\s*“|«\s*»|「\s*」|『\s*』|"\s*"|\(\s*[,、،]|[,、،]\s*\)|\{\{|\}\}/u;

function analyse(entry: Case): ViralResult {
  const input = ViralInputSchema.parse({ content: entry.content, platform: entry.platform });
  return deconstructPost(input, ViralOptionsSchema.parse({ language: entry.page }));
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
      const seen = view(analyse(entry), entry.page);
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
