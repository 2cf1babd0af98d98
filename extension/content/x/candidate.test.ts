import { describe, expect, it } from 'vitest';
import { PostCandidateSchema } from '../../../src/shared/extension/messages.ts';
import {
  buildCandidate,
  CandidateSet,
  languageOf,
  parseStatusPath,
  type RawPost,
} from './candidate.ts';

const raw = (over: Partial<RawPost> = {}): RawPost => ({
  statusPath: '/Someone_1/status/1860000000000000001',
  host: 'x.com',
  text: 'Shipping beats planning 🚀',
  lang: 'en',
  replies: 12,
  reposts: 40,
  likes: 1234,
  views: 56_000,
  placement: false,
  adLabel: false,
  liked: false,
  ...over,
});

describe('buildCandidate', () => {
  it('builds a valid candidate with engagement = replies + reposts + likes', () => {
    const candidate = buildCandidate(raw(), 'me')!;
    expect(PostCandidateSchema.parse(candidate)).toEqual(candidate);
    expect(candidate).toEqual({
      url: 'https://x.com/Someone_1/status/1860000000000000001',
      author: 'Someone_1',
      text: 'Shipping beats planning 🚀',
      language: 'en',
      counts: { replies: 12, reposts: 40, likes: 1234, views: 56_000 },
      engagement: 1286,
      isAd: false,
      isOwn: false,
      liked: false,
    });
  });

  it('marks ads by placement or label, own posts by handle (any case), likes', () => {
    expect(buildCandidate(raw({ placement: true }), 'me')!.isAd).toBe(true);
    expect(buildCandidate(raw({ adLabel: true }), 'me')!.isAd).toBe(true);
    expect(buildCandidate(raw(), 'someone_1')!.isOwn).toBe(true);
    expect(buildCandidate(raw(), null)!.isOwn).toBe(false);
    expect(buildCandidate(raw({ liked: true }), 'me')!.liked).toBe(true);
  });

  it('keeps twitter.com, drops photo suffixes, treats missing counts as 0 and views as unknown', () => {
    const candidate = buildCandidate(
      raw({
        host: 'twitter.com',
        statusPath: '/someone/status/42/photo/1',
        replies: null,
        views: null,
      }),
      'me',
    )!;
    expect(candidate.url).toBe('https://twitter.com/someone/status/42');
    expect(candidate.counts).toEqual({ replies: 0, reposts: 40, likes: 1234, views: null });
    expect(PostCandidateSchema.safeParse(candidate).success).toBe(true);
  });

  it('refuses what is not a status, and caps the text', () => {
    expect(buildCandidate(raw({ statusPath: '/home' }), 'me')).toBeNull();
    expect(buildCandidate(raw({ statusPath: '/a_handle_too_long_x/status/1' }), 'me')).toBeNull();
    expect(buildCandidate(raw({ text: 'x'.repeat(5000) }), 'me')!.text).toHaveLength(4000);
  });
});

describe('languageOf and parseStatusPath', () => {
  it('gives languages, not X’s non-language tags', () => {
    expect(languageOf('ja')).toBe('ja');
    expect(languageOf('en-GB')).toBe('en-GB');
    for (const tag of ['und', 'qme', 'qam', 'qht', 'qst', 'zxx', '', null, 'not a tag'])
      expect(languageOf(tag)).toBeNull();
  });

  it('reads author and id', () => {
    expect(parseStatusPath('/growthnotes/status/123?s=20')).toEqual({
      author: 'growthnotes',
      id: '123',
    });
    expect(parseStatusPath('/i/lists/1')).toBeNull();
  });
});

describe('CandidateSet', () => {
  const post = (id: number, engagement: number) =>
    buildCandidate(
      raw({ statusPath: `/a/status/${id}`, replies: 0, reposts: 0, likes: engagement }),
      null,
    )!;

  it('keeps each post once and at most the cap, preferring higher engagement', () => {
    const set = new CandidateSet(3);
    set.add('1', post(1, 10));
    set.add('1', post(1, 99));
    set.add('2', post(2, 600));
    set.add('3', post(3, 5));
    set.add('4', post(4, 700));
    set.add('5', post(5, 1));
    expect(set.size).toBe(3);
    expect(set.seenCount).toBe(5);
    expect(set.has('5')).toBe(true);
    expect(
      set
        .list()
        .map((p) => p.engagement)
        .sort((a, b) => a - b),
    ).toEqual([10, 600, 700]);
  });
});
