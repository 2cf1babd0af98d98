import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPLY_RULE_IDS } from '../generation/schemas.ts';
import {
  POSTING_RULE_IDS,
  REPLY_LENGTH_BOUNDS,
  REPLY_RULES,
  X_MAX_WEIGHTED_LENGTH,
  checkReply,
  checkReplyForPosting,
  describeHits,
  extractKeywords,
  findColons,
  findDashes,
  findHashtags,
  findLinks,
  findQuotes,
  findSemicolons,
  isOnTopic,
  isPostableOnX,
  lengthFits,
  mostSimilarReply,
  removeBannedPunctuation,
  replyLength,
  replyLengthBounds,
  replyPasses,
  replySimilarity,
  stem,
} from './index.ts';

const chars = (hits: Array<{ char: string }>) => hits.map((hit) => hit.char).join('');

const POST =
  'We just launched our new pricing page. Three tiers, no hidden fees and a free plan for students. What do you think about usage based pricing for small teams?';
/** 230 code points, no banned punctuation, mentions pricing and teams. */
const GOOD_REPLY =
  'Usage based pricing feels fair for small teams, but I worry about surprise bills at the end of a busy month. Did you consider a soft cap or an alert when a team gets near its limit? That would make the plans a lot easier to trust.';

describe('REPLY_RULES and the styles', () => {
  it('says 200 to 250 weighted characters by default and blocks 70% similarity', () => {
    expect(REPLY_RULES).toEqual({ minLength: 200, maxLength: 250, maxSimilarity: 0.7 });
    expect(REPLY_LENGTH_BOUNDS).toEqual({
      default: { min: 200, max: 250 },
      short: { min: 20, max: 140 },
    });
    expect(replyLengthBounds()).toBe(REPLY_LENGTH_BOUNDS.default);
    expect(X_MAX_WEIGHTED_LENGTH).toBe(280);
  });

  it('fits a length to a style', () => {
    expect([199, 200, 250, 251].map((n) => lengthFits(n))).toEqual([false, true, true, false]);
    expect([19, 20, 140, 141].map((n) => lengthFits(n, 'short'))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('replyLength', () => {
  it('counts as X does: Latin 1, CJK 2, emoji 2, any link 23', () => {
    expect(replyLength('abc')).toBe(3);
    expect(replyLength('')).toBe(0);
    expect(replyLength('日本語')).toBe(6);
    expect(replyLength('한국어')).toBe(6);
    expect(replyLength('𠮷野家')).toBe(6);
    expect(replyLength('😀😀')).toBe(4);
    expect(replyLength('👩‍💻')).toBe(2);
    expect(replyLength('Привет')).toBe(6);
    expect(replyLength('https://example.com')).toBe(23);
    expect(replyLength('see https://example.com/a/very/long/path/that/goes/on?x=1')).toBe(27);
    expect(replyLength('example.com')).toBe(23);
  });

  it('puts a Japanese reply of 100 to 125 characters in the default style', () => {
    expect(lengthFits(replyLength('語'.repeat(100)))).toBe(true);
    expect(lengthFits(replyLength('語'.repeat(125)))).toBe(true);
    expect(lengthFits(replyLength('語'.repeat(126)))).toBe(false);
    expect(lengthFits(replyLength('語'.repeat(70)), 'short')).toBe(true);
    expect(lengthFits(replyLength('語'.repeat(71)), 'short')).toBe(false);
  });

  it('is never below the code point count for text without links', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
        const clean = text.replace(/[.:/@#]/gu, ' ');
        expect(replyLength(clean)).toBeGreaterThanOrEqual([...clean.normalize('NFC')].length);
        expect(replyLength(clean)).toBeLessThanOrEqual(2 * [...clean.normalize('NFC')].length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isPostableOnX', () => {
  it('accepts 1 to 280 weighted characters and nothing else', () => {
    expect(isPostableOnX('a'.repeat(280))).toBe(true);
    expect(isPostableOnX('a'.repeat(281))).toBe(false);
    expect(isPostableOnX('語'.repeat(140))).toBe(true);
    expect(isPostableOnX('語'.repeat(141))).toBe(false);
    expect(isPostableOnX('')).toBe(false);
    expect(isPostableOnX('ok \uFFFF')).toBe(false);
  });
});

describe('findDashes', () => {
  it('finds long dashes and hyphens used as dashes', () => {
    const text = 'a - b – c — d ― e ‒ f − g -- h';
    expect(chars(findDashes(text))).toBe('-–—―‒−--');
    expect(chars(findDashes('I agree — totally'))).toBe('—');
    expect(chars(findDashes('From 10–20'))).toBe('–');
    expect(chars(findDashes('Wait - what'))).toBe('-');
    expect(chars(findDashes('- first\n- second'))).toBe('--');
    expect(chars(findDashes('a--b and a—-b'))).toBe('--—-');
  });

  it('lets hyphenated words and numbers pass', () => {
    for (const text of [
      'well-known',
      'a state-of-the-art tool',
      'COVID-19',
      'pages 10-20',
      'minus -5 degrees',
      'pre- and post-launch',
      'l’après-midi',
      'Jean-Luc',
    ]) {
      expect(findDashes(text), text).toEqual([]);
    }
  });

  it('ignores hyphens inside links but not next to them', () => {
    expect(findDashes('see https://my-site.com/a-b now')).toEqual([]);
    expect(chars(findDashes('see https://my-site.com — now'))).toBe('—');
    expect(chars(findDashes('see https://my-site.com - now'))).toBe('-');
  });

  it('returns nothing for clean text and leaves a Japanese long vowel mark alone', () => {
    expect(findDashes('A clean sentence, with commas.')).toEqual([]);
    expect(findDashes('コーヒーが好きです')).toEqual([]);
  });
});

describe('findColons and findSemicolons', () => {
  it('find ASCII and full-width marks, not the colon of a link, a time or a ratio', () => {
    expect(chars(findColons('Note: this ：that at 10:30 https://x.com'))).toBe(':：');
    expect(chars(findColons('Note: x'))).toBe(':');
    expect(findColons('We meet at 10:30, a 3:1 ratio, 10：30 and 12:00:05')).toEqual([]);
    expect(chars(findColons('Score 3 : 1, ratio 3: 1, at 10::30, smile :)'))).toBe(':::::');
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
    expect(clean('It is well-known; see it')).toBe('It is well-known. See it');
    expect(clean('From 10–20 people at 10:30')).toBe('From 10 to 20 people at 10:30');
    expect(clean('From 10-20 people, 3:1')).toBe('From 10-20 people, 3:1');
    expect(clean('Wait - what -- really')).toBe('Wait, what, really');
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
    expect(removeBannedPunctuation('10–20', { rangeWord: ' bis ' })).toBe('10 bis 20');
    expect(removeBannedPunctuation('10--20', { rangeWord: ' bis ' })).toBe('10 bis 20');
  });

  it('never leaves a banned character behind, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.array(fc.constantFrom(...'-–—:;"“”«»「」：；\'‘’ a1\n'), { maxLength: 40 }),
        (text, marks) => {
          // The marks both woven into the text and piled up at its end.
          const units = [...text];
          const mixed =
            units.flatMap((unit, i) => [unit, marks[i] ?? '']).join('') +
            marks.slice(units.length).join('');
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
      params: { found: '—', count: 1 },
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

describe('checkReply styles', () => {
  it('holds the reply to the short style when asked', () => {
    const short = 'Usage based pricing feels fair for small teams. Did you consider a soft cap?';
    expect(checkReply(short, { post: POST })[0]).toMatchObject({ passed: false });
    expect(checkReply(short, { post: POST, style: 'short' })[0]).toEqual({
      rule: 'length',
      passed: true,
      params: { length: replyLength(short), min: 20, max: 140 },
    });
    expect(checkReply(GOOD_REPLY, { post: POST, style: 'short' })[0]!.passed).toBe(false);
    expect(checkReply('Nice!', { post: POST, style: 'short' })[0]!.passed).toBe(false);
  });

  it('counts a link as 23 in the length rule', () => {
    const withLink = `${GOOD_REPLY.slice(0, 190)} https://example.com/a/very/long/path/to/something`;
    expect(checkReply(withLink, { post: POST })[0]!.params.length).toBe(190 + 1 + 23);
  });
});

describe('hashtags and links', () => {
  it('finds them as X does', () => {
    expect(findHashtags('Love it #pricing and ＃価格, not #1 or C#')).toEqual([
      { text: '#pricing', index: 8 },
      { text: '＃価格', index: 21 },
    ]);
    expect(findLinks('see https://my-site.com/a and example.com, not a.b')).toEqual([
      { text: 'https://my-site.com/a', index: 4 },
      { text: 'example.com', index: 30 },
    ]);
    expect(findHashtags('no tags here')).toEqual([]);
    expect(findLinks('no links here')).toEqual([]);
  });

  const tagged = `${GOOD_REPLY.slice(0, 200)} #pricing`;
  const linked = `${GOOD_REPLY.slice(0, 200)} example.com`;

  it('fail the posting check by default and pass when the persona allows them', () => {
    const byRule = (reply: string, context: Parameters<typeof checkReplyForPosting>[1]) =>
      Object.fromEntries(checkReplyForPosting(reply, context).map((check) => [check.rule, check]));
    expect(byRule(tagged, { post: POST })['no-hashtags']).toEqual({
      rule: 'no-hashtags',
      passed: false,
      params: { found: '#pricing', count: 1, allowed: 0 },
    });
    expect(byRule(tagged, { post: POST, allowHashtags: true })['no-hashtags']).toMatchObject({
      passed: true,
      params: { count: 1, allowed: 1 },
    });
    expect(byRule(linked, { post: POST })['no-links']).toMatchObject({
      passed: false,
      params: { found: 'example.com', count: 1 },
    });
    expect(byRule(linked, { post: POST, allowLinks: true })['no-links']!.passed).toBe(true);
    // Allowing one never allows the other.
    expect(byRule(linked, { post: POST, allowHashtags: true })['no-links']!.passed).toBe(false);
  });

  it('are posting rules only: the grader’s seven checks stay as they were', () => {
    expect(POSTING_RULE_IDS).toEqual([...REPLY_RULE_IDS, 'no-hashtags', 'no-links']);
    expect(checkReply(tagged, { post: POST }).map((check) => check.rule)).toEqual([
      ...REPLY_RULE_IDS,
    ]);
    const posting = checkReplyForPosting(GOOD_REPLY, { post: POST });
    expect(posting.map((check) => check.rule)).toEqual([...POSTING_RULE_IDS]);
    expect(posting.every((check) => check.passed)).toBe(true);
  });

  it('replyPasses needs every posting rule', () => {
    expect(replyPasses(GOOD_REPLY, { post: POST })).toBe(true);
    expect(replyPasses(tagged, { post: POST })).toBe(false);
    expect(replyPasses(tagged, { post: POST, allowHashtags: true })).toBe(true);
    expect(replyPasses(linked, { post: POST, allowLinks: true })).toBe(true);
    expect(replyPasses(GOOD_REPLY, { post: POST, previousReplies: [GOOD_REPLY] })).toBe(false);
    expect(replyPasses(GOOD_REPLY, { post: POST, style: 'short' })).toBe(false);
  });
});
