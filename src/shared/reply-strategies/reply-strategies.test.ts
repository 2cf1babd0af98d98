import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REPLY_STRATEGIES,
  REPLY_STRATEGY_IDS,
  STRATEGY_MEMORY,
  isReplyStrategyId,
  pickStrategy,
  strategyFit,
  strategyPrompt,
  type ReplyStrategyId,
} from './index.ts';

/** A random function that returns the given values in turn (then the last one again). */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
};
const NEUTRAL = 'Working on the onboarding flow for our app this week';

describe('the six strategies', () => {
  it('have ids, a one-line description and guidance for the model', () => {
    expect(REPLY_STRATEGY_IDS).toEqual([
      'add-insight',
      'ask-question',
      'share-experience',
      'respectful-counterpoint',
      'add-example',
      'supportive-amplify',
    ]);
    for (const id of REPLY_STRATEGY_IDS) {
      const strategy = REPLY_STRATEGIES[id];
      expect(strategy.id).toBe(id);
      expect(strategy.description.length).toBeGreaterThan(20);
      expect(strategy.description.length).toBeLessThanOrEqual(100);
      expect(strategy.guidance.length).toBeGreaterThan(100);
      expect(strategyPrompt(id)).toBe(
        `Reply strategy: ${id}. ${strategy.description}\n${strategy.guidance}`,
      );
    }
    expect(new Set(REPLY_STRATEGY_IDS.map((id) => REPLY_STRATEGIES[id].description)).size).toBe(6);
  });

  it('recognises their ids', () => {
    expect(isReplyStrategyId('ask-question')).toBe(true);
    expect(isReplyStrategyId('ask')).toBe(false);
    expect(isReplyStrategyId(undefined)).toBe(false);
  });
});

describe('strategyFit', () => {
  it('is neutral for a plain post', () => {
    expect(Object.values(strategyFit(NEUTRAL))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('favours answers over questions when the author asks', () => {
    const fit = strategyFit('How do you price a product for small teams?');
    expect(fit['ask-question']).toBeLessThan(1);
    expect(fit['add-insight']).toBeGreaterThan(1);
    expect(fit['add-example']).toBeGreaterThan(1);
  });

  it('favours support for news and counterpoints for strong claims, never for hardship', () => {
    expect(strategyFit('We finally launched our new app 🎉')['supportive-amplify']).toBe(2);
    expect(strategyFit('Cold email is dead. Everyone knows it')['respectful-counterpoint']).toBe(2);
    expect(strategyFit('My dad passed away last week')['respectful-counterpoint']).toBe(0);
    // Whole words only, in any script.
    expect(strategyFit('Bestseller list')['respectful-counterpoint']).toBe(1);
    expect(strategyFit('Hoy lancé mi curso')['supportive-amplify']).toBe(2);
  });
});

describe('pickStrategy', () => {
  it('is deterministic given the random value', () => {
    const picks = [0, 0.2, 0.4, 0.6, 0.8, 0.999].map((value) =>
      pickStrategy(NEUTRAL, { allowLinks: true }, [], () => value),
    );
    expect(picks).toEqual([
      'add-insight',
      'ask-question',
      'share-experience',
      'respectful-counterpoint',
      'add-example',
      'supportive-amplify',
    ]);
    expect(pickStrategy(NEUTRAL, {}, [], sequence(0.5))).toBe(
      pickStrategy(NEUTRAL, {}, [], sequence(0.5)),
    );
  });

  it('never repeats the last strategy', () => {
    for (const value of [0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99]) {
      expect(pickStrategy(NEUTRAL, {}, ['add-insight'], () => value)).not.toBe('add-insight');
    }
  });

  it('keeps to the persona’s strategies, and repeats only when it has one', () => {
    const persona = { strategies: ['ask-question', 'add-insight'] as ReplyStrategyId[] };
    expect(pickStrategy(NEUTRAL, persona, ['ask-question'], () => 0.99)).toBe('add-insight');
    expect(pickStrategy(NEUTRAL, persona, ['add-insight'], () => 0)).toBe('ask-question');
    const single = { strategies: ['ask-question'] as ReplyStrategyId[] };
    expect(pickStrategy(NEUTRAL, single, ['ask-question'], () => 0.5)).toBe('ask-question');
    // An empty list means every strategy.
    expect(pickStrategy(NEUTRAL, { strategies: [] }, [], () => 0.999)).toBe('supportive-amplify');
  });

  it('never picks a counterpoint for hardship, even as the only other choice', () => {
    const persona = {
      strategies: ['respectful-counterpoint', 'supportive-amplify'] as ReplyStrategyId[],
    };
    const post = 'My dad passed away last week';
    for (const value of [0, 0.5, 0.999]) {
      expect(pickStrategy(post, persona, [], () => value)).toBe('supportive-amplify');
    }
  });

  it('survives a random function that leaves [0, 1)', () => {
    expect(pickStrategy(NEUTRAL, {}, [], () => 1)).toBe('supportive-amplify');
    expect(pickStrategy(NEUTRAL, {}, [], () => -3)).toBe('add-insight');
    expect(pickStrategy(NEUTRAL, {}, [], () => Number.NaN)).toBe('add-insight');
  });

  const strategy = fc.constantFrom(...REPLY_STRATEGY_IDS);
  const post = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom(
      NEUTRAL,
      'Any tools you recommend for invoicing?',
      'We shipped v2 today 🚀',
      'Remote work is dead',
      'Lost my job today 💔',
    ),
  );
  const persona = fc.record(
    {
      strategies: fc.uniqueArray(strategy, { maxLength: 6 }),
      allowLinks: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('picks an allowed strategy, never the last one when another is allowed', () => {
    fc.assert(
      fc.property(
        post,
        persona,
        fc.array(strategy, { maxLength: 12 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (text, who, recent, value) => {
          const picked = pickStrategy(text, who, recent, () => value);
          const enabled = who.strategies?.length ? who.strategies : REPLY_STRATEGY_IDS;
          expect(enabled).toContain(picked);
          if (enabled.length > 1 && recent.length > 0) expect(picked).not.toBe(recent.at(-1));
          expect(pickStrategy(text, who, recent, () => value)).toBe(picked);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('varies over a run of replies: every strategy comes up and none twice in a row', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 60, maxLength: 60 }),
        (draws) => {
          const used: ReplyStrategyId[] = [];
          for (const draw of draws) used.push(pickStrategy(NEUTRAL, {}, used, () => draw));
          for (let i = 1; i < used.length; i++) expect(used[i]).not.toBe(used[i - 1]);
          // Recently used strategies weigh less, so a long run uses more than a couple of them.
          expect(new Set(used).size).toBeGreaterThanOrEqual(3);
        },
      ),
      { numRuns: 100 },
    );
    expect(STRATEGY_MEMORY).toBe(6);
  });
});
