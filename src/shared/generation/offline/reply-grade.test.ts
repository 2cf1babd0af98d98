import { describe, expect, it } from 'vitest';
import corpusJson from '../../../../tests/fixtures/generation/reply-grade-inputs.json';
import fc from 'fast-check';
import {
  REPLY_CRITERIA,
  REPLY_RULE_IDS,
  REPLY_SUGGESTION_IDS,
  ReplyGradeInputSchema,
  ReplyGradeOptionsSchema,
  ReplyGradeResultSchema,
  replyGradeBand,
  type ReplyGradeResult,
} from '../schemas.ts';
import { X_MAX_WEIGHTED_LENGTH, checkReply, replyLength } from '../../reply-rules/index.ts';
import { ADVICE, ADVICE_LANGUAGES, adviceText } from './reply-advice.ts';
import { gradeReply, replyLanguage } from './reply-grade.ts';

const POST =
  'We just launched usage-based pricing for small teams. Three tiers, no seat fees. Curious what people think.';
/** Relevant, specific, first-hand, with a question: what a good reply looks like. */
const GOOD_REPLY =
  'We moved to usage pricing at 12 seats last year and churn dropped, but two customers got a surprise $900 bill in one month. A spending alert at 80% of the cap fixed it. Do you show teams their usage before the invoice?';

const grade = (
  input: { post: string; reply: string; previousReplies?: string[] },
  options: { language?: string } = {},
) => gradeReply(ReplyGradeInputSchema.parse(input), ReplyGradeOptionsSchema.parse(options));
const band = (result: ReplyGradeResult) => replyGradeBand(result.score).band;
const ids = (result: ReplyGradeResult) => result.suggestions.map((s) => s.id);
const criterion = (result: ReplyGradeResult, id: string) =>
  result.criteria.find((c) => c.criterion === id)!;
/** Advice that asks for more length. */
const LENGTHEN = ['say-more'];

describe('gradeReply: the score', () => {
  it('grades a relevant, specific, first-hand reply with a question as good', () => {
    const result = grade({ post: POST, reply: GOOD_REPLY });
    expect(band(result)).toBe('good');
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(criterion(result, 'relevance').score).toBeGreaterThanOrEqual(7);
    expect(criterion(result, 'specificity').score).toBe(10);
    expect(criterion(result, 'hook')).toMatchObject({ score: 9, note: 'strong' });
    expect(ids(result)).not.toContain('ask-question');
    expect(ids(result)).not.toContain('add-detail');
    expect(result).not.toHaveProperty('rewrite');
  });

  it('separates good, mediocre and bad replies to the same post', () => {
    const good = grade({ post: POST, reply: GOOD_REPLY });
    const mediocre = grade({
      post: POST,
      reply: 'Usage-based pricing makes sense for small teams. Good luck with the launch!',
    });
    const spam = grade({
      post: POST,
      reply: 'We wrote a guide on pricing here: bit.ly/pricing-guide-2024 check it out',
    });
    const praise = grade({ post: POST, reply: 'Great post! 🔥🔥🔥 Love this!!' });
    expect(band(good)).toBe('good');
    expect(band(mediocre)).toBe('mediocre');
    expect(band(spam)).toBe('bad');
    expect(band(praise)).toBe('bad');
    expect(good.score).toBeGreaterThan(mediocre.score);
    expect(mediocre.score).toBeGreaterThan(spam.score);
  });

  it('does not hold a short, strong reply to any minimum length', () => {
    const result = grade({
      post: 'Our startup cloud bill went from $4k to $19k in two months. Where do we even start?',
      reply: 'Check for idle dev databases first. We found 9 running 24/7 that nobody used.',
    });
    expect(
      replyLength('Check for idle dev databases first. We found 9 running 24/7 that nobody used.'),
    ).toBeLessThan(100);
    expect(band(result)).toBe('good');
    expect(criterion(result, 'length')).toMatchObject({ score: 10, note: 'strong' });
    expect(ids(result).some((id) => LENGTHEN.includes(id))).toBe(false);
  });

  it('grades a natural Japanese reply of about 50 characters good, with no length advice', () => {
    const reply =
      '散歩から始めるの良いですね。自分は15分歩くだけで午前の集中力が全然違いました。雨の日はどうしていますか？';
    const result = grade(
      {
        post: '在宅勤務を3年続けて、やっと朝のルーティンが固まった。まず散歩、それからメール。',
        reply,
      },
      { language: 'ja' },
    );
    expect([...reply].length).toBeLessThan(60);
    expect(band(result)).toBe('good');
    // X's weighted count: each Japanese character 2, the digits 1.
    expect(criterion(result, 'length').params).toEqual({ length: replyLength(reply), max: 280 });
    expect(ids(result).some((id) => LENGTHEN.includes(id) || id === 'too-long')).toBe(false);
  });

  it('keeps spam, self-promotion, hashtag piles and insults in the bad band', () => {
    const bad = [
      'I teach TypeScript in my 30-day bootcamp, DM me for a discount code 🚀',
      'Earn $3000 weekly trading forex, message me on WhatsApp to start today',
      'So true! #pricing #saas #startups #growth #founders',
      'This is the dumbest take I have read all week. You have clearly never run a business.',
      'Follow me and I will follow back! Let us grow together 🚀🚀',
    ];
    for (const reply of bad) expect(band(grade({ post: POST, reply })), reply).toBe('bad');
  });

  it('grades civil disagreement with a reason above agreement that adds nothing', () => {
    const post = 'Remote teams do not need daily standups. Async updates work better.';
    const disagree = grade({
      post,
      reply:
        'I would push back a bit. Our team of 6 tried async only for 3 months and blockers sat for a day before anyone noticed.',
    });
    const agree = grade({ post, reply: 'Totally agree!' });
    expect(band(disagree)).toBe('good');
    expect(criterion(disagree, 'tone').score).toBeGreaterThanOrEqual(8);
    expect(band(agree)).toBe('bad');
  });

  it('does not score a reply over 280 as postable', () => {
    const reply = `${GOOD_REPLY} ${GOOD_REPLY}`;
    const result = grade({ post: POST, reply });
    expect(replyLength(reply)).toBeGreaterThan(X_MAX_WEIGHTED_LENGTH);
    expect(criterion(result, 'length')).toMatchObject({ score: 0, note: 'over' });
    expect(band(result)).toBe('bad');
    const cut = replyLength(reply) - X_MAX_WEIGHTED_LENGTH;
    expect(result.suggestions[0]).toEqual({
      id: 'too-long',
      text: `Cut at least ${cut} characters: X allows 280 in a reply and this one counts ${replyLength(reply)}.`,
    });
  });

  it('caps a near copy of an earlier reply', () => {
    const result = grade({
      post: POST,
      reply: GOOD_REPLY,
      previousReplies: ['Something else.', GOOD_REPLY],
    });
    expect(band(result)).toBe('bad');
    expect(result.suggestions[0]!.id).toBe('rewrite-fresh');
    expect(result.suggestions[0]!.text).toContain('100%');
    expect(result.suggestions[0]!.text).toContain('number 2');
  });

  it('leaves the house style out of the score: dashes, colons, quotes and length cost nothing', () => {
    const plain = grade({ post: POST, reply: GOOD_REPLY });
    const styled = grade({
      post: POST,
      reply: GOOD_REPLY.replace('last year and', 'last year — and').replace(
        '. A spending',
        ': a spending',
      ),
    });
    expect(styled.score).toBe(plain.score);
    expect(styled.houseStyle.find((c) => c.rule === 'no-dashes')!.passed).toBe(false);
    expect(plain.houseStyle.find((c) => c.rule === 'no-dashes')!.passed).toBe(true);
  });
});

describe('gradeReply: the house style', () => {
  it('reports the seven house-style checks, as checkReply does', () => {
    const input = { post: POST, reply: GOOD_REPLY, previousReplies: [] };
    const result = grade(input);
    expect(result.houseStyle).toEqual(checkReply(GOOD_REPLY, input));
    expect(result.houseStyle.map((c) => c.rule)).toEqual([...REPLY_RULE_IDS]);
  });

  it('lets hyphenated words, times and ratios pass', () => {
    const reply =
      'A well-known trick: we keep a 3:1 ratio of focus blocks to meetings and check email at 10:30 only.';
    const result = grade({ post: POST, reply });
    const check = (rule: string) => result.houseStyle.find((c) => c.rule === rule)!;
    expect(check('no-dashes').passed).toBe(true);
    // The colon after "trick" is the one counted.
    expect(check('no-colons').params).toEqual({ found: ':', count: 1 });
  });
});

describe('gradeReply: suggestions', () => {
  it('names each problem it found, with the counts', () => {
    const result = grade({
      post: POST,
      reply: 'Love this 🔥🔥🔥 #pricing #saas check my profile bit.ly/x',
    });
    expect(ids(result)).toEqual(
      expect.arrayContaining(['drop-promo', 'drop-link', 'cut-hashtags', 'cut-emoji']),
    );
    expect(result.suggestions.find((s) => s.id === 'cut-emoji')!.text).toBe(
      'Cut the emoji (3): one at most, or none.',
    );
    expect(result.suggestions.find((s) => s.id === 'cut-hashtags')!.text).toBe(
      'Cut the hashtags (2): in a reply they read as spam.',
    );
    // Spam is not polished: no "add a question" to an ad.
    expect(ids(result)).not.toContain('ask-question');
  });

  it('quotes the praise it wants replaced', () => {
    const result = grade({ post: POST, reply: 'Great post! 🔥🔥' });
    expect(result.suggestions[0]).toEqual({
      id: 'replace-praise',
      text: 'Replace “Great post! 🔥🔥” with your actual point: what in the post rang true for you, and why?',
    });
  });

  it('asks for a question only when the reply has none, and a sharper one when it is generic', () => {
    const post = 'Writing tip: cut every adverb from your first draft and see what happens.';
    const statement = grade({ post, reply: 'Adverbs are fine in dialogue, less so in narration.' });
    const generic = grade({
      post,
      reply: 'Adverbs are fine in dialogue, less so in narration. Thoughts?',
    });
    const specific = grade({
      post,
      reply: 'Adverbs are fine in dialogue, less so in narration. Do you keep them in dialogue?',
    });
    expect(ids(statement)).not.toContain('sharpen-question');
    expect(ids(generic)).toContain('sharpen-question');
    expect(ids(generic)).not.toContain('ask-question');
    expect(ids(specific)).not.toContain('ask-question');
    expect(ids(specific)).not.toContain('sharpen-question');
  });

  it('asks to name a vague thing rather than add any detail', () => {
    const result = grade({
      post: 'What is the fastest way to learn TypeScript as a beginner?',
      reply: 'I used a tool that checks your code as you type and it helped a lot.',
    });
    expect(ids(result)).toContain('name-thing');
    expect(result.suggestions.find((s) => s.id === 'name-thing')!.text).toContain('“a tool”');
    expect(ids(result)).not.toContain('add-detail');
  });

  it('never asks for a detail next to a number or a name', () => {
    const result = grade({ post: POST, reply: 'Stripe Billing handled this for us.' });
    expect(ids(result)).not.toContain('add-detail');
  });

  it('writes suggestions in the page language, English by default', () => {
    const reply = 'Great post! 🔥🔥🔥';
    expect(grade({ post: POST, reply }).suggestions[0]!.text).toMatch(/^Replace/u);
    expect(grade({ post: POST, reply }, { language: 'es' }).suggestions[0]!.text).toMatch(
      /^Cambia «/u,
    );
    expect(grade({ post: POST, reply }, { language: 'de' }).suggestions[0]!.text).toMatch(
      /^Ersetze „/u,
    );
    expect(grade({ post: POST, reply }, { language: 'ja' }).suggestions[0]!.text).toMatch(/^「/u);
    expect(grade({ post: POST, reply }, { language: 'ar' }).suggestions[0]!.text).toMatch(
      /^استبدل/u,
    );
  });

  it('says nothing to improve about nothing: no suggestions on an excellent reply', () => {
    const result = grade({ post: POST, reply: GOOD_REPLY });
    expect(result.suggestions).toEqual([]);
  });
});

describe('options', () => {
  it('accepts an active interface language and refuses anything else', () => {
    expect(ReplyGradeOptionsSchema.parse({})).toEqual({});
    expect(ReplyGradeOptionsSchema.parse({ language: 'swa' })).toEqual({ language: 'swa' });
    expect(ReplyGradeOptionsSchema.safeParse({ language: 'xx' }).success).toBe(false);
    expect(ReplyGradeOptionsSchema.safeParse({ language: 3 }).success).toBe(false);
    expect(ReplyGradeOptionsSchema.safeParse({ tone: 'nice' }).success).toBe(false);
  });
});

describe('advice texts', () => {
  it('exist for every suggestion in every interface language, with the same fields', () => {
    const fields = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]).sort();
    expect([...ADVICE_LANGUAGES].sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'fri',
      'hi',
      'it',
      'ja',
      'ko',
      'nl',
      'pt',
      'ru',
      'swa',
      'zh',
    ]);
    const keys = Object.keys(ADVICE.en.text);
    for (const id of REPLY_SUGGESTION_IDS) expect(keys).toContain(id);
    for (const language of ADVICE_LANGUAGES) {
      expect(Object.keys(ADVICE[language].text).sort(), language).toEqual([...keys].sort());
      for (const key of keys) {
        const text = ADVICE[language].text[key as keyof typeof ADVICE.en.text];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(fields(text), `${language} ${key}`).toEqual(
          fields(ADVICE.en.text[key as keyof typeof ADVICE.en.text]),
        );
      }
    }
  });

  it('fills figures and quotes words in the language’s quotation marks', () => {
    expect(adviceText('fr', 'tie-to-post', { topic: 'prix' })).toBe(
      'Reliez-la au post : dites quelque chose sur « prix ».',
    );
    expect(adviceText('xx', 'cut-emoji', { count: 3 })).toBe(
      'Cut the emoji (3): one at most, or none.',
    );
  });
});

describe('replyLanguage', () => {
  it('detects the language from the script, then from stop words', () => {
    expect(replyLanguage('素晴らしい投稿です')).toBe('ja');
    expect(replyLanguage('这是很好的内容')).toBe('zh');
    expect(replyLanguage('Отличный пост')).toBe('ru');
    expect(replyLanguage('बहुत बढ़िया')).toBe('hi');
    expect(replyLanguage('خطة رائعة')).toBe('ar');
    expect(replyLanguage('좋은 글이네요')).toBe('ko');
    expect(replyLanguage('Das ist eine gute Idee und sehr klar')).toBe('de');
    expect(replyLanguage("C'est une très bonne idée pour nous")).toBe('fr');
    expect(replyLanguage('Isso é muito bom para você')).toBe('pt');
    expect(replyLanguage('¡Qué buena noticia! Precios claros, por fin.')).toBe('es');
    expect(replyLanguage('This is great')).toBe('en');
    expect(replyLanguage('🔥🔥')).toBeNull();
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

  it('grades every input into a valid result, quickly and deterministically', () => {
    const started = performance.now();
    for (const entry of corpus) {
      const input = ReplyGradeInputSchema.parse(entry.input);
      const result = gradeReply(input, ReplyGradeOptionsSchema.parse(entry.options));
      const parsed = ReplyGradeResultSchema.safeParse(result);
      expect(parsed.success, `${input.reply}: ${parsed.error?.message}`).toBe(true);
      expect(result.criteria.map((c) => c.criterion)).toEqual([...REPLY_CRITERIA]);
      expect(result.rewrite).toBeUndefined();
      expect(gradeReply(structuredClone(input), {})).toEqual(gradeReply(input, {}));
    }
    // Two grades per entry; well under 10 ms each.
    expect((performance.now() - started) / (2 * corpus.length)).toBeLessThan(10);
  });
});

describe('gradeReply on random text', () => {
  /** Random Unicode (lone surrogates included) mixed with words and marks the grader reads. */
  const text = (maxPieces: number) =>
    fc
      .array(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.string({ unit: 'binary', maxLength: 20 }),
          fc.constantFrom(
            'pricing ',
            'small teams ',
            'Great post! ',
            'DM me ',
            '#growth ',
            '@someone ',
            'bit.ly/x ',
            '—',
            '?',
            '？',
            '¿',
            '"',
            ' ',
            '\n',
            '🔥',
            '👨‍👩‍👧‍👦',
            "don't ",
            'well-known ',
            '10:30 ',
            '価格プラン',
            'كلام رائع',
          ),
        ),
        { minLength: 1, maxLength: maxPieces },
      )
      .map((pieces) => pieces.join(''));

  it('never throws, fits the schema and never contradicts the reply', () => {
    fc.assert(
      fc.property(
        text(40),
        text(40),
        fc.array(text(15), { maxLength: 5 }),
        fc.constantFrom(undefined, 'en', 'ja', 'ar', 'swa'),
        (post, reply, previous, language) => {
          const parsed = ReplyGradeInputSchema.safeParse({
            post,
            reply,
            previousReplies: previous,
          });
          fc.pre(parsed.success);
          const result = gradeReply(parsed.data, { language });
          expect(ReplyGradeResultSchema.safeParse(result).success).toBe(true);
          const suggested = ids(result);
          expect(new Set(suggested).size).toBe(suggested.length);
          if (/[?？؟]/u.test(parsed.data.reply)) expect(suggested).not.toContain('ask-question');
          const length = replyLength(parsed.data.reply.trim());
          if (length <= X_MAX_WEIGHTED_LENGTH) expect(suggested).not.toContain('too-long');
          if (suggested.includes('say-more')) expect(length).toBeLessThan(20);
        },
      ),
      { numRuns: 300 },
    );
  });
});
