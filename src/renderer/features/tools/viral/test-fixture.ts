/**
 * A valid analysis (checked against the server's schema) for the tests of this folder: notes as
 * the offline writer returns them, with two sentences as a model writes them (text).
 */
import { ViralResultSchema, type ViralResult } from '../../../../shared/generation/schemas.ts';

export function viralResult(overrides: Partial<ViralResult> = {}): ViralResult {
  return ViralResultSchema.parse({
    viralDnaScore: 84,
    hookAnalysis: {
      type: 'contrarian',
      wordCount: 9,
      score: 8.5,
      trigger: [{ code: 'trigger.contrarian', params: {} }],
      breakdown: [
        {
          code: 'hook.lead',
          params: {
            quote: { quote: 'Stop posting every day.' },
            type: { term: 'hookType.contrarian' },
          },
        },
        { code: 'hook.glance', params: {} },
      ],
    },
    pacingAnalysis: {
      cutsPerSecond: 1.4,
      speedVsAverage: '35% faster than average',
      tempo: 'fast',
      description: [{ code: 'pacing.fastLines', params: {} }],
    },
    emotionalTriggers: {
      primary: 'surprise',
      secondary: 'curiosity',
      intensity: 7,
      description: [
        {
          code: 'emotion.lead',
          params: { emotion: { term: 'emotionName.surprise' }, signals: { quotes: ['🤯'] } },
        },
      ],
    },
    ctaAnalysis: {
      type: 'question',
      placement: 'end',
      effectiveness: 6,
      description: [
        { code: 'cta.asks.question', params: { quote: { quote: 'Would you try it?' } } },
      ],
    },
    contentStructure: {
      kind: 'list',
      opening: [
        {
          code: 'structure.opening',
          params: {
            type: { term: 'hookType.contrarian' },
            quote: { quote: 'Stop posting every day.' },
          },
        },
      ],
      body: [{ code: 'structure.bodyList', params: { count: 3 } }],
      close: [
        { code: 'structure.closeQuestion', params: { quote: { quote: 'Would you try it?' } } },
      ],
      flow: [
        {
          code: 'structure.flow',
          params: {
            steps: { chain: ['step.hook.contrarian', 'step.body.list', 'step.close.question'] },
          },
        },
      ],
    },
    template: {
      paragraphs: [
        [{ code: 'tpl.hook.contrarian', params: {} }],
        [1, 2, 3].map((n) => ({ code: 'tpl.body.item', params: { marker: `${n}. `, n } })),
        [{ code: 'tpl.close.question', params: {} }],
      ],
    },
    recommendations: [{ code: 'advice.replyEarly', params: {} }, { text: 'End with a question.' }],
    keyTakeaways: [{ code: 'takeaway.noCta', params: {} }, { text: 'Lists are easy to skim.' }],
    ...overrides,
  });
}

/** The fixture's template as the English page shows and copies it. */
export const FIXTURE_TEMPLATE_EN =
  'Unpopular opinion: [a common belief in your field] is wrong.\n\n1. [Point 1]\n2. [Point 2]\n3. [Point 3]\n\n[A question your readers can answer in a few words]?';
