/**
 * Viral post deconstruction by a model. The analysis is the model's (that is what it is good
 * at); code makes it fit the result schema: scores clamped to their ranges, text trimmed to
 * the schema's limits, and any field left empty filled from the offline analysis. The hook's
 * word count always comes from the offline writer, which counts; models miscount.
 */
import { z } from 'zod';
import type {
  ViralInput,
  ViralOptions,
  ViralResult,
} from '../../../../src/shared/generation/schemas.ts';
import type { ModelConfig } from './config.ts';
import { UNTRUSTED_DATA_RULE, cleanText, clip, dataBlock, type Generate } from './prompt-text.ts';

const text = (hint: string) => z.string().describe(hint);
const score = (hint: string) => z.number().describe(`${hint}, 0 to 10`);

/** The result's shape without its limits (enforced below) and without the hook's word count. */
const ModelAnalysis = z.object({
  viralDnaScore: z.number().describe('Overall viral potential, 0 to 100'),
  hookAnalysis: z.object({
    type: text('Kind of hook, e.g. "Curiosity gap", "Bold claim", "Question"'),
    score: score('Hook strength'),
    trigger: text('The psychological trigger the hook pulls'),
    breakdown: text('Why the hook works or does not, in one or two sentences'),
  }),
  pacingAnalysis: z.object({
    cutsPerSecond: z
      .number()
      .nullable()
      .describe('Video cuts per second if the post describes a video, else null'),
    speedVsAverage: z
      .string()
      .nullable()
      .describe('Pace compared with typical posts on the platform, e.g. "20% faster", or null'),
    tempo: text('Tempo in a few words, e.g. "Fast, punchy lines"'),
    description: text('How the pacing keeps attention'),
  }),
  emotionalTriggers: z.object({
    primary: text('Main emotion evoked'),
    secondary: text('Second emotion evoked'),
    intensity: score('Emotional intensity'),
    description: text('How the emotions are triggered'),
  }),
  ctaAnalysis: z.object({
    type: text('Kind of call to action, or "None"'),
    placement: text('Where the call to action sits'),
    effectiveness: score('Call-to-action effectiveness'),
    description: text('Why the call to action works or how to improve it'),
  }),
  contentStructure: z.object({
    opening: text('What the opening does'),
    body: text('What the body does'),
    close: text('What the close does'),
    flow: text('The overall structure in a few words, e.g. "Hook → story → lesson → CTA"'),
  }),
  template: text('A reusable fill-in-the-blanks template of this post with [placeholders]'),
  recommendations: z.array(z.string()).describe('3 to 6 concrete ways to make it perform better'),
  keyTakeaways: z.array(z.string()).describe('3 to 5 lessons to reuse in other posts'),
});
type ModelAnalysis = z.infer<typeof ModelAnalysis>;

const LINE = 600;
const TEMPLATE = 2000;
const SPEED = 100;
const MAX_ITEMS = 8;

const SYSTEM = [
  'You are a social media strategist who explains why posts go viral.',
  'Analyse the post: hook, pacing, emotional triggers, call to action and structure; score',
  'honestly (an ordinary post scores around 40 to 60 out of 100, not 90). Write the analysis',
  'in English, specific to this post, without inventing metrics it does not show.',
  UNTRUSTED_DATA_RULE,
].join(' ');

export async function deconstructWithModel(
  generate: Generate,
  config: ModelConfig,
  input: ViralInput,
  _options: ViralOptions,
  offline: ViralResult,
): Promise<ViralResult> {
  const answer = await generate(config, {
    system: SYSTEM,
    prompt: [
      `Platform: ${input.platform}.`,
      'Deconstruct this post.',
      dataBlock('post', input.content),
    ].join('\n'),
    schema: ModelAnalysis,
    name: 'viral_deconstruction',
    description: 'Why this post works, scored, with a reusable template',
    maxOutputTokens: 2500,
  });
  return fitAnalysis(answer, offline);
}

/** Model analysis → a valid result, field by field, with the offline analysis as the backstop. */
export function fitAnalysis(answer: ModelAnalysis, offline: ViralResult): ViralResult {
  const line = (value: string, fallback: string) => clip(cleanText(value), LINE) || fallback;
  const { hookAnalysis: hook, pacingAnalysis: pacing } = answer;
  const { emotionalTriggers: emotion, ctaAnalysis: cta, contentStructure: structure } = answer;
  const o = offline;

  const cutsPerSecond =
    pacing.cutsPerSecond !== null &&
    Number.isFinite(pacing.cutsPerSecond) &&
    pacing.cutsPerSecond >= 0
      ? pacing.cutsPerSecond
      : o.pacingAnalysis.cutsPerSecond;
  const speed = pacing.speedVsAverage === null ? '' : clip(cleanText(pacing.speedVsAverage), SPEED);
  const speedVsAverage = speed || o.pacingAnalysis.speedVsAverage;

  return {
    viralDnaScore: Math.round(clamp(answer.viralDnaScore, 0, 100, o.viralDnaScore)),
    hookAnalysis: {
      type: line(hook.type, o.hookAnalysis.type),
      wordCount: o.hookAnalysis.wordCount,
      score: clamp(hook.score, 0, 10, o.hookAnalysis.score),
      trigger: line(hook.trigger, o.hookAnalysis.trigger),
      breakdown: line(hook.breakdown, o.hookAnalysis.breakdown),
    },
    pacingAnalysis: {
      ...(cutsPerSecond === undefined ? {} : { cutsPerSecond }),
      ...(speedVsAverage === undefined ? {} : { speedVsAverage }),
      tempo: line(pacing.tempo, o.pacingAnalysis.tempo),
      description: line(pacing.description, o.pacingAnalysis.description),
    },
    emotionalTriggers: {
      primary: line(emotion.primary, o.emotionalTriggers.primary),
      secondary: line(emotion.secondary, o.emotionalTriggers.secondary),
      intensity: clamp(emotion.intensity, 0, 10, o.emotionalTriggers.intensity),
      description: line(emotion.description, o.emotionalTriggers.description),
    },
    ctaAnalysis: {
      type: line(cta.type, o.ctaAnalysis.type),
      placement: line(cta.placement, o.ctaAnalysis.placement),
      effectiveness: clamp(cta.effectiveness, 0, 10, o.ctaAnalysis.effectiveness),
      description: line(cta.description, o.ctaAnalysis.description),
    },
    contentStructure: {
      opening: line(structure.opening, o.contentStructure.opening),
      body: line(structure.body, o.contentStructure.body),
      close: line(structure.close, o.contentStructure.close),
      flow: line(structure.flow, o.contentStructure.flow),
    },
    template: clip(cleanText(answer.template, true), TEMPLATE) || o.template,
    recommendations: lines(answer.recommendations, o.recommendations),
    keyTakeaways: lines(answer.keyTakeaways, o.keyTakeaways),
  };
}

/** A number in range; a value that is not a finite number means "no answer": the fallback. */
function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Cleaned, deduplicated, at most 8; the offline list when the model gave none. */
function lines(values: readonly string[], fallback: string[]): string[] {
  const kept: string[] = [];
  for (const value of values) {
    const item = clip(cleanText(value), LINE);
    if (item && !kept.includes(item)) kept.push(item);
    if (kept.length === MAX_ITEMS) break;
  }
  return kept.length ? kept : fallback;
}
