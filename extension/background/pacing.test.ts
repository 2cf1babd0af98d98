import { describe, expect, it } from 'vitest';
import { REPLY_DELAY_SECONDS } from '../../src/shared/extension/messages.ts';
import {
  browserLabel,
  burstFreeAt,
  chooseCandidates,
  dayDone,
  humanDelayMs,
  localDay,
  msUntilActive,
  searchQueries,
  searchUrl,
} from './pacing.ts';
import { candidate, seeded } from './test-support.ts';

const MIN = 60_000;

describe('pacing', () => {
  it('waits between the minimum and maximum delay, spread rather than uniform', () => {
    const random = seeded(7);
    const delays = Array.from({ length: 2000 }, () => humanDelayMs(random) / 1000);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(REPLY_DELAY_SECONDS.min);
    expect(Math.max(...delays)).toBeLessThanOrEqual(REPLY_DELAY_SECONDS.max);
    const sorted = [...delays].sort((a, b) => a - b);
    const median = sorted[1000]!;
    // Log-normal around the geometric middle (≈ 95 s), not the arithmetic one (165 s).
    expect(median).toBeGreaterThan(75);
    expect(median).toBeLessThan(120);
    expect(humanDelayMs(() => 0)).toBeGreaterThanOrEqual(REPLY_DELAY_SECONDS.min * 1000);
    expect(humanDelayMs(() => 0.999999)).toBeLessThanOrEqual(REPLY_DELAY_SECONDS.max * 1000);
  });

  it('allows 5 replies in any 10 minutes', () => {
    const t = 100 * MIN;
    expect(burstFreeAt([t - 9 * MIN, t - 8 * MIN, t - 2 * MIN, t - MIN], t)).toBeNull();
    const five = [t - 9 * MIN, t - 8 * MIN, t - 3 * MIN, t - 2 * MIN, t - MIN];
    expect(burstFreeAt(five, t)).toBe(t + MIN);
    expect(burstFreeAt([t - 11 * MIN, ...five.slice(1)], t)).toBeNull();
  });

  it('knows the active hours, overnight windows and all-day ones', () => {
    const at = (h: number, m = 0) => (h * 60 + m) * MIN;
    const day = { start: '08:00', end: '22:00' };
    expect(msUntilActive(day, at(12), 0)).toBeNull();
    expect(msUntilActive(day, at(7, 30), 0)).toBe(30 * MIN);
    expect(msUntilActive(day, at(22), 0)).toBe(10 * 60 * MIN);
    // The local time, not UTC: 07:30 UTC is 09:30 at UTC+2.
    expect(msUntilActive(day, at(7, 30), 120)).toBeNull();
    const night = { start: '22:00', end: '02:00' };
    expect(msUntilActive(night, at(23), 0)).toBeNull();
    expect(msUntilActive(night, at(1), 0)).toBeNull();
    expect(msUntilActive(night, at(3), 0)).toBe(19 * 60 * MIN);
    expect(msUntilActive({ start: '09:00', end: '09:00' }, at(3), 0)).toBeNull();
    expect(localDay(Date.UTC(2026, 10, 26, 23, 30), 60)).toBe('2026-11-27');
  });

  it('ends the day at the preset, or at the plan when that is lower', () => {
    expect(dayDone(59, 'light', 100)).toBeNull();
    expect(dayDone(60, 'light', 100)).toBe('target-reached');
    expect(dayDone(5, 'optimal', 5)).toBe('allowance-reached');
    expect(dayDone(4, 'optimal', 5)).toBeNull();
    expect(dayDone(240, 'maximum', null)).toBe('target-reached');
  });

  it('chooses qualifying posts only, best first, one per author', () => {
    const posts = [
      candidate(1, { engagement: 499 }),
      candidate(2, { isAd: true }),
      candidate(3, { isOwn: true }),
      candidate(4, { engagement: 900 }),
      candidate(5, { text: '   ' }),
      candidate(6),
      candidate(7, { author: 'User4', url: 'https://x.com/User4/status/77' }),
      candidate(8),
      candidate(9),
      candidate(10, { author: 'me' }),
    ];
    const chosen = chooseCandidates(posts, {
      handledPosts: new Set([candidate(8).url]),
      authorsToday: new Set(['user9']),
      avoidAuthors: new Set(['user6']),
      ownHandle: 'ME',
    });
    expect(chosen.map((p) => p.author)).toEqual(['user4']);
  });

  it("puts the persona's target accounts first and keeps to its languages", () => {
    const posts = [
      candidate(1, { engagement: 9000 }),
      candidate(2, { engagement: 700, author: 'Naval' }),
      candidate(3, { engagement: 5000, language: 'ja' }),
      candidate(4, { engagement: 4000, language: null }),
      candidate(5, { engagement: 3000, language: 'en-GB' }),
    ];
    const chosen = chooseCandidates(posts, {
      handledPosts: new Set(),
      authorsToday: new Set(),
      targetAuthors: new Set(['naval']),
      languages: new Set(['en']),
    });
    // The target first whatever its engagement; Japanese left out; unknown language kept.
    expect(chosen.map((p) => p.author)).toEqual(['Naval', 'user1', 'user4', 'user5']);
    const any = chooseCandidates(posts, {
      handledPosts: new Set(),
      authorsToday: new Set(),
      languages: new Set(),
    });
    expect(any).toHaveLength(5);
  });

  it('searches target accounts, then topics among well-liked posts', () => {
    expect(
      searchQueries({
        topics: ['growth', 'remote work'],
        targetAccounts: ['naval'],
        languages: ['en'],
      }),
    ).toEqual(['from:naval', 'growth min_faves:100 lang:en', 'remote work min_faves:100 lang:en']);
    expect(searchQueries({ topics: ['ai'], targetAccounts: [], languages: ['en', 'ja'] })).toEqual([
      'ai min_faves:100',
    ]);
    expect(searchQueries({ topics: [], targetAccounts: [], languages: [] })).toEqual([]);
    expect(searchUrl('remote work min_faves:100')).toBe(
      'https://x.com/search?q=remote%20work%20min_faves%3A100&src=typed_query',
    );
  });

  it('names the browser for the account page', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
      ),
    ).toBe('Firefox on Windows');
    expect(
      browserLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on macOS');
  });
});
