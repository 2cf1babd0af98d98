/**
 * An analysis as the Workspace keeps it: readable Markdown in the page's language, the post
 * first, then every card of the page in its order (the same texts, from render-analysis.ts).
 */
import { viralBand, type ViralResult } from '../../../../shared/generation/schemas.ts';
import {
  markdownDocument,
  markdownFacts,
  markdownList,
  markdownQuote,
  markdownSection,
} from '../../save-to-workspace/index.ts';
import type { RenderedAnalysis, Translate } from './render-analysis.ts';

export function analysisMarkdown(
  result: ViralResult,
  text: RenderedAnalysis,
  post: string,
  t: Translate,
): string {
  const { hookAnalysis: hook, pacingAnalysis: pacing, emotionalTriggers: emotion } = result;
  const { ctaAnalysis: cta } = result;
  const outOf10 = (value: number) => t('result.outOf10', { value: String(value) });
  const band = t(`band.${viralBand(result.viralDnaScore).band}`);
  const optional = (label: string, value: string | number | undefined) =>
    value === undefined ? [] : [{ label, value }];

  return markdownDocument([
    markdownSection(t('form.contentLabel'), markdownQuote(post)),
    markdownSection(
      t('score.title'),
      `${t('result.outOf100', { value: String(result.viralDnaScore) })} · ${t('score.bandLine')} ${band}`,
    ),
    markdownSection(
      t('hook.title'),
      markdownFacts([
        { label: t('hook.type'), value: text.hookType },
        { label: t('hook.wordCount'), value: hook.wordCount },
        { label: t('hook.score'), value: outOf10(hook.score) },
        { label: t('hook.trigger'), value: text.trigger },
        { label: t('hook.breakdown'), value: text.breakdown },
      ]),
    ),
    markdownSection(
      t('pacing.title'),
      markdownFacts([
        { label: t('pacing.tempo'), value: text.tempo },
        ...optional(t('pacing.cutsPerSecond'), pacing.cutsPerSecond),
        ...optional(t('pacing.speedVsAverage'), pacing.speedVsAverage),
        { label: t('pacing.description'), value: text.pacing },
      ]),
    ),
    markdownSection(
      t('emotion.title'),
      markdownFacts([
        { label: t('emotion.primary'), value: text.primary },
        { label: t('emotion.secondary'), value: text.secondary },
        { label: t('emotion.intensity'), value: outOf10(emotion.intensity) },
        { label: t('emotion.description'), value: text.emotion },
      ]),
    ),
    markdownSection(
      t('cta.title'),
      markdownFacts([
        { label: t('cta.type'), value: text.ctaType },
        { label: t('cta.placement'), value: text.placement },
        { label: t('cta.effectiveness'), value: outOf10(cta.effectiveness) },
        { label: t('cta.description'), value: text.cta },
      ]),
    ),
    markdownSection(
      t('structure.title'),
      markdownFacts([
        { label: t('hook.type'), value: text.structureKind },
        { label: t('structure.opening'), value: text.opening },
        { label: t('structure.body'), value: text.body },
        { label: t('structure.close'), value: text.close },
        { label: t('structure.flow'), value: text.flow },
      ]),
    ),
    markdownSection(t('template.title'), markdownQuote(text.template)),
    markdownSection(t('recommendations.title'), markdownList(text.recommendations)),
    markdownSection(t('takeaways.title'), markdownList(text.keyTakeaways)),
  ]);
}
