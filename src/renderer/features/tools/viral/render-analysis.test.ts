// The viral analysis as each page language shows it: the offline writer's notes rendered
// through the real locale files, in all 15 languages. Every sentence exists, reads as the page's
// language (quotations of the post aside), fills every placeholder and shows no empty brackets;
// every template keeps the template rules.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import corpusJson from '../../../../../tests/fixtures/generation/viral-inputs.json';
import {
  VIRAL_NOTE_CODES,
  VIRAL_TEMPLATE_CODES,
  VIRAL_TERMS,
} from '../../../../shared/generation/offline/viral-codes.ts';
import { proseLanguageProblem } from '../../../../shared/generation/offline/viral-language.ts';
import { templateProblems } from '../../../../shared/generation/offline/viral-template.ts';
import { deconstructPost } from '../../../../shared/generation/offline/viral.ts';
import {
  ViralInputSchema,
  ViralOptionsSchema,
  type ViralResult,
} from '../../../../shared/generation/schemas.ts';
import { ACTIVE_LANGUAGE_CODES } from '../../../../shared/languages.ts';
import { loadNamespace } from '../../../i18n/resources.ts';
import { renderAnalysis, viralRenderer, type ViralRenderer } from './render-analysis.ts';

async function rendererFor(language: string): Promise<ViralRenderer> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['viralTool'],
    defaultNS: 'viralTool',
    resources: {
      en: { viralTool: await loadNamespace('en', 'viralTool') },
      [language]: { viralTool: await loadNamespace(language, 'viralTool') },
    },
    interpolation: { escapeValue: false },
  });
  return viralRenderer((key, options) => instance.t(key, options), language);
}

const EMPTY = /\(\s*\)|\[\s*\]|“\s*”|„\s*“|«\s*»|「\s*」|\{\{|\}\}|\(\s*[,、،]/u;

const posts = [
  ...(corpusJson as Array<{ input: { content: string; platform?: string } }>).map((e) => e.input),
  {
    content: 'なぜ9割の人はSNS発信をやめてしまうのか？\n\n・完璧を目指す\n・数字ばかり見る',
    platform: 'twitter',
  },
  {
    content: 'قبل ثلاث سنوات تركت وظيفتي.\n\nثم كتبت منشورًا واحدًا.\n\nلا تستسلم. 💪',
    platform: 'linkedin',
  },
  {
    content: '¿Por qué el 80% abandona?\n\n1. Sin clientes\n2. Sin dinero\n\n¿Cuál te pasó? 👇',
    platform: 'twitter',
  },
  { content: 'Coffee', platform: 'other' },
];
const results: ViralResult[] = posts.map((input) =>
  deconstructPost(ViralInputSchema.parse(input), ViralOptionsSchema.parse({})),
);

describe('viral analysis strings', () => {
  it('has an English sentence for every note, frame and term the writer can use', async () => {
    const english = (await loadNamespace('en', 'viralTool')) as { analysis: object };
    const at = (key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown>)?.[part],
          english.analysis,
        );
    for (const key of [...VIRAL_NOTE_CODES, ...VIRAL_TEMPLATE_CODES, ...VIRAL_TERMS])
      expect(typeof at(key), key).toBe('string');
  });
});

describe.each([...ACTIVE_LANGUAGE_CODES])('the analysis on a %s page', (language) => {
  it('reads as the page language, fills every placeholder and keeps the template rules', async () => {
    const render = await rendererFor(language);
    const problems: string[] = [];
    results.forEach((result, i) => {
      const text = renderAnalysis(result, render);
      const { template, recommendations, keyTakeaways, ...fields } = text;
      const all: Array<[string, string]> = [
        ...Object.entries(fields),
        ...recommendations.map((line, n) => [`recommendations.${n}`, line] as [string, string]),
        ...keyTakeaways.map((line, n) => [`keyTakeaways.${n}`, line] as [string, string]),
      ];
      for (const [field, line] of all) {
        if (EMPTY.test(line) || line.includes('analysis.'))
          problems.push(`post ${i} ${field}: ${line}`);
        const foreign = proseLanguageProblem(line, language);
        if (foreign) problems.push(`post ${i} ${field} ${foreign}: ${line}`);
      }
      const broken = templateProblems(template, language);
      if (broken.length > 0) problems.push(`post ${i} template ${broken.join(', ')}: ${template}`);
      if (EMPTY.test(template)) problems.push(`post ${i} template: ${template}`);
    });
    expect(problems).toEqual([]);
  });

  it('renders every template frame as a rule-keeping line', async () => {
    const render = await rendererFor(language);
    for (const code of VIRAL_TEMPLATE_CODES) {
      const line = render.template({
        paragraphs: [[{ code, params: { marker: '1. ', n: 1 } }]],
      });
      // A list item alone has no sentence of its own; everything else is checked as a line.
      expect(templateProblems(line, language), `${code}: ${line}`).toEqual([]);
    }
  });
});

describe('viralRenderer', () => {
  it('quotes the post in the page’s quotation marks and lists with the page’s conjunction', async () => {
    const note = {
      code: 'emotion.lead' as const,
      params: { emotion: { term: 'emotionName.joy' as const }, signals: { quotes: ['yay', '🎉'] } },
    };
    expect((await rendererFor('en')).note(note)).toBe(
      'The main emotion is joy, carried by “yay” and “🎉”.',
    );
    expect((await rendererFor('de')).note(note)).toBe(
      'Hauptemotion: Freude, getragen von „yay“ und „🎉“.',
    );
    expect((await rendererFor('ja')).note(note)).toBe(
      '主な感情は喜びで、「yay」、「🎉」が伝えています。',
    );
  });

  it('writes numbers with the page’s decimal mark and Western digits', async () => {
    const note = {
      code: 'takeaway.pacing' as const,
      params: { tempo: { term: 'tempo.fast' as const }, average: 7.5 },
    };
    expect((await rendererFor('de')).note(note)).toContain('7,5');
    const arabic = (await rendererFor('ar')).note(note);
    expect(arabic).toMatch(/7\D5/u);
    expect(arabic).not.toMatch(/[٠-٩]/u);
  });

  it('joins flow steps with an arrow that points the way the page reads', async () => {
    const flow = {
      code: 'structure.flow' as const,
      params: { steps: { chain: ['step.hook.question', 'step.body.list'] as const } },
    };
    const chain = { ...flow, params: { steps: { chain: [...flow.params.steps.chain] } } };
    expect((await rendererFor('en')).note(chain)).toBe('question hook → list');
    expect((await rendererFor('ar')).note(chain)).toBe('افتتاحية بسؤال ← قائمة');
  });

  it('joins sentences without spaces in Japanese and Chinese, with spaces elsewhere', async () => {
    const notes = [
      { code: 'hook.glance' as const, params: {} },
      { code: 'hook.short' as const, params: {} },
    ];
    expect((await rendererFor('ja')).notes(notes)).toBe(
      '一目で読める長さです。とても短いため、読者が立ち止まる理由が少なくなっています。',
    );
    expect((await rendererFor('en')).notes(notes)).toBe(
      'Its length reads at a glance. It is very short, so readers get little reason to stop.',
    );
  });

  it('shows a model’s text as written, and its template text as written', async () => {
    const render = await rendererFor('fr');
    expect(render.notes([{ text: 'Une accroche forte.' }])).toBe('Une accroche forte.');
    expect(render.template({ text: 'J’ai [fait X] pendant [durée].' })).toBe(
      'J’ai [fait X] pendant [durée].',
    );
  });

  it('capitalises labels shown on their own', async () => {
    expect((await rendererFor('es')).label('hookType.curiosity-gap')).toBe('Brecha de curiosidad');
    expect((await rendererFor('en')).label('emotionName.none')).toBe('Neutral (informational)');
  });
});
