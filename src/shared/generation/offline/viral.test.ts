import { describe, expect, it } from 'vitest';
import corpusJson from '../../../../tests/fixtures/generation/viral-inputs.json';
import fc from 'fast-check';
import {
  ViralInputSchema,
  ViralOptionsSchema,
  ViralResultSchema,
  viralBand,
  type ViralResult,
} from '../schemas.ts';
import { deconstructPost } from './viral.ts';

const analyse = (content: string, platform?: string): ViralResult => {
  const result = deconstructPost(
    ViralInputSchema.parse(platform ? { content, platform } : { content }),
    ViralOptionsSchema.parse({}),
  );
  expect(ViralResultSchema.safeParse(result).success).toBe(true);
  return result;
};

const THREAD =
  'Why do 90% of creators quit in their first year?\n\nI asked 200 of them.\n\n1. No clear niche\n2. Posting without a hook\n3. Chasing trends instead of people\n\nThe fix is boring: pick one topic, post daily for 90 days.\n\nWhich one hit you hardest? Comment below 👇';

describe('deconstructPost: hook', () => {
  it('types a question hook and scores a specific one high', () => {
    const { hookAnalysis } = analyse(THREAD, 'twitter');
    expect(hookAnalysis.type).toBe('question');
    expect(hookAnalysis.wordCount).toBe(10);
    expect(hookAnalysis.score).toBeGreaterThanOrEqual(8);
    expect(hookAnalysis.trigger).toMatch(/^Curiosity/u);
    expect(hookAnalysis.breakdown).toContain('“Why do 90% of creators quit in their first year?”');
    expect(hookAnalysis.breakdown).toContain('a number');
  });

  it('recognises the other hook types', () => {
    const type = (content: string) => analyse(content).hookAnalysis.type;
    expect(type('5 lessons from growing a newsletter to 10,000 subscribers')).toBe('number/list');
    expect(type('How I went from 0 to 50k followers in 6 months without ads')).toBe('how-to');
    expect(type('Unpopular opinion: you do not need a personal brand.')).toBe('contrarian');
    expect(type('Nobody talks about the real reason side projects die.')).toBe('curiosity gap');
    expect(type('I quit my job 3 years ago with $4,000 in savings.')).toBe('story');
    expect(type('This is the best productivity tool ever made!')).toBe('bold claim');
    expect(type('Our office moves to Berlin in March.')).toBe('statement');
    expect(type('¿Por qué el 80% de los emprendedores fracasa?')).toBe('question');
    expect(type('Почему никто не читает контент?')).toBe('question');
    expect(type('なぜ多くの人がSNSで失敗するのか？')).toBe('question');
  });

  it('scores a vague one-word hook low', () => {
    const { hookAnalysis } = analyse('Coffee');
    expect(hookAnalysis).toMatchObject({ type: 'statement', wordCount: 1 });
    expect(hookAnalysis.score).toBeLessThan(5);
  });
});

describe('deconstructPost: pacing, emotion, CTA', () => {
  it('reads short lines as fast and a dense block as slow, without video fields', () => {
    const fast = analyse(THREAD).pacingAnalysis;
    expect(fast.tempo).toBe('fast');
    expect(fast).not.toHaveProperty('cutsPerSecond');
    expect(fast).not.toHaveProperty('speedVsAverage');
    const slow = analyse(
      'Most people think consistency is about posting every day, but consistency is really about showing up with the same promise every single time so that people know exactly what they will get when they decide to follow you, and that is why the accounts that grow the fastest are rarely the ones that post the most often, they are the ones whose every post feels like part of one story with a clear voice and a recognisable format.',
    ).pacingAnalysis;
    expect(slow.tempo).toBe('slow');
  });

  it('finds the emotional trigger from words, emoji and punctuation', () => {
    expect(
      analyse('Wait for it... 😂😂😂 I cannot stop laughing, lol').emotionalTriggers.primary,
    ).toBe('Humor');
    const outrage = analyse(
      'This is ridiculous and unfair. I hate how small creators get ignored 😡',
    );
    expect(outrage.emotionalTriggers.primary).toBe('Outrage');
    expect(outrage.emotionalTriggers.intensity).toBeGreaterThan(5);
    const flat = analyse('The meeting is on Tuesday at the usual place.').emotionalTriggers;
    expect(flat).toMatchObject({ primary: 'Neutral (informational)', secondary: 'None detected' });
    expect(flat.intensity).toBe(0);
  });

  it('finds a comment CTA at the end', () => {
    const { ctaAnalysis } = analyse(THREAD);
    expect(ctaAnalysis).toMatchObject({ type: 'comment', placement: 'end' });
    expect(ctaAnalysis.effectiveness).toBeGreaterThanOrEqual(8);
    expect(ctaAnalysis.description).toContain('“Comment below 👇”');
  });

  it('tells CTA types and placements apart, and reports none when there is none', () => {
    const cta = (content: string, platform?: string) => analyse(content, platform).ctaAnalysis;
    expect(
      cta('Follow me for more tips. Here is my morning routine in three steps.'),
    ).toMatchObject({ type: 'follow', placement: 'opening' });
    expect(cta('Five ways to plan your week.\nSave this for later.')).toMatchObject({
      type: 'save',
    });
    expect(cta('Tag a friend who needs this.', 'instagram').type).toBe('share');
    expect(cta('Our new pricing page is live. We doubled signups last month.').type).toBe('none');
    expect(cta('I tried three tools this month. Which one should I keep?').type).toBe('question');
    const link = cta(
      'New post on our blog about pricing. https://example.com/pricing',
      'instagram',
    );
    expect(link.type).toBe('link');
    expect(link.description).toContain('not clickable');
  });
});

describe('deconstructPost: structure and template', () => {
  it('describes opening, body, close and flow', () => {
    const { contentStructure } = analyse(THREAD);
    expect(contentStructure.opening).toContain('question hook');
    expect(contentStructure.body).toContain('3-point list');
    expect(contentStructure.close).toContain('comment call to action');
    expect(contentStructure.flow).toBe('question hook → 3-point list → comment call to action');
  });

  it('turns specifics into placeholders and keeps the line breaks', () => {
    const template = analyse(
      'Pricing lesson from @jane_doe: our pricing page converts 30% better since we showed one price.\nSee https://example.com/pricing\n\nWhat would you change about your pricing?',
    ).template;
    expect(template).toBe(
      '[topic] lesson from [name]: our [topic] page converts [number] better since we showed one [topic].\nSee [link]\n\nWhat would you change about your [topic]?',
    );
  });

  it('marks names inside a sentence but not capitalised sentence starts or title-case lines', () => {
    const template = analyse(
      'Working with Sarah Connor from Skynet Labs was great. Thanks for the feedback.\nHow I Grew My Newsletter From Zero',
    ).template;
    expect(template).toContain('Working with [name] from [name] was great.');
    expect(template).toContain('Thanks for the');
    expect(template).toContain('How I Grew My');
  });

  it('keeps a long post within 2000 characters, cut at a line', () => {
    const line = 'Growth is a habit, not a hack: one deep post a week and fifty replies.';
    const content = Array.from({ length: 140 }, () => line).join('\n');
    const { template } = analyse(content, 'linkedin');
    expect(template.length).toBeLessThanOrEqual(2000);
    expect(template.endsWith('\n[…]')).toBe(true);
    expect(
      template
        .split('\n')
        .slice(0, -1)
        .every((l) => l.endsWith('replies.')),
    ).toBe(true);
  });
});

describe('deconstructPost: advice and score', () => {
  it('recommends fixes for what is weak', () => {
    const { recommendations } = analyse(
      'I have been thinking a lot about the way that teams decide what to build next and how they should probably talk to more of their users before they commit to anything big',
      'twitter',
    );
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    expect(recommendations.length).toBeLessThanOrEqual(6);
    expect(recommendations.join(' ')).toMatch(/first line from \d+ words/u);
    expect(recommendations.join(' ')).toContain('End with one clear ask');
    expect(recommendations.join(' ')).toContain('concrete figure');
  });

  it('gives 3 to 5 takeaways', () => {
    const { keyTakeaways } = analyse(THREAD);
    expect(keyTakeaways.length).toBeGreaterThanOrEqual(3);
    expect(keyTakeaways.length).toBeLessThanOrEqual(5);
    expect(keyTakeaways[0]).toBe(
      'The hook is a question hook scoring 10/10; its pull is curiosity.',
    );
  });

  it('scores a crafted post well above a flat one', () => {
    const strong = analyse(THREAD, 'twitter').viralDnaScore;
    const flat = analyse('The meeting is on Tuesday at the usual place.', 'twitter').viralDnaScore;
    expect(strong).toBeGreaterThanOrEqual(80);
    expect(flat).toBeLessThan(60);
    expect(viralBand(strong).band).toBe('exceptional');
    expect(viralBand(flat).band).toBe('moderate');
  });

  it('maps scores to bands at 59/60 and 79/80', () => {
    expect(viralBand(59)).toEqual({ band: 'moderate', color: 'orange' });
    expect(viralBand(60)).toEqual({ band: 'strong', color: 'yellow' });
    expect(viralBand(79)).toEqual({ band: 'strong', color: 'yellow' });
    expect(viralBand(80)).toEqual({ band: 'exceptional', color: 'green' });
  });
});

interface CorpusEntry {
  input: { content: string; platform?: string };
  options: object;
}
const corpus = corpusJson as CorpusEntry[];

describe('viral corpus', () => {
  it('has at least 50 varied inputs, all valid for the schemas', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    for (const entry of corpus) {
      expect(
        ViralInputSchema.safeParse(entry.input).success,
        entry.input.content.slice(0, 50),
      ).toBe(true);
      expect(ViralOptionsSchema.safeParse(entry.options).success).toBe(true);
    }
  });

  it('analyses every input into a valid, deterministic result', () => {
    for (const entry of corpus) {
      const input = ViralInputSchema.parse(entry.input);
      const result = deconstructPost(input, ViralOptionsSchema.parse(entry.options));
      const parsed = ViralResultSchema.safeParse(result);
      expect(parsed.success, `${input.content.slice(0, 50)}: ${parsed.error?.message}`).toBe(true);
      expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
      expect(result.recommendations.length).toBeLessThanOrEqual(6);
      expect(result.keyTakeaways.length).toBeGreaterThanOrEqual(3);
      expect(result.keyTakeaways.length).toBeLessThanOrEqual(5);
      expect(result.pacingAnalysis.cutsPerSecond).toBeUndefined();
      expect(deconstructPost(structuredClone(input), {})).toEqual(result);
    }
  });
});

describe('deconstructPost on random text', () => {
  it('never throws and always fits the result schema', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom(
        '\n',
        '\n\n',
        '?',
        '!',
        ' 1. ',
        '#tag ',
        '@someone ',
        'https://x.co/a?b ',
        '😂',
        'Comment below',
      ),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 60 }),
        fc.constantFrom('twitter', 'instagram', 'tiktok', 'linkedin', 'other'),
        (pieces, platform) => {
          const parsed = ViralInputSchema.safeParse({ content: pieces.join(''), platform });
          fc.pre(parsed.success);
          const result = deconstructPost(parsed.data, {});
          expect(ViralResultSchema.safeParse(result).success).toBe(true);
          expect(result.viralDnaScore).toBe(Math.round(result.viralDnaScore));
        },
      ),
      { numRuns: 300 },
    );
  });
});
