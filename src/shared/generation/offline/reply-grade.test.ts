import { describe, expect, it } from 'vitest';
import corpusJson from '../../../../tests/fixtures/generation/reply-grade-inputs.json';
import fc from 'fast-check';
import {
  ReplyGradeInputSchema,
  ReplyGradeOptionsSchema,
  ReplyGradeResultSchema,
  type ReplyGradeInput,
  type ReplyGradeResult,
} from '../schemas.ts';
import {
  REPLY_RULES,
  checkReply,
  extractKeywords,
  findColons,
  findDashes,
  findQuotes,
  findSemicolons,
  isOnTopic,
  replyLength,
  replySimilarity,
} from '../../reply-rules/index.ts';
import { PHRASEBOOKS, gradeReply, replyLanguage } from './reply-grade.ts';

const POST =
  'We just launched our new pricing page. Three tiers, no hidden fees and a free plan for students. What do you think about usage based pricing for small teams?';
/** 230 code points, no banned punctuation, on topic, asks a question. */
const GOOD_REPLY =
  'Usage based pricing feels fair for small teams, but I worry about surprise bills at the end of a busy month. Did you consider a soft cap or an alert when a team gets near its limit? That would make the plans a lot easier to trust.';
const OFF_TOPIC =
  'I love long walks on the beach with my dog at sunset, the colours over the water are always different and the sand is warm even in the evening. Nothing beats a quiet hour outside after a long day at the desk.';

const grade = (input: { post: string; reply: string; previousReplies?: string[] }) =>
  gradeReply(ReplyGradeInputSchema.parse(input), ReplyGradeOptionsSchema.parse({}));
const failed = (result: ReplyGradeResult) =>
  result.checks.filter((check) => !check.passed).map((check) => check.rule);

/** The rules a rewrite must always meet: length and punctuation. */
function expectRewriteForm(rewrite: string) {
  const length = replyLength(rewrite);
  expect(length).toBeGreaterThanOrEqual(REPLY_RULES.minLength);
  expect(length).toBeLessThanOrEqual(REPLY_RULES.maxLength);
  for (const find of [findDashes, findColons, findSemicolons, findQuotes]) {
    expect(find(rewrite), rewrite).toEqual([]);
  }
}

describe('gradeReply', () => {
  it('passes a clean on-topic reply of 230 characters and scores it at least 85', () => {
    expect(replyLength(GOOD_REPLY)).toBe(230);
    const result = grade({ post: POST, reply: GOOD_REPLY });
    expect(failed(result)).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(85);
    // 85 + question 5 + two shared keywords (pricing, teams) 5; no number.
    expect(result.score).toBe(95);
    expect(result.fixes).toEqual([]);
    expect(result.rewrite).toBe(GOOD_REPLY);
  });

  it('gives the number bonus too, up to 100', () => {
    const withNumber = GOOD_REPLY.replace('a busy month', 'a 30 day month');
    expect(grade({ post: POST, reply: withNumber }).score).toBe(100);
  });

  it('names each problem of a short reply with colons and dashes', () => {
    const result = grade({ post: POST, reply: 'Great point: I agree — totally' });
    expect(failed(result)).toEqual(['length', 'no-dashes', 'no-colons', 'on-topic']);
    expect(result.checks[0]!.params).toEqual({ length: 30, min: 200, max: 250 });
    expect(result.fixes).toEqual([
      "Mention something from the post (e.g. 'pricing', 'tiers', 'hidden'); right now the reply shares no keyword with it.",
      "Add 170 characters (30 now, 200 to 250 needed): say what you would do about 'pricing' or ask a specific question about it.",
      'Remove the dash (—): split into two sentences or use a comma (hyphenated words are fine).',
      'Remove the colon (:): use a comma or start a new sentence (a time or ratio such as 10:30 is fine).',
    ]);
    expect(result.score).toBeLessThanOrEqual(50);
    expectRewriteForm(result.rewrite);
    expect(result.rewrite.startsWith('Great point, I agree, totally.')).toBe(true);
    expect(isOnTopic(POST, result.rewrite).onTopic).toBe(true);
  });

  it('counts every dash but lets hyphenated words, times and ratios pass', () => {
    const reply = `${GOOD_REPLY.slice(0, 190)} — a well-known fix - at 10:30`;
    const result = grade({ post: POST, reply });
    expect(result.checks[1]!.params).toEqual({ found: '—, -', count: 2 });
    expect(result.checks[2]!.passed).toBe(true);
    expect(result.fixes).toContain(
      'Remove the 2 dashes (—, -): split into two sentences or use a comma (hyphenated words are fine).',
    );
    expect(result.rewrite).toContain('well-known');
    expectRewriteForm(result.rewrite);
  });

  it('counts length as X does: a Japanese reply of about 100 characters passes', () => {
    const post = '新しい価格プランを発表しました。小さなチームにも使いやすい料金です。';
    const reply =
      '新しい価格プランはとても分かりやすいですね。小さなチームにとって月ごとの料金が読めるのは本当に助かります。' +
      '利用量が増えたときに通知が届く仕組みもあると、さらに安心して使えそうです。次の発表も楽しみにしています。';
    expect([...reply].length).toBeGreaterThanOrEqual(100);
    expect([...reply].length).toBeLessThanOrEqual(125);
    const result = grade({ post, reply });
    expect(result.checks[0]).toMatchObject({ passed: true, params: { min: 200, max: 250 } });
    expect(result.checks[0]!.params.length).toBe(2 * [...reply].length);
  });

  it('asks to cut a long reply by the exact amount', () => {
    const reply = `${GOOD_REPLY} Students would love it too.`;
    const result = grade({ post: POST, reply });
    expect(replyLength(reply)).toBe(258);
    expect(failed(result)).toEqual(['length']);
    expect(result.fixes).toEqual([
      'Cut 8 characters (258 now, 200 to 250 needed): drop filler words or the last clause.',
    ]);
    // Failing any rule caps the score at 80, under every passing reply.
    expect(result.score).toBeLessThanOrEqual(80);
    expectRewriteForm(result.rewrite);
  });

  it('flags semicolons and quotes with what it found', () => {
    const reply = `${GOOD_REPLY.slice(0, 205)}; it is “fair”`;
    const result = grade({ post: POST, reply });
    expect(result.fixes).toContain(
      'Replace the semicolon (;) with a full stop and start a new sentence.',
    );
    expect(result.fixes).toContain(
      'Remove the 2 quotation marks (“, ”): paraphrase instead of quoting.',
    );
  });

  it('fails a reply identical to previousReplies[1] with similarity 100 and index 1', () => {
    const previousReplies = ['Something else about dogs and beaches, nothing alike.', GOOD_REPLY];
    const result = grade({ post: POST, reply: GOOD_REPLY, previousReplies });
    const duplicate = result.checks.find((check) => check.rule === 'not-duplicate')!;
    expect(duplicate).toEqual({
      rule: 'not-duplicate',
      passed: false,
      params: { similarity: 100, index: 1 },
    });
    expect(result.score).toBeLessThanOrEqual(50);
    expect(result.fixes[0]).toMatch(/^This reply is 100% similar to your reply #2; rewrite it/u);
    expectRewriteForm(result.rewrite);
    for (const previous of previousReplies) {
      expect(replySimilarity(result.rewrite, previous)).toBeLessThan(REPLY_RULES.maxSimilarity);
    }
  });

  it('fails an off-topic reply, caps it at 50 and suggests the post keywords', () => {
    const result = grade({ post: POST, reply: OFF_TOPIC });
    expect(failed(result)).toEqual(['on-topic']);
    expect(result.checks[6]!.params).toEqual({ overlap: 0, keywords: '' });
    expect(result.score).toBe(50);
    expect(result.fixes).toEqual([
      "Mention something from the post (e.g. 'pricing', 'tiers', 'hidden'); right now the reply shares no keyword with it.",
    ]);
    expect(isOnTopic(POST, result.rewrite).onTopic).toBe(true);
    expect(result.rewrite.startsWith('I love long walks on the beach')).toBe(true);
  });

  it('rewrites in the reply language and keeps emoji whole', () => {
    const spanish = grade({
      post: 'Acabamos de lanzar nuestra nueva página de precios con tres planes.',
      reply: '¡Qué buena noticia! «Precios claros» — por fin; me encanta.',
    });
    expect(replyLanguage('¡Qué buena noticia! Precios claros, por fin.')).toBe('es');
    expect(
      spanish.rewrite.startsWith('¡Qué buena noticia! Precios claros, por fin. Me encanta.'),
    ).toBe(true);
    expect(spanish.rewrite).toMatch(/Lo que dices sobre|Vuelvo una y otra vez/u);
    expectRewriteForm(spanish.rewrite);

    const emoji = grade({ post: '🔥🔥🔥', reply: '👨‍👩‍👧‍👦'.repeat(60) });
    expectRewriteForm(emoji.rewrite);
    expect(emoji.rewrite.length).toBeLessThanOrEqual(400);
    // Never half a surrogate pair, never half a family emoji.
    expect(emoji.rewrite).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(emoji.rewrite.replaceAll('👨‍👩‍👧‍👦', '')).not.toMatch(/[👨👩👧👦]/u);
  });

  it('detects the rewrite language from the script, then from stop words', () => {
    expect(replyLanguage('素晴らしい投稿です')).toBe('ja');
    expect(replyLanguage('这是很好的内容')).toBe('zh');
    expect(replyLanguage('Отличный пост')).toBe('ru');
    expect(replyLanguage('बहुत बढ़िया')).toBe('hi');
    expect(replyLanguage('خطة رائعة')).toBe('ar');
    expect(replyLanguage('좋은 글이네요')).toBe('ko');
    expect(replyLanguage('Das ist eine gute Idee und sehr klar')).toBe('de');
    expect(replyLanguage("C'est une très bonne idée pour nous")).toBe('fr');
    expect(replyLanguage('Isso é muito bom para você')).toBe('pt');
    expect(replyLanguage('This is great')).toBe('en');
    expect(replyLanguage('🔥🔥')).toBeNull();
  });
});

describe('phrasebooks', () => {
  it('hold nine keyword sentences and eight general ones per language, with no banned punctuation', () => {
    for (const [language, book] of Object.entries(PHRASEBOOKS)) {
      expect(book.topical, language).toHaveLength(9);
      expect(book.general, language).toHaveLength(8);
      for (const sentence of [...book.topical, ...book.general, ...book.fallbackTopics]) {
        for (const find of [findDashes, findColons, findSemicolons, findQuotes]) {
          expect(find(sentence), `${language}: ${sentence}`).toEqual([]);
        }
      }
      for (const sentence of book.topical) {
        expect(sentence.split('{k}'), `${language}: ${sentence}`).toHaveLength(2);
      }
      // Enough text to pad an empty reply to 200 characters.
      const pool = [...book.topical, ...book.general].join(book.joiner);
      expect(replyLength(pool), language).toBeGreaterThan(REPLY_RULES.minLength + 50);
    }
  });
});

interface CorpusEntry {
  input: { post: string; reply: string; previousReplies?: string[] };
  options: object;
}
const corpus = corpusJson as CorpusEntry[];

describe('reply-grade corpus', () => {
  it('has at least 50 varied inputs, all valid for the schemas', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    for (const entry of corpus) {
      expect(ReplyGradeInputSchema.safeParse(entry.input).success, entry.input.reply).toBe(true);
      expect(ReplyGradeOptionsSchema.safeParse(entry.options).success).toBe(true);
    }
  });

  it('grades every input into a valid result whose rewrite passes the rules', () => {
    for (const entry of corpus) {
      const input: ReplyGradeInput = ReplyGradeInputSchema.parse(entry.input);
      const result = gradeReply(input, ReplyGradeOptionsSchema.parse(entry.options));
      const parsed = ReplyGradeResultSchema.safeParse(result);
      expect(parsed.success, `${input.reply}: ${parsed.error?.message}`).toBe(true);
      expectRewriteForm(result.rewrite);
      const rewriteChecks = checkReply(result.rewrite, input);
      for (const rule of ['length', 'no-dashes', 'no-colons', 'no-semicolons', 'no-quotes']) {
        expect(rewriteChecks.find((check) => check.rule === rule)!.passed, rule).toBe(true);
      }
      for (const previous of input.previousReplies) {
        expect(replySimilarity(result.rewrite, previous), result.rewrite).toBeLessThan(0.7);
      }
      const hasQuotableKeyword = extractKeywords(input.post).some((k) => replyLength(k.word) <= 60);
      if (hasQuotableKeyword) {
        expect(isOnTopic(input.post, result.rewrite).onTopic, result.rewrite).toBe(true);
      }
      expect(result.fixes.length === 0).toBe(result.checks.every((check) => check.passed));
    }
  });

  it('is deterministic', () => {
    for (const entry of corpus) {
      const input = ReplyGradeInputSchema.parse(entry.input);
      expect(gradeReply(input, {})).toEqual(gradeReply(structuredClone(input), {}));
    }
  });
});

describe('gradeReply on random text', () => {
  /** Random Unicode (lone surrogates included) mixed with words and marks the rules care about. */
  const text = (maxPieces: number) =>
    fc
      .array(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.string({ unit: 'binary', maxLength: 20 }),
          fc.constantFrom(
            'pricing ',
            'small teams ',
            '—',
            '-',
            ':',
            '；',
            '"',
            "'",
            '«',
            '」',
            ' ',
            '\n',
            '😂',
            '👨‍👩‍👧‍👦',
            "don't ",
            'well-known ',
            'https://a-b.com/x:y ',
            '価格プラン',
          ),
        ),
        { minLength: 1, maxLength: maxPieces },
      )
      .map((pieces) => pieces.join(''));

  it('never throws, fits the result schema and rewrites within the rules, on topic', () => {
    fc.assert(
      fc.property(
        text(40),
        text(40),
        fc.array(text(15), { maxLength: 5 }),
        (post, reply, previous) => {
          const parsed = ReplyGradeInputSchema.safeParse({
            post,
            reply,
            previousReplies: previous,
          });
          fc.pre(parsed.success);
          const result = gradeReply(parsed.data, {});
          expect(ReplyGradeResultSchema.safeParse(result).success).toBe(true);
          expectRewriteForm(result.rewrite);
          if (extractKeywords(parsed.data.post).some((k) => replyLength(k.word) <= 60)) {
            expect(isOnTopic(parsed.data.post, result.rewrite).onTopic).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
