import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../../tests/fixtures/generation/hashtag-inputs.json';
import {
  HASHTAG_GROUPS,
  HASHTAG_LIMITS,
  HASHTAG_PATTERN,
  HASHTAG_PLATFORMS,
  HASHTAG_STRATEGIES,
  HashtagInputSchema,
  HashtagOptionsSchema,
  HashtagResultSchema,
  type HashtagOptions,
  type HashtagPlatform,
  type HashtagResult,
} from '../schemas.ts';
import { PLATFORM_TAGS, generateHashtags, groupSizes } from './hashtags.ts';
import { isStopword, isUrlLike } from '../../text-toolkit/index.ts';

const SIZES: Record<HashtagPlatform, number[]> = {
  instagram: [9, 12, 9],
  twitter: [3, 4, 3],
  linkedin: [3, 4, 3],
  tiktok: [6, 8, 6],
  youtube: [4, 6, 4],
};

const options = (o: Partial<HashtagOptions> = {}): HashtagOptions => HashtagOptionsSchema.parse(o);
const all = (r: HashtagResult) => r.groups.flatMap((g) => g.hashtags);
const run = (content: string, o: Partial<HashtagOptions> = {}) =>
  generateHashtags({ content }, options(o));

/**
 * The content's keywords as the rules read them: whitespace words longer than 3
 * code points, letters and digits kept, empties dropped, case-insensitively unique; plus the
 * documented skips (addresses, no letter, marked letters, > 30 code points, function words).
 */
function specKeywords(content: string): string[] {
  const keys = new Set<string>();
  for (const word of content.normalize('NFC').split(/\s+/u)) {
    if ([...word].length <= 3 || isUrlLike(word) || /\p{L}\p{M}/u.test(word)) continue;
    const tag = word.replace(/[^\p{L}\p{N}]/gu, '');
    if (!/\p{L}/u.test(tag) || [...tag].length > 30 || isStopword(tag)) continue;
    keys.add(tag.toLowerCase());
  }
  return [...keys];
}

/** Every rule a result must obey. */
function checkTags(content: string, opts: HashtagOptions, r: HashtagResult) {
  expect(HashtagResultSchema.safeParse(r).success).toBe(true);
  expect(r.platform).toBe(opts.platform);
  expect(r.strategy).toBe(opts.strategy);
  expect(r.limit).toBe(HASHTAG_LIMITS[opts.platform]);
  expect(r.suggested).toEqual([]);
  const sizes = SIZES[opts.platform];
  r.groups.forEach((g, i) => {
    const { share: _share, ...fixed } = HASHTAG_GROUPS[i]!;
    expect(g).toEqual({ ...fixed, hashtags: g.hashtags });
    expect(g.hashtags.length).toBeLessThanOrEqual(sizes[i]!);
  });

  const tags = all(r);
  for (const t of tags) expect(t).toMatch(HASHTAG_PATTERN);
  expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length);

  const keywords = specKeywords(content);
  const total = sizes.reduce((a, b) => a + b, 0);
  const reserved = Math.max(1, Math.floor(total * 0.2));
  const bodies = tags.map((t) => t.slice(1).toLowerCase());
  if (keywords.length === 0) expect(tags).toEqual([]);
  // The content's own keywords come first (after the strategy's reserved places).
  const own = bodies.filter((b) => keywords.includes(b)).length;
  expect(own).toBeGreaterThanOrEqual(Math.min(keywords.length, total - reserved));
  expect(tags.length).toBeGreaterThanOrEqual(Math.min(keywords.length, total));
  if (keywords.length >= total)
    r.groups.forEach((g, i) => expect(g.hashtags).toHaveLength(sizes[i]!));
  // Nothing invented: every tag is, or is built from, a keyword, or is a platform-general tag.
  for (const b of bodies) {
    const fromContent = keywords.some((k) => b.includes(k));
    expect(fromContent || PLATFORM_TAGS[opts.platform].includes(b)).toBe(true);
  }
}

describe('generateHashtags', () => {
  const rich =
    'Morning yoga flow for beginners: stretch, breathe and relax. Yoga every day keeps stress ' +
    'away! #yoga #wellness Try these poses: downward dog, warrior pose, child pose, cobra, ' +
    'pigeon, bridge, triangle, mountain, lotus, plank, camel, butterfly, garland, dancer, ' +
    'eagle, crescent lunge, chair, tree, boat, locust, fish, happy baby';

  it('splits into 30/40/30 groups of the platform limit (IG 9/12/9 … YouTube 4/6/4)', () => {
    expect(specKeywords(rich).length).toBeGreaterThanOrEqual(30);
    for (const platform of HASHTAG_PLATFORMS) {
      expect(groupSizes(platform)).toEqual(SIZES[platform]);
      const r = run(rich, { platform });
      expect(r.groups.map((g) => g.hashtags.length)).toEqual(SIZES[platform]);
      expect(r.limit).toBe(HASHTAG_LIMITS[platform]);
    }
  });

  it('gives each group its fixed reach, competition, score and trending flag', () => {
    const r = run('yoga flow');
    expect(r.groups.map((g) => g.category)).toEqual(['trending', 'targeted', 'niche']);
    expect(r.groups.map((g) => g.reach_potential)).toEqual(['High', 'Medium', 'Low']);
    expect(r.groups.map((g) => g.competition_level)).toEqual(['High', 'Medium', 'Low']);
    expect(r.groups.map((g) => g.engagement_score)).toEqual([8, 7, 9]);
    expect(r.groups.map((g) => g.trending_status)).toEqual([true, false, false]);
  });

  it('ignores words of 3 characters or fewer, measured before stripping', () => {
    const tags = all(run('a bc the cats!', { platform: 'twitter' }));
    expect(tags).toContain('#cats');
    for (const t of ['#a', '#bc', '#the']) expect(tags).not.toContain(t);
    // 'cat!' is 4 characters raw, so it stays (as 'cat'); 'dog' is 3 and goes.
    const raw = all(run('cat! dog', { strategy: 'niche' }));
    expect(raw).toContain('#cat');
    expect(raw.some((t) => t.includes('dog'))).toBe(false);
  });

  it('keeps letters of any script', () => {
    expect(all(run('Escuché una canción preciosa'))).toContain('#canción');
    expect(all(run('Советы по фотографии'))).toContain('#фотографии');
    expect(all(run('周末 在 上海 拍摄 街头摄影作品'))).toContain('#街头摄影作品');
    expect(all(run('Ninapenda kusoma vitabu'))).toContain('#kusoma');
  });

  it('strips punctuation and emoji inside words, and lower-cases safely', () => {
    const tags = all(run("self-care isn't selfish! ☕coffee☕ İstanbul'da"));
    expect(tags).toContain('#selfcare');
    expect(tags).toContain('#coffee');
    // Lower-casing 'İ' would add a combining dot, so that word keeps its capital.
    expect(tags).toContain('#İstanbulda');
  });

  it('dedupes case-insensitively and keeps one spelling', () => {
    const tags = all(run('coffee Coffee COFFEE coffee!'));
    expect(tags.filter((t) => t.toLowerCase() === '#coffee')).toEqual(['#coffee']);
  });

  it('skips links, addresses, number-only words, function words and marked letters', () => {
    const tags = all(run('https://example.com/blog hello@mail.com 2024 100000 with this yoga योग'));
    expect(tags).toContain('#yoga');
    for (const t of tags) {
      expect(t).not.toMatch(/https|example|mail|^#\d+$|^#with$|^#this$/u);
      expect(t).not.toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it('returns three empty groups when no word is usable, without throwing', () => {
    for (const content of ['hi to me 🙂', '😂😂😂😂 🤣🤣🤣', '!!!! ???? ....', '1234 5678']) {
      const r = run(content);
      expect(r.groups).toHaveLength(3);
      expect(all(r)).toEqual([]);
      expect(r.suggested).toEqual([]);
    }
  });

  it('fills with derived tags built from the content when keywords run short', () => {
    const r = run('yoga', { platform: 'twitter' });
    const tags = all(r);
    expect(tags[0]).toBeDefined();
    expect(tags).toContain('#yoga');
    expect(tags.length).toBe(10);
    for (const t of tags) {
      expect(t.includes('yoga') || PLATFORM_TAGS.twitter.includes(t.slice(1))).toBe(true);
    }
  });

  it('builds compounds from words that stand together', () => {
    const tags = all(run('Morning yoga in the park', { strategy: 'niche' }));
    expect(tags).toContain('#morningyoga');
  });

  describe('strategies', () => {
    const content = 'Morning yoga flow for beginners: stretch, breathe and relax #wellness';
    const by = Object.fromEntries(
      HASHTAG_STRATEGIES.map((s) => [s, all(run(content, { strategy: s }))]),
    ) as Record<(typeof HASHTAG_STRATEGIES)[number], string[]>;
    const generic = (t: string) => PLATFORM_TAGS.instagram.includes(t.slice(1));

    it('all five give different tags', () => {
      const distinct = new Set(HASHTAG_STRATEGIES.map((s) => by[s].join(' ')));
      expect(distinct.size).toBe(5);
    });

    it('trending puts short, broad tags and trend suffixes first', () => {
      const trending = run(content, { strategy: 'trending' }).groups[0]!.hashtags;
      expect(trending.slice(0, 3).every(generic)).toBe(true);
      expect(by.trending).toContain('#yogatrends');
    });

    it('niche uses long-tail compounds and never platform-general tags', () => {
      expect(by.niche.some(generic)).toBe(false);
      expect(by.niche).toContain('#morningyoga');
      expect(by.niche.some((t) => t.endsWith('forbeginners') || t.endsWith('journey'))).toBe(true);
    });

    it('broad-reach weights in every platform-general tag', () => {
      expect(PLATFORM_TAGS.instagram.every((t) => by['broad-reach'].includes(`#${t}`))).toBe(true);
      expect(by.balanced.filter(generic).length).toBeLessThan(
        by['broad-reach'].filter(generic).length,
      );
    });

    it('engagement adds community and conversation tags', () => {
      expect(by.engagement).toContain('#morningcommunity');
      expect(
        by.engagement.some((t) => /(lovers|family|challenge|talk|questions|club)$/u.test(t)),
      ).toBe(true);
    });

    it('balanced mixes suffix tags, compounds and a few platform tags', () => {
      expect(by.balanced.some((t) => /(tips|daily|life|ideas|goals)$/u.test(t))).toBe(true);
      expect(by.balanced).toContain('#morningyoga');
      expect(by.balanced.filter(generic).length).toBeGreaterThan(0);
      expect(by.balanced.filter(generic).length).toBeLessThanOrEqual(2);
    });
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
      const own = HashtagOptionsSchema.parse(f.options);
      checkTags(input.content, own, generateHashtags(input, own));
      const hasKeywords = specKeywords(input.content).length > 0;
      for (const platform of HASHTAG_PLATFORMS) {
        const outputs = new Set<string>();
        for (const strategy of HASHTAG_STRATEGIES) {
          const opts = options({ platform, strategy });
          const r = generateHashtags(input, opts);
          checkTags(input.content, opts, r);
          expect(generateHashtags(input, opts)).toEqual(r);
          outputs.add(JSON.stringify(r.groups.map((g) => g.hashtags)));
        }
        // Strategies change the output whenever the content has a keyword.
        expect(outputs.size).toBe(hasKeywords ? HASHTAG_STRATEGIES.length : 1);
      }
    },
  );

  it('property: any text never throws, obeys every rule, and strategies differ', () => {
    const unit = fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
      fc.constantFrom(' ', '\n', '\uD83D', '🙂', '#', '!', 'yoga', 'canción', '摄影', 'the', 'x'),
    );
    const content = fc
      .string({ unit, minLength: 1, maxLength: 200 })
      .filter((c) => HashtagInputSchema.safeParse({ content: c }).success);
    fc.assert(
      fc.property(content, fc.constantFrom(...HASHTAG_PLATFORMS), (c, platform) => {
        const input = HashtagInputSchema.parse({ content: c });
        const outputs = new Set<string>();
        for (const strategy of HASHTAG_STRATEGIES) {
          const opts = options({ platform, strategy });
          const r = generateHashtags(input, opts);
          checkTags(input.content, opts, r);
          outputs.add(JSON.stringify(r.groups.map((g) => g.hashtags)));
        }
        const hasKeywords = specKeywords(input.content).length > 0;
        expect(outputs.size).toBe(hasKeywords ? HASHTAG_STRATEGIES.length : 1);
      }),
      { numRuns: 200 },
    );
  });

  it('property: posts made of real words in several scripts obey every rule', () => {
    const vocabulary = [
      ...['yoga', 'morning', 'coffee', 'Travel', 'PHOTOGRAPHY', 'beginners', 'tips', 'with'],
      ...['canción', 'fotografía', 'Sonnenaufgang', 'croissant', 'receita', 'chapati'],
      ...['фотографии', 'путешествия', '写真が好き', 'カフェ巡り', '街头摄影', 'التصوير'],
      ...['योग', '2024', 'https://x.com/a', '@natgeo', 'self-care!', '🔥🔥', 'a', 'the'],
    ];
    const post = fc
      .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 60 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(post, fc.constantFrom(...HASHTAG_PLATFORMS), (c, platform) => {
        const outputs = new Set<string>();
        for (const strategy of HASHTAG_STRATEGIES) {
          const opts = options({ platform, strategy });
          const r = generateHashtags({ content: c }, opts);
          checkTags(c, opts, r);
          outputs.add(JSON.stringify(r.groups.map((g) => g.hashtags)));
        }
        expect(outputs.size).toBe(specKeywords(c).length > 0 ? HASHTAG_STRATEGIES.length : 1);
      }),
      { numRuns: 200 },
    );
  });
});
