import { describe, expect, it } from 'vitest';
import corpusJson from '../../../../tests/fixtures/generation/viral-inputs.json';
import fc from 'fast-check';
import {
  ViralInputSchema,
  ViralOptionsSchema,
  ViralResultSchema,
  viralBand,
  type ViralNote,
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

/** The codes of some notes, for compact assertions. */
const codes = (notes: ViralNote[]) => notes.map((note) => ('code' in note ? note.code : 'text'));
const note = (notes: ViralNote[], code: string) =>
  notes.find((item) => 'code' in item && item.code === code) as
    Extract<ViralNote, { code: string }> | undefined;

const THREAD =
  'Why do 90% of creators quit in their first year?\n\nI asked 200 of them.\n\n1. No clear niche\n2. Posting without a hook\n3. Chasing trends instead of people\n\nThe fix is boring: pick one topic, post daily for 90 days.\n\nWhich one hit you hardest? Comment below 👇';

describe('deconstructPost: the analysis is notes, not prose', () => {
  it('writes no sentence of its own: every note is a code with parameters', () => {
    const result = analyse(THREAD, 'twitter');
    const all = [
      result.hookAnalysis.trigger,
      result.hookAnalysis.breakdown,
      result.pacingAnalysis.description,
      result.emotionalTriggers.description,
      result.ctaAnalysis.description,
      result.contentStructure.opening,
      result.contentStructure.body,
      result.contentStructure.close,
      result.contentStructure.flow,
      result.recommendations,
      result.keyTakeaways,
    ].flat();
    expect(all.every((item) => 'code' in item)).toBe(true);
    expect('paragraphs' in result.template).toBe(true);
  });

  it('is the same analysis whatever the page language (the page renders it)', () => {
    const input = ViralInputSchema.parse({ content: THREAD, platform: 'twitter' });
    const english = deconstructPost(input, ViralOptionsSchema.parse({ language: 'en' }));
    expect(deconstructPost(input, ViralOptionsSchema.parse({ language: 'ja' }))).toEqual(english);
    expect(deconstructPost(input, ViralOptionsSchema.parse({}))).toEqual(english);
  });

  it('quotes the post as written, in its own language', () => {
    const { hookAnalysis } = analyse('¿Por qué el 80% de los emprendedores fracasa?');
    expect(note(hookAnalysis.breakdown, 'hook.lead')?.params).toMatchObject({
      quote: { quote: '¿Por qué el 80% de los emprendedores fracasa?' },
      type: { term: 'hookType.question' },
    });
  });
});

describe('deconstructPost: hook', () => {
  it('types a question hook and scores a specific one high', () => {
    const { hookAnalysis } = analyse(THREAD, 'twitter');
    expect(hookAnalysis.type).toBe('question');
    expect(hookAnalysis.wordCount).toBe(10);
    expect(hookAnalysis.score).toBeGreaterThanOrEqual(8);
    expect(codes(hookAnalysis.trigger)).toEqual(['trigger.question']);
    expect(note(hookAnalysis.breakdown, 'hook.uses')?.params).toEqual({
      features: { terms: ['feature.number', 'feature.curiosity', 'feature.specific'] },
    });
  });

  const type = (content: string) => analyse(content).hookAnalysis.type;

  it('recognises every hook type in English', () => {
    expect(type('5 lessons from growing a newsletter to 10,000 subscribers')).toBe('number-list');
    expect(type('73% of B2B buyers read a founder’s posts before a sales call.')).toBe(
      'number-list',
    );
    expect(type('How I went from 0 to 50k followers in 6 months without ads')).toBe('how-to');
    expect(type('Unpopular opinion: you do not need a personal brand.')).toBe('contrarian');
    expect(type('Nobody talks about the real reason side projects die.')).toBe('curiosity-gap');
    expect(type('I quit my job 3 years ago with $4,000 in savings.')).toBe('story');
    expect(type('3 years ago I got laid off on a Tuesday morning.')).toBe('story');
    expect(type('This is the best productivity tool ever made!')).toBe('bold-claim');
    expect(type('Our office moves to Berlin in March.')).toBe('statement');
    expect(type('We just launched dark mode for the desktop app. 🎉')).toBe('statement');
  });

  it('recognises hook types in Spanish, Japanese, Arabic and other languages', () => {
    expect(type('¿Por qué el 80% de los emprendedores fracasa?')).toBe('question');
    expect(type('Почему никто не читает контент?')).toBe('question');
    expect(type('なぜ多くの人がSNSで失敗するのか？')).toBe('question');
    expect(type('لماذا يفشل معظم صناع المحتوى؟')).toBe('question');
    expect(type('Hace 2 años me despidieron por correo.')).toBe('story');
    expect(type('3年前、会社を辞めてフリーランスになった。')).toBe('story');
    expect(type('قبل ثلاث سنوات تركت وظيفتي في البنك.')).toBe('story');
    expect(type('Cómo conseguí 10.000 seguidores en 6 meses:')).toBe('how-to');
    expect(type('朝5時に起きられるようになる方法')).toBe('how-to');
    expect(type('كيف تكتب عنوانًا يجعل الناس يضغطون على منشورك:')).toBe('how-to');
    expect(type('フォロワーが1万人を超えるまでに私がやめた5つの習慣')).toBe('number-list');
    expect(type('5 نصائح لزيادة تفاعل منشوراتك:')).toBe('number-list');
    expect(type('5 errores que están matando tu alcance:')).toBe('number-list');
    expect(type('Deja de perseguir seguidores.')).toBe('contrarian');
    expect(type('正直、毎日投稿はもう古い。')).toBe('contrarian');
    expect(type('توقف عن النشر كل يوم.')).toBe('contrarian');
    expect(type('Nadie te cuenta esto sobre ganar dinero en YouTube:')).toBe('curiosity-gap');
    expect(type('لا أحد يتحدث عن السر الحقيقي وراء نجاح الحسابات الصغيرة 👀')).toBe(
      'curiosity-gap',
    );
    expect(type('AIを使えない人は、5年後に確実に仕事を失う。')).toBe('bold-claim');
    expect(type('Hoy lanzamos nuestra app en México 🎉')).toBe('statement');
  });

  it('scores a vague one-word hook low', () => {
    const { hookAnalysis } = analyse('Coffee');
    expect(hookAnalysis).toMatchObject({ type: 'statement', wordCount: 1 });
    expect(hookAnalysis.score).toBeLessThan(5);
    expect(codes(hookAnalysis.breakdown)).toEqual(['hook.lead', 'hook.plain', 'hook.short']);
  });
});

describe('deconstructPost: structure', () => {
  const kind = (content: string) => analyse(content).contentStructure.kind;

  it('finds lists by their markers in any script, or by parallel lines', () => {
    expect(kind(THREAD)).toBe('list');
    expect(kind('理由はシンプル\n・完璧を目指す\n・数字ばかり見る\n・誰に書くか決めていない')).toBe(
      'list',
    );
    expect(kind('أسباب الفشل:\n١. لا يوجد تخصص\n٢. النشر بدون خطة\n٣. مطاردة الترند')).toBe('list');
    expect(kind('コツ\n① スマホを置く\n② カーテンを開ける')).toBe('list');
    expect(
      kind(
        'What worked:\nI wrote for one reader.\nI shipped every Tuesday.\nI replied to every email.',
      ),
    ).toBe('list');
  });

  it('tells threads, stories, explanations and single claims apart', () => {
    expect(kind('Here is what I learned 🧵\n\n1/ Start small.\n\n2/ Ship weekly.')).toBe('thread');
    expect(
      kind('3 years ago I got laid off.\n\nThat night I sent 40 emails.\n\nToday I run a studio.'),
    ).toBe('story');
    expect(
      kind('「5分だけ休憩しよう」\n\n気づいたら2時間YouTube見てた。\n\n時間泥棒すぎて草'),
    ).toBe('story');
    expect(
      kind(
        'AI will not replace marketers. Marketers who use AI will. I saw it on three teams. The early testers now ship twice as much.',
      ),
    ).toBe('explanation');
    expect(kind('Stop chasing followers. Build trust instead.')).toBe('single-claim');
  });

  it('describes body and close, and the flow as terms', () => {
    const { contentStructure } = analyse(THREAD);
    expect(note(contentStructure.body, 'structure.bodyList')?.params).toEqual({ count: 3 });
    expect(codes(contentStructure.close)).toEqual(['structure.closeAsk']);
    expect(note(contentStructure.flow, 'structure.flow')?.params).toEqual({
      steps: { chain: ['step.hook.question', 'step.body.list', 'step.close.comment'] },
    });
    const single = analyse('Stop chasing followers.');
    expect(codes(single.contentStructure.body)).toEqual(['structure.bodyNone']);
    expect(codes(single.contentStructure.close)).toEqual(['structure.closeHook']);
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
    expect(codes(slow.description)).toContain('pacing.dense');
  });

  it('finds the emotion from words, emoji and punctuation in several languages', () => {
    const primary = (content: string) => analyse(content).emotionalTriggers.primary;
    expect(primary('Wait for it... 😂😂😂 I cannot stop laughing, lol')).toBe('humor');
    expect(primary('This is ridiculous and unfair. I hate how small creators get ignored 😡')).toBe(
      'outrage',
    );
    expect(primary('今日、15年一緒にいた愛犬が虹の橋を渡りました。寂しいよ。')).toBe('sadness');
    expect(primary('اليوم عندي فريق من سبعة أشخاص. لا تستسلم.')).toBe('inspiration');
    expect(primary('¡Últimas 24 horas! El curso está al 50% solo hasta mañana a medianoche.')).toBe(
      'urgency',
    );
    const flat = analyse('The meeting is on Tuesday at the usual place.').emotionalTriggers;
    expect(flat).toMatchObject({ primary: 'none', secondary: 'none', intensity: 0 });
    expect(codes(flat.description)).toEqual(['emotion.none']);
  });

  it('quotes the signals it found, as the post wrote them, and never an empty list', () => {
    const outrage = analyse(
      'Es indignante. Increíble pero cierto: nadie paga 😡',
    ).emotionalTriggers;
    const lead = note(outrage.description, 'emotion.lead');
    expect(lead?.params.signals).toEqual({ quotes: expect.arrayContaining(['😡']) });
    // Curiosity carried by the hook's question alone names the question, not "()".
    const asked = analyse('Why do some posts spread and others die?').emotionalTriggers;
    expect(asked.primary).toBe('curiosity');
    expect(codes(asked.description)[0]).toBe('emotion.leadQuestions');
    expect(note(asked.description, 'emotion.lead')).toBeUndefined();
  });

  it('finds a comment CTA at the end, quoting it', () => {
    const { ctaAnalysis } = analyse(THREAD);
    expect(ctaAnalysis).toMatchObject({ type: 'comment', placement: 'end' });
    expect(ctaAnalysis.effectiveness).toBeGreaterThanOrEqual(8);
    expect(note(ctaAnalysis.description, 'cta.asks.comment')?.params).toEqual({
      quote: { quote: 'Comment below 👇' },
    });
  });

  it('tells CTA types and placements apart, in several languages, and reports none', () => {
    const cta = (content: string, platform?: string) => analyse(content, platform).ctaAnalysis;
    expect(
      cta('Follow me for more tips. Here is my morning routine in three steps.'),
    ).toMatchObject({ type: 'follow', placement: 'opening' });
    expect(cta('Five ways to plan your week.\nSave this for later.').type).toBe('save');
    expect(cta('毎朝の習慣\n・白湯を飲む\n・10分歩く\n\n保存して見返してね').type).toBe('save');
    expect(cta('Tag a friend who needs this.', 'instagram').type).toBe('share');
    expect(cta('Our new pricing page is live. We doubled signups last month.').type).toBe('none');
    expect(cta('I tried three tools this month. Which one should I keep?').type).toBe('question');
    expect(cta('جربت ثلاث أدوات هذا الشهر. أيها أحتفظ به؟').type).toBe('question');
    const link = cta(
      'New post on our blog about pricing. https://example.com/pricing',
      'instagram',
    );
    expect(link.type).toBe('link');
    expect(codes(link.description)).toContain('cta.deadLink');
  });
});

describe('deconstructPost: template', () => {
  it('rebuilds the structure from frames: hook, the list with its own markers, the close', () => {
    const { template } = analyse(THREAD);
    expect(template).toEqual({
      paragraphs: [
        [{ code: 'tpl.hook.question', params: {} }],
        [
          { code: 'tpl.body.item', params: { marker: '1. ', n: 1 } },
          { code: 'tpl.body.item', params: { marker: '2. ', n: 2 } },
          { code: 'tpl.body.item', params: { marker: '3. ', n: 3 } },
        ],
        [{ code: 'tpl.close.comment', params: {} }],
      ],
    });
  });

  it('keeps the post’s numbering system and bullets', () => {
    const markers = (content: string) => {
      const { template } = analyse(content);
      if (!('paragraphs' in template)) throw new Error('offline templates are frames');
      return template.paragraphs[1]!.map((line) => line.params.marker);
    };
    expect(markers('أسباب:\n١. لا تخصص\n٢. لا خطة\n٣. لا جمهور')).toEqual(['١. ', '٢. ', '٣. ']);
    expect(markers('コツ\n① スマホ\n② カーテン\n③ 水')).toEqual(['① ', '② ', '③ ']);
    expect(markers('Tools:\n→ Notion\n→ Stripe')).toEqual(['→ ', '→ ']);
    expect(markers('理由\n・完璧主義\n・数字')).toEqual(['・', '・']);
  });

  it('uses the first-person how-to frame for “How I…” and story beats for a story', () => {
    const howI = analyse('How I grew my newsletter to 10,000 readers in a year').template;
    expect('paragraphs' in howI && howI.paragraphs[0]![0]!.code).toBe('tpl.hook.how-i');
    const story = analyse('3 years ago I got laid off.\n\nThat night I sent 40 emails.').template;
    expect('paragraphs' in story && story.paragraphs.map((p) => p[0]!.code)).toEqual([
      'tpl.hook.story',
      'tpl.body.story1',
      'tpl.body.story2',
      'tpl.body.story3',
      'tpl.close.statement',
    ]);
  });

  it('gives a one-sentence post a one-line template', () => {
    expect(analyse('Consistency beats talent.').template).toEqual({
      paragraphs: [[{ code: 'tpl.hook.bold-claim', params: {} }]],
    });
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
    expect(note(recommendations, 'advice.cutHook')?.params).toEqual({ count: 33 });
    expect(codes(recommendations)).toContain('advice.addAsk');
    expect(codes(recommendations)).toContain('advice.addFigure');
  });

  it('names the platform in length advice, and says “most platforms” for other', () => {
    const short = 'Short post.';
    expect(note(analyse(short, 'linkedin').recommendations, 'advice.tooShort')?.params).toEqual({
      count: 11,
      min: 300,
      platform: 'LinkedIn',
    });
    expect(codes(analyse(short, 'other').recommendations)).toContain('advice.tooShortAny');
  });

  it('gives 5 takeaways, the first about the hook', () => {
    const { keyTakeaways } = analyse(THREAD);
    expect(keyTakeaways).toHaveLength(5);
    expect(keyTakeaways[0]).toEqual({
      code: 'takeaway.hook',
      params: { type: { term: 'hookType.question' }, score: 10, pull: { term: 'pull.question' } },
    });
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

describe('ViralOptionsSchema', () => {
  it('takes a site language and refuses anything else with a clear message', () => {
    expect(ViralOptionsSchema.parse({ language: 'swa' })).toEqual({ language: 'swa' });
    const wrong = ViralOptionsSchema.safeParse({ language: 'xx' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('language is not a supported language');
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
      expect(result.keyTakeaways).toHaveLength(5);
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
        '？',
        '؟',
        '!',
        ' 1. ',
        '١. ',
        '・',
        '① ',
        '1/ ',
        '🧵',
        '#tag ',
        '@someone ',
        'https://x.co/a?b ',
        '😂',
        'Comment below',
        '3 years ago',
        'حزين',
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
