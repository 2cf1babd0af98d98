import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPLY_RULE_IDS } from '../generation/schemas.ts';
import {
  REPLY_RULES,
  checkReply,
  describeHits,
  extractKeywords,
  findColons,
  findDashes,
  findQuotes,
  findSemicolons,
  isOnTopic,
  mostSimilarReply,
  removeBannedPunctuation,
  replyLength,
  replySimilarity,
  stem,
} from './index.ts';

const chars = (hits: Array<{ char: string }>) => hits.map((hit) => hit.char).join('');

const POST =
  'We just launched our new pricing page. Three tiers, no hidden fees and a free plan for students. What do you think about usage based pricing for small teams?';
/** 230 code points, no banned punctuation, mentions pricing and teams. */
const GOOD_REPLY =
  'Usage based pricing feels fair for small teams, but I worry about surprise bills at the end of a busy month. Did you consider a soft cap or an alert when a team gets near its limit? That would make the plans a lot easier to trust.';

describe('REPLY_RULES', () => {
  it('says 200 to 250 characters and blocks 70% similarity', () => {
    expect(REPLY_RULES).toEqual({ minLength: 200, maxLength: 250, maxSimilarity: 0.7 });
  });
});

describe('replyLength', () => {
  it('counts code points, so an emoji or an astral CJK character is one', () => {
    expect(replyLength('abc')).toBe(3);
    expect(replyLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(replyLength('𠮷野家')).toBe(3);
    expect(replyLength('')).toBe(0);
  });
});

describe('findDashes', () => {
  it('finds every kind of dash, hyphenated words included', () => {
    const text = 'a - b – c — d ― e ‒ f − g well-known';
    expect(chars(findDashes(text))).toBe('-–—―‒−-');
    expect(findDashes('well-known')).toEqual([{ char: '-', index: 4 }]);
  });

  it('ignores hyphens inside links but not next to them', () => {
    expect(findDashes('see https://my-site.com/a-b now')).toEqual([]);
    expect(chars(findDashes('see https://my-site.com — now'))).toBe('—');
  });

  it('returns nothing for clean text and leaves a Japanese long vowel mark alone', () => {
    expect(findDashes('A clean sentence, with commas.')).toEqual([]);
    expect(findDashes('コーヒーが好きです')).toEqual([]);
  });
});

describe('findColons and findSemicolons', () => {
  it('find ASCII and full-width marks, not the colon of a link', () => {
    expect(chars(findColons('Note: this ：that at 10:30 https://x.com'))).toBe(':：:');
    expect(chars(findSemicolons('one; two；three؛ four'))).toBe(';；؛');
    expect(findSemicolons('no semicolons here')).toEqual([]);
  });
});

describe('findQuotes', () => {
  it('finds double quotes, guillemets and corner brackets', () => {
    expect(chars(findQuotes('"a" “b” „c“ «d» 「e」'))).toBe('""“”„“«»「」');
  });

  it('allows an apostrophe between two letters and flags other single quotes', () => {
    expect(findQuotes("don't it’s l'idée rock'n'roll")).toEqual([]);
    expect(chars(findQuotes("the students' work"))).toBe("'");
    expect(chars(findQuotes("'quoted' and ‘curly’"))).toBe("''‘’");
    expect(chars(findQuotes("back in the '90s"))).toBe("'");
  });
});

describe('describeHits', () => {
  it('lists distinct characters in order and counts all of them', () => {
    expect(describeHits(findDashes('a — b - c — d'))).toEqual({ found: '—, -', count: 3 });
    expect(describeHits([])).toEqual({ found: '', count: 0 });
  });
});

describe('removeBannedPunctuation', () => {
  const clean = (text: string) => removeBannedPunctuation(text);
  const banned = (text: string) =>
    [findDashes, findColons, findSemicolons, findQuotes].flatMap((find) => find(text));

  it('turns each kind into natural punctuation', () => {
    expect(clean('Great point: I agree — totally')).toBe('Great point, I agree, totally');
    expect(clean('It is well-known; see it')).toBe('It is well known. See it');
    expect(clean('From 10-20 people at 10:30')).toBe('From 10 to 20 people at 10.30');
    expect(clean('She said "yes" and left')).toBe('She said yes and left');
    expect(clean("I don't mind")).toBe("I don't mind");
    expect(clean('- first\n- second')).toBe('first\nsecond');
  });

  it('keeps links whole and uses the script’s own comma and full stop', () => {
    expect(clean('Look: https://my-site.com/a-b')).toBe('Look, https://my-site.com/a-b');
    expect(clean('結論：「大事」です；以上')).toBe('結論、大事です。以上');
    expect(clean('好消息：“免费”；太棒了')).toBe('好消息，免费。太棒了');
    expect(clean('خطة رائعة — شكرا')).toBe('خطة رائعة، شكرا');
  });

  it('uses the range word it is given', () => {
    expect(removeBannedPunctuation('10-20', { rangeWord: ' bis ' })).toBe('10 bis 20');
  });

  it('never leaves a banned character behind, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.array(fc.constantFrom(...'-–—:;"“”«»「」：；\'‘’ a1'), { maxLength: 40 }),
        (text, marks) => {
          const mixed = text + marks.join('');
          expect(banned(removeBannedPunctuation(mixed))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('replySimilarity', () => {
  const first =
    'Pricing pages work best when the cheapest plan is obvious and the upgrade path is clear.';

  it('is 1 for the same text whatever the case, spacing, punctuation, links or mentions', () => {
    expect(replySimilarity(first, first)).toBe(1);
    expect(
      replySimilarity(
        first,
        `@someone  PRICING pages work best, when the cheapest plan is obvious and the upgrade path is clear!! https://t.co/x`,
      ),
    ).toBe(1);
  });

  it('catches small edits and reordered sentences', () => {
    expect(replySimilarity(first, first.replace('best', 'better'))).toBeGreaterThan(0.9);
    const a =
      'The onboarding was smooth and quick. Support answered within an hour. I would buy it again.';
    const b =
      'I would buy it again. Support answered within an hour. The onboarding was smooth and quick.';
    expect(replySimilarity(a, b)).toBeGreaterThanOrEqual(REPLY_RULES.maxSimilarity);
  });

  it('is low for unrelated replies and 0 against an empty one', () => {
    expect(
      replySimilarity(first, 'My dog loves the beach in winter when nobody else is around.'),
    ).toBeLessThan(0.4);
    expect(replySimilarity(first, '')).toBe(0);
  });

  it('works on CJK text and on emoji-only text', () => {
    expect(
      replySimilarity(
        '新しい価格プランはとても分かりやすい',
        '新しい価格プランはとても分かりやすいです',
      ),
    ).toBeGreaterThan(0.8);
    expect(replySimilarity('🔥🔥🔥', '🔥🔥🔥')).toBe(1);
    expect(replySimilarity('🔥🔥🔥', '😂😂😂')).toBe(0);
  });

  it('stays within 0..1 and is symmetric for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        (a, b) => {
          const ab = replySimilarity(a, b);
          expect(ab).toBeGreaterThanOrEqual(0);
          expect(ab).toBeLessThanOrEqual(1);
          expect(replySimilarity(b, a)).toBeCloseTo(ab, 10);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('mostSimilarReply names the closest earlier reply', () => {
    expect(mostSimilarReply(first, ['something else entirely', first])).toEqual({
      similarity: 1,
      index: 1,
    });
    expect(mostSimilarReply(first, [])).toEqual({ similarity: 0, index: -1 });
  });
});

describe('keywords and topic', () => {
  it('stems plurals and -ing/-ed forms so word families meet', () => {
    expect(stem('pricing')).toBe(stem('price'));
    expect(stem('priced')).toBe(stem('prices'));
    expect(stem('launches')).toBe(stem('launched'));
    expect(stem('shipping')).toBe(stem('ship'));
    expect(stem('ciudades')).toBe(stem('ciudad'));
  });

  it('drops stop words in five languages, filler, numbers and very short words', () => {
    const words = (text: string) => extractKeywords(text).map((keyword) => keyword.word);
    expect(words('Great post, I totally agree with this 100%')).toEqual([]);
    expect(words('El precio de los planes es muy bueno')).toEqual(['precio', 'planes', 'bueno']);
    expect(words("L'équipe a lancé la nouvelle offre")).toContain('équipe');
    expect(words('Die Preise sind für kleine Teams zu hoch')).toContain('Preise');
    expect(words('AI tools are everywhere')).toContain('AI');
  });

  it('ranks repeated keywords first and uses CJK bigrams and katakana words', () => {
    expect(extractKeywords('Pricing matters. Our pricing is simple.')[0]).toMatchObject({
      word: 'pricing',
      count: 2,
    });
    const japanese = extractKeywords('新しい価格プランを発表しました').map((k) => k.word);
    expect(japanese).toEqual(expect.arrayContaining(['価格', 'プラン', '発表']));
  });

  it('isOnTopic passes on a shared keyword and fails on none', () => {
    expect(isOnTopic(POST, GOOD_REPLY)).toMatchObject({ onTopic: true });
    expect(isOnTopic(POST, GOOD_REPLY).sharedKeywords).toEqual(
      expect.arrayContaining(['pricing', 'teams']),
    );
    const offTopic = isOnTopic(POST, 'I love long walks on the beach with my dog at sunset.');
    expect(offTopic).toEqual({ onTopic: false, overlap: 0, sharedKeywords: [] });
  });

  it('isOnTopic has nothing to compare with when the post has no keyword', () => {
    expect(isOnTopic('🔥🔥🔥', 'Anything at all').onTopic).toBe(true);
  });
});

describe('checkReply', () => {
  it('returns one passing check per rule, in order, for a clean on-topic reply', () => {
    expect(replyLength(GOOD_REPLY)).toBe(230);
    const checks = checkReply(GOOD_REPLY, { post: POST, previousReplies: [] });
    expect(checks.map((check) => check.rule)).toEqual([...REPLY_RULE_IDS]);
    expect(checks.every((check) => check.passed)).toBe(true);
    expect(checks[0]!.params).toEqual({ length: 230, min: 200, max: 250 });
    expect(checks[5]!.params).toEqual({ similarity: 0, index: -1 });
  });

  it('reports what it found for each failure', () => {
    const checks = checkReply('Great point: I agree — totally; "well-known"', {
      post: POST,
      previousReplies: ['Great point: I agree — totally; "well-known"'],
    });
    const byRule = Object.fromEntries(checks.map((check) => [check.rule, check]));
    expect(byRule.length).toMatchObject({ passed: false, params: { length: 44 } });
    expect(byRule['no-dashes']).toMatchObject({
      passed: false,
      params: { found: '—, -', count: 2 },
    });
    expect(byRule['no-colons']).toMatchObject({ passed: false, params: { found: ':', count: 1 } });
    expect(byRule['no-semicolons']).toMatchObject({ passed: false, params: { count: 1 } });
    expect(byRule['no-quotes']).toMatchObject({ passed: false, params: { found: '"', count: 2 } });
    expect(byRule['not-duplicate']).toMatchObject({
      passed: false,
      params: { similarity: 100, index: 0 },
    });
    expect(byRule['on-topic']).toMatchObject({
      passed: false,
      params: { overlap: 0, keywords: '' },
    });
  });

  it('measures the trimmed reply and fails at 70% similarity, not below', () => {
    expect(checkReply(`  ${GOOD_REPLY}  `, { post: POST })[0]!.params.length).toBe(230);
    // The shortest start of the reply that is 70% similar fails; one character less passes.
    const prefixes = [...GOOD_REPLY].map((_, i) => GOOD_REPLY.slice(0, i + 1));
    const at = prefixes.findIndex((prefix) => replySimilarity(GOOD_REPLY, prefix) >= 0.7);
    const blocked = checkReply(GOOD_REPLY, { post: POST, previousReplies: [prefixes[at]!] })[5]!;
    expect(blocked).toMatchObject({ passed: false, params: { index: 0 } });
    expect(blocked.params.similarity).toBeGreaterThanOrEqual(70);
    const allowed = checkReply(GOOD_REPLY, {
      post: POST,
      previousReplies: [prefixes[at - 1]!],
    })[5]!;
    expect(allowed.passed).toBe(true);
    expect(allowed.params.similarity).toBeLessThan(70);
  });
});
