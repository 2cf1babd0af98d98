/**
 * Viral post deconstruction by a model. The analysis is the model's (that is what it is good
 * at), written in the page's language; code makes it fit the result schema:
 * - labels (hook type, tempo, emotions, call to action, placement) become the tool's ids
 *   (viral-codes.ts); a label that is none of them is replaced by the offline reading;
 * - every piece of prose must read as the page's language (viral-language.ts), else that field
 *   is the offline analysis, whose notes the page renders in its language;
 * - the template must keep the template rules (viral-template.ts), else it is the offline
 *   template;
 * - scores are clamped, text trimmed to the schema's limits, empty fields filled offline.
 * The hook's word count and the structure's kind come from the offline writer, which counts
 * and classifies the same way for every post; models miscount.
 */
import { z } from 'zod';
import { findLanguage } from '../../../../src/shared/languages.ts';
import {
  VIRAL_CTA_TYPES,
  VIRAL_EMOTIONS,
  VIRAL_HOOK_TYPES,
  VIRAL_PLACEMENTS,
  VIRAL_TEMPOS,
} from '../../../../src/shared/generation/offline/viral-codes.ts';
import { proseLanguageProblem } from '../../../../src/shared/generation/offline/viral-language.ts';
import { templateProblems } from '../../../../src/shared/generation/offline/viral-template.ts';
import type {
  ViralInput,
  ViralNote,
  ViralOptions,
  ViralResult,
} from '../../../../src/shared/generation/schemas.ts';
import type { ModelConfig } from './config.ts';
import { UNTRUSTED_DATA_RULE, cleanText, clip, dataBlock, type Generate } from './prompt-text.ts';

const text = (hint: string) => z.string().describe(hint);
const score = (hint: string) => z.number().describe(`${hint}, 0 to 10`);
const oneOf = (hint: string, ids: readonly string[]) =>
  z.string().describe(`${hint}: one of ${ids.join(', ')}`);
const EMOTION_IDS = [...VIRAL_EMOTIONS, 'none'] as const;

/** The result's shape without its limits (enforced below), the hook's word count and the kind. */
const ModelAnalysis = z.object({
  viralDnaScore: z.number().describe('Overall viral potential, 0 to 100'),
  hookAnalysis: z.object({
    type: oneOf('Kind of hook', VIRAL_HOOK_TYPES),
    score: score('Hook strength'),
    trigger: text('The psychological trigger the hook pulls, in one sentence'),
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
    tempo: oneOf('Tempo', VIRAL_TEMPOS),
    description: text('How the pacing keeps attention'),
  }),
  emotionalTriggers: z.object({
    primary: oneOf('Main emotion evoked', EMOTION_IDS),
    secondary: oneOf('Second emotion evoked', EMOTION_IDS),
    intensity: score('Emotional intensity'),
    description: text('How the emotions are triggered'),
  }),
  ctaAnalysis: z.object({
    type: oneOf('Kind of call to action', VIRAL_CTA_TYPES),
    placement: oneOf('Where the call to action sits', VIRAL_PLACEMENTS),
    effectiveness: score('Call-to-action effectiveness'),
    description: text('Why the call to action works or how to improve it'),
  }),
  contentStructure: z.object({
    opening: text('What the opening does'),
    body: text('What the body does'),
    close: text('What the close does'),
    flow: text('The overall structure in a few words, e.g. "Hook → story → lesson → CTA"'),
  }),
  template: text(
    'A reusable template: the post’s structure with [slots] to fill, e.g. "I [did X] for [time] and [result]."',
  ),
  recommendations: z.array(z.string()).describe('3 to 6 concrete ways to make it perform better'),
  keyTakeaways: z.array(z.string()).describe('3 to 5 lessons to reuse in other posts'),
});
type ModelAnalysis = z.infer<typeof ModelAnalysis>;

const LINE = 600;
const TEMPLATE = 2000;
const SPEED = 100;
const MAX_ITEMS = 8;

function system(languageName: string): string {
  return [
    'You are a social media strategist who explains why posts go viral.',
    'Analyse the post: hook, pacing, emotional triggers, call to action and structure; score',
    'honestly (an ordinary post scores around 40 to 60 out of 100, not 90). Be specific to',
    'this post, without inventing metrics it does not show.',
    `Write every sentence of the analysis in ${languageName}, whatever the post's language;`,
    'quotations of the post stay as the post wrote them. Labels (hook type, tempo, emotions, call',
    'to action, placement) are the English ids listed in the schema.',
    `The template is in ${languageName}: the post's structure rebuilt as whole sentences with`,
    '[slots] to fill, named in that language. Never splice a fragment of the post around a slot;',
    'no empty slot, no slot inside a slot, no two slots side by side, every line starting as a',
    'sentence starts.',
    UNTRUSTED_DATA_RULE,
  ].join(' ');
}

export async function deconstructWithModel(
  generate: Generate,
  config: ModelConfig,
  input: ViralInput,
  options: ViralOptions,
  offline: ViralResult,
): Promise<ViralResult> {
  const language = options.language ?? 'en';
  const languageName = findLanguage(language)?.name ?? 'English';
  const answer = await generate(config, {
    system: system(languageName),
    prompt: [
      `Platform: ${input.platform}.`,
      `Page language: ${languageName}.`,
      'Deconstruct this post.',
      dataBlock('post', input.content),
    ].join('\n'),
    schema: ModelAnalysis,
    name: 'viral_deconstruction',
    description: 'Why this post works, scored, with a reusable template',
    maxOutputTokens: 2500,
  });
  return fitAnalysis(answer, offline, language);
}

/** A label the model gave, as one of `ids` ("Number list" → number-list), or the fallback. */
function asId<T extends string>(value: string, ids: readonly T[], fallback: T): T {
  const key = cleanText(value)
    .toLowerCase()
    .replace(/[\s/_]+/g, '-');
  return (ids as readonly string[]).includes(key) ? (key as T) : fallback;
}

/**
 * Model analysis → a valid result in the page's language, field by field, with the offline
 * analysis as the backstop.
 */
export function fitAnalysis(
  answer: ModelAnalysis,
  offline: ViralResult,
  language = 'en',
): ViralResult {
  /** The model's sentence as a note, when it is non-empty prose in the page's language. */
  const prose = (value: string): ViralNote[] | null => {
    const line = clip(cleanText(value), LINE);
    return line && !proseLanguageProblem(line, language) ? [{ text: line }] : null;
  };
  const notes = (value: string, fallback: ViralNote[]) => prose(value) ?? fallback;
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
  const speedVsAverage =
    speed && !proseLanguageProblem(speed, language) ? speed : o.pacingAnalysis.speedVsAverage;
  const template = clip(cleanText(answer.template, true), TEMPLATE);

  return {
    viralDnaScore: Math.round(clamp(answer.viralDnaScore, 0, 100, o.viralDnaScore)),
    hookAnalysis: {
      type: asId(hook.type, VIRAL_HOOK_TYPES, o.hookAnalysis.type),
      wordCount: o.hookAnalysis.wordCount,
      score: clamp(hook.score, 0, 10, o.hookAnalysis.score),
      trigger: notes(hook.trigger, o.hookAnalysis.trigger),
      breakdown: notes(hook.breakdown, o.hookAnalysis.breakdown),
    },
    pacingAnalysis: {
      ...(cutsPerSecond === undefined ? {} : { cutsPerSecond }),
      ...(speedVsAverage === undefined ? {} : { speedVsAverage }),
      tempo: asId(pacing.tempo, VIRAL_TEMPOS, o.pacingAnalysis.tempo),
      description: notes(pacing.description, o.pacingAnalysis.description),
    },
    emotionalTriggers: {
      primary: asId(emotion.primary, EMOTION_IDS, o.emotionalTriggers.primary),
      secondary: asId(emotion.secondary, EMOTION_IDS, o.emotionalTriggers.secondary),
      intensity: clamp(emotion.intensity, 0, 10, o.emotionalTriggers.intensity),
      description: notes(emotion.description, o.emotionalTriggers.description),
    },
    ctaAnalysis: {
      type: asId(cta.type, VIRAL_CTA_TYPES, o.ctaAnalysis.type),
      placement: asId(cta.placement, VIRAL_PLACEMENTS, o.ctaAnalysis.placement),
      effectiveness: clamp(cta.effectiveness, 0, 10, o.ctaAnalysis.effectiveness),
      description: notes(cta.description, o.ctaAnalysis.description),
    },
    contentStructure: {
      kind: o.contentStructure.kind,
      opening: notes(structure.opening, o.contentStructure.opening),
      body: notes(structure.body, o.contentStructure.body),
      close: notes(structure.close, o.contentStructure.close),
      flow: notes(structure.flow, o.contentStructure.flow),
    },
    template:
      template && templateProblems(template, language).length === 0
        ? { text: template }
        : o.template,
    recommendations: lines(answer.recommendations, o.recommendations, language),
    keyTakeaways: lines(answer.keyTakeaways, o.keyTakeaways, language),
  };
}

/** A number in range; a value that is not a finite number means "no answer": the fallback. */
function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/**
 * Cleaned, deduplicated, in the page's language, at most 8; the offline list when the model
 * gave none that qualifies.
 */
function lines(values: readonly string[], fallback: ViralNote[], language: string): ViralNote[] {
  const kept: string[] = [];
  for (const value of values) {
    const item = clip(cleanText(value), LINE);
    if (item && !kept.includes(item) && !proseLanguageProblem(item, language)) kept.push(item);
    if (kept.length === MAX_ITEMS) break;
  }
  return kept.length ? kept.map((item) => ({ text: item })) : fallback;
}
