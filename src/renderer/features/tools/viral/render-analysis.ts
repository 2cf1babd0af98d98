/**
 * An analysis of the viral post deconstructor as text in the page's language. The offline
 * writer returns notes (`{ code, params }`, src/shared/generation/offline/viral-codes.ts); each
 * is a sentence under `analysis.<code>` in `viralTool.json`. A model's notes are text it wrote
 * in the page's language and are shown as they are. Pure (no React, no DOM): the page and the
 * evaluation (scripts/eval/tools/viral-post-deconstructor.ts) render through the same code.
 */
import { findLanguage } from '../../../../shared/languages.ts';
import type {
  ViralNote,
  ViralParam,
  ViralResult,
  ViralTemplate,
} from '../../../../shared/generation/schemas.ts';

/** i18next's `t` for the `viralTool` namespace. */
export type Translate = (key: string, options?: Record<string, string>) => string;

export interface ViralRenderer {
  /** One note: its sentence, or the model's text. */
  note(note: ViralNote): string;
  /** Notes as one paragraph. */
  notes(notes: ViralNote[]): string;
  /** The template as the text to copy: frame lines by paragraph, or the model's text. */
  template(template: ViralTemplate): string;
  /** A translated name (`hookType.question`), capitalised for use on its own. */
  label(key: string): string;
}

/** Languages that write sentences without a space between them. */
const NO_SPACE_BETWEEN_SENTENCES = new Set(['ja', 'zh']);

export function viralRenderer(t: Translate, language: string): ViralRenderer {
  const locale = findLanguage(language)?.htmlLang ?? 'en';
  // Western digits everywhere, as the rest of the page shows them; the locale's decimal mark.
  const number = new Intl.NumberFormat(locale, {
    numberingSystem: 'latn',
    maximumFractionDigits: 1,
  });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const term = (id: string) => t(`analysis.${id}`);
  const quote = (text: string) => t('analysis.quote', { text });

  const param = (value: ViralParam): string => {
    if (typeof value === 'number') return number.format(value);
    if (typeof value === 'string') return value;
    if ('quote' in value) return quote(value.quote);
    if ('quotes' in value) return list.format(value.quotes.map(quote));
    if ('term' in value) return term(value.term);
    if ('terms' in value) return list.format(value.terms.map(term));
    return value.chain.map(term).join(t('analysis.chainJoin'));
  };
  const fill = (code: string, params: Record<string, ViralParam>) =>
    t(
      `analysis.${code}`,
      Object.fromEntries(Object.entries(params).map(([key, value]) => [key, param(value)])),
    );
  const note = (item: ViralNote) => ('text' in item ? item.text : fill(item.code, item.params));
  const capitalise = (text: string) => {
    const [first = '', ...rest] = [...text];
    return first.toLocaleUpperCase(locale) + rest.join('');
  };

  return {
    note,
    notes: (items) => items.map(note).join(NO_SPACE_BETWEEN_SENTENCES.has(language) ? '' : ' '),
    template: (template) =>
      'text' in template
        ? template.text
        : template.paragraphs
            .map((lines) => lines.map((line) => fill(line.code, line.params)).join('\n'))
            .join('\n\n'),
    label: (key) => capitalise(term(key)),
  };
}

/** Every piece of an analysis as text, by field: what the page shows. */
export interface RenderedAnalysis {
  hookType: string;
  trigger: string;
  breakdown: string;
  tempo: string;
  pacing: string;
  primary: string;
  secondary: string;
  emotion: string;
  ctaType: string;
  placement: string;
  cta: string;
  structureKind: string;
  opening: string;
  body: string;
  close: string;
  flow: string;
  template: string;
  recommendations: string[];
  keyTakeaways: string[];
}

export function renderAnalysis(result: ViralResult, render: ViralRenderer): RenderedAnalysis {
  const { hookAnalysis: hook, pacingAnalysis: pacing, emotionalTriggers: emotion } = result;
  const { ctaAnalysis: cta, contentStructure: structure } = result;
  return {
    hookType: render.label(`hookType.${hook.type}`),
    trigger: render.notes(hook.trigger),
    breakdown: render.notes(hook.breakdown),
    tempo: render.label(`tempo.${pacing.tempo}`),
    pacing: render.notes(pacing.description),
    primary: render.label(`emotionName.${emotion.primary}`),
    secondary: render.label(
      emotion.secondary === 'none'
        ? 'emotionName.noneSecondary'
        : `emotionName.${emotion.secondary}`,
    ),
    emotion: render.notes(emotion.description),
    ctaType: render.label(`ctaType.${cta.type}`),
    placement: render.label(`placement.${cta.placement}`),
    cta: render.notes(cta.description),
    structureKind: render.label(`structureKind.${structure.kind}`),
    opening: render.notes(structure.opening),
    body: render.notes(structure.body),
    close: render.notes(structure.close),
    flow: render.notes(structure.flow),
    template: render.template(result.template),
    recommendations: result.recommendations.map(render.note),
    keyTakeaways: result.keyTakeaways.map(render.note),
  };
}
