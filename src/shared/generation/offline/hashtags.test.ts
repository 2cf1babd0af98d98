import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../../tests/fixtures/generation/hashtag-inputs.json';
import {
  HASHTAG_GROUP_CATEGORIES,
  HASHTAG_LIMITS,
  HASHTAG_PATTERN,
  HASHTAG_PLATFORMS,
  HASHTAG_STRATEGIES,
  HashtagInputSchema,
  HashtagOptionsSchema,
  HashtagResultSchema,
  type HashtagOptions,
  type HashtagResult,
} from '../schemas.ts';
import { isNonTopicWord, isStopword } from '../../text-toolkit/index.ts';
import { DATASET, FALLBACK, PLACES } from './hashtag-data/index.ts';
import { NICHES } from './hashtag-data/types.ts';
import {
  MAX_TAG_LENGTH,
  RECOMMENDED_TAGS,
  generateHashtags,
  isCuratedHashtag,
  readHashtagTopics,
} from './hashtags.ts';
import { HASHTAG_LANGUAGES, tagKey } from './hashtags-text.ts';

const options = (o: Partial<HashtagOptions> = {}): HashtagOptions => HashtagOptionsSchema.parse(o);
const all = (r: HashtagResult) => r.groups.flatMap((g) => g.hashtags);
const run = (content: string, o: Partial<HashtagOptions> = {}) =>
  generateHashtags({ content }, options(o));
const lower = (tags: string[]) => tags.map((t) => t.toLowerCase());
const topicsOf = (content: string) => readHashtagTopics(content).topics.map((t) => t.id);

/** Every rule a result must obey, whatever the text. */
function checkResult(content: string, opts: HashtagOptions, r: HashtagResult) {
  expect(HashtagResultSchema.safeParse(r).success).toBe(true);
  expect(Object.keys(r).sort()).toEqual(['groups', 'limit', 'platform', 'strategy', 'suggested']);
  expect(r.platform).toBe(opts.platform);
  expect(r.strategy).toBe(opts.strategy);
  expect(r.limit).toBe(HASHTAG_LIMITS[opts.platform]);
  expect(r.suggested).toEqual([]);
  // Groups: each at most once, in order, never empty, and nothing but a category and tags.
  const categories = r.groups.map((g) => g.category);
  expect(categories).toEqual(HASHTAG_GROUP_CATEGORIES.filter((c) => categories.includes(c)));
  for (const g of r.groups) {
    expect(Object.keys(g).sort()).toEqual(['category', 'hashtags']);
    expect(g.hashtags.length).toBeGreaterThan(0);
  }
  const tags = all(r);
  expect(tags.length).toBeLessThanOrEqual(RECOMMENDED_TAGS[opts.platform]);
  expect(tags.length).toBeLessThanOrEqual(HASHTAG_LIMITS[opts.platform]);
  expect(new Set(tags.map(tagKey)).size).toBe(tags.length);
  const own = new Set(
    [...content.normalize('NFC').matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => tagKey(m[1]!)),
  );
  for (const t of tags) {
    expect(t).toMatch(HASHTAG_PATTERN);
    expect([...t.slice(1)].length).toBeLessThanOrEqual(MAX_TAG_LENGTH);
    if (isCuratedHashtag(t) || own.has(tagKey(t))) continue;
    // Anything else is a name written in the post: whole words of it, no function word.
    expect(t.slice(1), `${t} is not a name of the post`).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(isStopword(t.slice(1)) || isNonTopicWord(t.slice(1).toLowerCase())).toBe(false);
    expect(content.normalize('NFC').replace(/[\s-]+/gu, '')).toContain(t.slice(1));
  }
}

describe('the curated dataset', () => {
  it('has valid, lower-case tags of at most 30 characters and known topics', () => {
    for (const [language, data] of Object.entries(DATASET)) {
      expect(HASHTAG_LANGUAGES).toContain(language);
      for (const [id, row] of Object.entries(data!.niches)) {
        expect(Object.keys(NICHES), `${language}/${id}`).toContain(id);
        expect(row).toHaveLength(4);
        for (const list of row!.slice(1)) {
          for (const item of list.split(/\s+/u).filter(Boolean)) {
            const tag = item.replace(/(@(?:ig|tt|yt|x|li))+$/u, '').split('<')[0]!;
            expect(`#${tag}`, `${language}/${id}: ${item}`).toMatch(HASHTAG_PATTERN);
            expect(tag, `${language}/${id}: ${item}`).toBe(tag.toLowerCase());
            expect([...tag].length).toBeLessThanOrEqual(MAX_TAG_LENGTH);
            expect(isCuratedHashtag(tag)).toBe(true);
          }
        }
      }
    }
    for (const place of PLACES) {
      expect(place.tags.en, place.id).toBeDefined();
      if (place.in) expect(PLACES.map((p) => p.id)).toContain(place.in);
      for (const row of Object.values(place.tags)) {
        for (const tag of row!.join(' ').split(/\s+/u).filter(Boolean)) {
          expect(`#${tag}`, `${place.id}: ${tag}`).toMatch(HASHTAG_PATTERN);
        }
      }
    }
  });

  it('covers every topic deeply in en, es, pt, fr, de, ja and ar, and every site language', () => {
    const topics = Object.keys(NICHES);
    expect(topics.length).toBeGreaterThanOrEqual(40);
    for (const language of ['en', 'es', 'pt', 'fr', 'de', 'ja', 'ar'] as const) {
      expect(Object.keys(DATASET[language]!.niches).sort(), language).toEqual([...topics].sort());
    }
    for (const language of HASHTAG_LANGUAGES) {
      expect(DATASET[language], language).toBeDefined();
      expect(FALLBACK[language], language).toBeDefined();
    }
    for (const [child, parent] of Object.entries(NICHES)) {
      if (parent) expect(Object.keys(NICHES), child).toContain(parent);
    }
  });
});

describe('generateHashtags', () => {
  it("takes a Japanese autumn photo in Kyoto's tags from the dataset, not the caption's words", () => {
    const content =
      '京都の紅葉が見頃を迎えました🍁 早朝の永観堂は人も少なく、燃えるような赤に包まれて最高の時間でした。α7IVで撮影。';
    const r = run(content);
    const tags = lower(all(r));
    for (const t of ['#紅葉', '#京都', '#紅葉狩り', '#秋', '#永観堂']) expect(tags).toContain(t);
    // Japanese Instagram posts commonly add a few English place tags, never most of them.
    expect(tags).toContain('#kyoto');
    const latin = tags.filter((t) => /^#[a-z0-9_]+$/u.test(t));
    expect(latin.length).toBeGreaterThan(0);
    expect(latin.length).toBeLessThanOrEqual(Math.floor(RECOMMENDED_TAGS.instagram / 3) + 2);
    for (const t of ['#早朝', '#見頃', '#最高', '#instagood', '#photooftheday']) {
      expect(tags).not.toContain(t);
    }
    expect(r.groups.every((g) => g.hashtags.length > 0)).toBe(true);
    expect(readHashtagTopics(content)).toMatchObject({
      language: 'ja',
      places: ['kyoto', 'japan'],
    });
  });

  it('never cuts tags out of the caption or glues words into nonsense', () => {
    const cases: [string, string[]][] = [
      [
        'Save this for later! Next week we run our biggest sale under one roof. We shipped dark mode too.',
        ['#save', '#next', '#run', '#under', '#shippeddark', '#darkmode', '#week'],
      ],
      [
        'Receta fácil de patatas bravas caseras 🥔 listas en 10 minutos, ideas para tu aperitivo',
        ['#fácildaily', '#patatasideas', '#fácil', '#minutos', '#caseras', '#listas'],
      ],
    ];
    for (const [content, forbidden] of cases) {
      const tags = lower(all(run(content)));
      for (const t of forbidden) expect(tags, content).not.toContain(t);
      checkResult(content, options(), run(content));
    }
    expect(lower(all(run(cases[1]![0])))).toEqual(
      expect.arrayContaining(['#recetas', '#patatasbravas', '#cocinacasera', '#aperitivo']),
    );
  });

  it('answers in the language of the post', () => {
    const arabic = lower(
      all(run('تمرين اليوم: سكوات وديدلفت 💪 ثلاث جلسات في الأسبوع تكفي للمبتدئين لبناء العضلات')),
    );
    expect(arabic).toEqual(expect.arrayContaining(['#رياضة', '#تمارين', '#بناء_العضلات']));
    const german = lower(
      all(
        run('Wir haben unsere Seed-Runde abgeschlossen und stellen in Berlin ein', {
          platform: 'linkedin',
        }),
      ),
    );
    expect(german).toEqual(expect.arrayContaining(['#startup', '#seedfinanzierung', '#berlin']));
    const portuguese = lower(all(run('Bolo de cenoura com cobertura de chocolate, receita fácil')));
    expect(portuguese).toEqual(expect.arrayContaining(['#bolodecenoura', '#receitas']));
    // A French post gets no Spanish recipe tags.
    const french = lower(all(run('Ma recette de quiche lorraine maison, simple et rapide')));
    expect(french).toEqual(expect.arrayContaining(['#recette', '#quichelorraine']));
    for (const t of ['#recetas', '#receitas', '#cocina']) expect(french).not.toContain(t);
  });

  it('detects the language from the script and the function words', () => {
    const cases: [string, string][] = [
      ['京都の紅葉が見頃です', 'ja'],
      ['周末和朋友去吃了成都火锅', 'zh'],
      ['성수동 신상 카페에서 크로플', 'ko'],
      ['Байкал зимой: прозрачный лёд', 'ru'],
      ['सुबह का योग और प्राणायाम', 'hi'],
      ['طريقة عمل الكبسة السعودية', 'ar'],
      ['Receta fácil de patatas bravas para el aperitivo', 'es'],
      ['Um dia perfeito em Lisboa com os amigos', 'pt'],
      ['Ma recette de quiche pour les amis', 'fr'],
      ['Wir waren mit dem Hund im Wald', 'de'],
      ['Carbonara come si deve, niente panna', 'it'],
      ['Zondagse fietstocht langs de Vecht met een terras', 'nl'],
      ['Safari ya Serengeti na simba', 'swa'],
      ['Morning yoga flow for beginners', 'en'],
      ['patatas bravas', 'es'],
    ];
    for (const [content, language] of cases) {
      expect(readHashtagTopics(content).language, content).toBe(language);
    }
  });

  it('matches topics by their words, not by look-alikes', () => {
    expect(topicsOf('Morning yoga flow: cat-cow, downward dog and child’s pose')).toEqual(['yoga']);
    expect(
      topicsOf('We run a small accounting firm and just hired our fifth accountant'),
    ).not.toContain('running');
    expect(topicsOf('Golden retriever puppy, ten weeks old, first night home')).toContain('dogs');
    expect(topicsOf('Sourdough starter finally doubled, baking the first loaf tomorrow')).toEqual([
      'baking',
    ]);
    expect(topicsOf('Read the guide at https://example.com/blog/sourdough-starter')).toEqual([]);
    // A tag that several topics share (#selfcare) is no sign of any one of them.
    expect(topicsOf("self-care isn't selfish #selfcare #mentalhealth")).not.toContain('skincare');
  });

  it('keeps tags the post asks for by name only for posts that name them', () => {
    expect(lower(all(run('Sourdough starter is bubbling, first loaf tomorrow')))).toContain(
      '#sourdoughstarter',
    );
    expect(lower(all(run('Baking chocolate chip cookies with the kids')))).not.toContain(
      '#sourdoughstarter',
    );
    expect(lower(all(run('Latte art practice: my first rosetta')))).toContain('#latteart');
  });

  it('takes whole names from the post, never a single ordinary word or a name of a pet', () => {
    const book = all(
      run('Finished Fourth Wing at 3 am and I need the sequel NOW. Dragons!', {
        platform: 'tiktok',
      }),
    );
    expect(book).toContain('#FourthWing');
    expect(lower(book)).not.toContain('#now');
    const puppy = lower(
      all(run('Meet Maple, our golden retriever puppy. First night home went well')),
    );
    expect(puppy).not.toContain('#maple');
    expect(puppy).not.toContain('#meet');
    const shouting = lower(
      all(run('BIG ANNOUNCEMENT TODAY: OUR PRODUCT LAUNCH IS LIVE NOW', { platform: 'linkedin' })),
    );
    expect(shouting.some((t) => /announcement|big|today/u.test(t))).toBe(false);
    const own = all(run('Adopt, do not shop 🐈 #adoptdontshop #SeniorCats'));
    expect(lower(own)).toEqual(expect.arrayContaining(['#adoptdontshop', '#seniorcats']));
  });

  it('returns no group at all for a post with nothing to recognise', () => {
    for (const content of [
      'hi to me 🙂',
      '😂😂😂😂 🤣🤣🤣',
      '!!!! ???? ....',
      '1234 5678',
      'the and for with',
    ]) {
      const r = run(content);
      expect(r.groups, content).toEqual([]);
      checkResult(content, options(), r);
    }
  });

  it('sizes the result for the platform and spreads it by the strategy', () => {
    const content =
      'Morning yoga flow for beginners at home: stretching, breathing and a long child’s pose #yoga';
    for (const platform of HASHTAG_PLATFORMS) {
      const r = run(content, { platform });
      expect(all(r).length).toBe(RECOMMENDED_TAGS[platform]);
    }
    const count = (strategy: HashtagOptions['strategy'], category: string) =>
      run(content, { strategy }).groups.find((g) => g.category === category)?.hashtags.length ?? 0;
    expect(count('broad-reach', 'broad')).toBeGreaterThan(count('niche', 'broad'));
    expect(count('niche', 'niche')).toBeGreaterThan(count('broad-reach', 'niche'));
  });

  it('puts no English tag into an X post in another language', () => {
    const tags = all(
      run('今日のカフェはフルーツサンドとカフェラテ☕️ 表参道のおしゃれカフェ', {
        platform: 'twitter',
      }),
    );
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.some((t) => /^#[a-z]+$/u.test(t))).toBe(false);
  });

  it('is deterministic', () => {
    for (const f of fixtures.slice(0, 10)) {
      const o = options(f.options as Partial<HashtagOptions>);
      expect(generateHashtags(f.input, o)).toEqual(generateHashtags(f.input, o));
    }
  });
});

describe('hashtag corpus', () => {
  it('has at least 50 valid fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
    for (const f of fixtures) {
      expect(HashtagInputSchema.safeParse(f.input).success).toBe(true);
      expect(HashtagOptionsSchema.safeParse(f.options).success).toBe(true);
    }
  });

  it.each(fixtures.map((f, i) => [i, f.input.content.slice(0, 40), f] as const))(
    'fixture %i (%s) obeys every rule on every platform and strategy',
    (_i, _name, f) => {
      const input = HashtagInputSchema.parse(f.input);
      for (const platform of HASHTAG_PLATFORMS) {
        for (const strategy of HASHTAG_STRATEGIES) {
          const opts = options({ platform, strategy });
          const r = generateHashtags(input, opts);
          checkResult(input.content, opts, r);
          expect(generateHashtags(input, opts)).toEqual(r);
        }
      }
    },
  );

  it('property: any text never throws and obeys every rule', () => {
    const unit = fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      fc.constantFrom(
        ' ',
        '\n',
        '\uD83D',
        '🙂',
        '#',
        '_',
        '!',
        'yoga',
        'canción',
        '摄影',
        'the',
        'x',
      ),
    );
    const content = fc
      .string({ unit, minLength: 1, maxLength: 200 })
      .filter((c) => HashtagInputSchema.safeParse({ content: c }).success);
    fc.assert(
      fc.property(content, fc.constantFrom(...HASHTAG_PLATFORMS), (c, platform) => {
        const input = HashtagInputSchema.parse({ content: c });
        for (const strategy of HASHTAG_STRATEGIES) {
          const opts = options({ platform, strategy });
          checkResult(input.content, opts, generateHashtags(input, opts));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('property: posts made of real words in several scripts obey every rule', () => {
    const vocabulary = [
      ...['yoga', 'morning', 'coffee', 'Travel', 'PHOTOGRAPHY', 'beginners', 'tips', 'with'],
      ...['canción', 'fotografía', 'Sonnenaufgang', 'croissant', 'receita', 'chapati', 'Kyoto'],
      ...['фотографии', 'путешествия', '写真が好き', 'カフェ巡り', '街头摄影', 'التصوير', 'وصفات'],
      ...[
        'योग',
        '2024',
        'https://x.com/a',
        '@natgeo',
        'self-care!',
        '🔥🔥',
        'a',
        'the',
        '#yoga_life',
      ],
    ];
    const post = fc
      .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 60 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(post, fc.constantFrom(...HASHTAG_PLATFORMS), (c, platform) => {
        for (const strategy of HASHTAG_STRATEGIES) {
          const opts = options({ platform, strategy });
          checkResult(c, opts, generateHashtags({ content: c }, opts));
        }
      }),
      { numRuns: 200 },
    );
  });
});
