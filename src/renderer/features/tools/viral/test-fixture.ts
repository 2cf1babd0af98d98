/** A valid analysis (checked against the server's schema) for the tests of this folder. */
import { ViralResultSchema, type ViralResult } from '../../../../shared/generation/schemas.ts';

export function viralResult(overrides: Partial<ViralResult> = {}): ViralResult {
  return ViralResultSchema.parse({
    viralDnaScore: 84,
    hookAnalysis: {
      type: 'Contrarian statement',
      wordCount: 9,
      score: 8.5,
      trigger: 'Curiosity gap',
      breakdown: 'Opens by rejecting common advice, which makes readers want the reason.',
    },
    pacingAnalysis: {
      cutsPerSecond: 1.4,
      speedVsAverage: '35% faster than average',
      tempo: 'Fast',
      description: 'Short lines and one idea per line keep the reader moving.',
    },
    emotionalTriggers: {
      primary: 'Surprise',
      secondary: 'Belonging',
      intensity: 7,
      description: 'The reversal surprises; the shared struggle makes readers feel seen.',
    },
    ctaAnalysis: {
      type: 'Question',
      placement: 'Last line',
      effectiveness: 6,
      description: 'Asking for experiences invites replies.',
    },
    contentStructure: {
      opening: 'A bold claim',
      body: 'Three short proofs',
      close: 'An open question',
      flow: 'Hook → Proof → Question',
    },
    template: '[Bold claim about {topic}]\n\n1. [Proof]\n2. [Proof]\n3. [Proof]\n\n[Question]',
    recommendations: ['Keep the first line under 10 words.', 'End with a question.'],
    keyTakeaways: ['Contrarian hooks stop the scroll.', 'Lists are easy to skim.'],
    ...overrides,
  });
}
