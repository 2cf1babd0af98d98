import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanText,
  codePointLength,
  collapseSpaces,
  contentWords as extractKeywords,
  isStopword,
  isUrlLike,
  utf16Length,
  words,
} from '../../text-toolkit/index.ts';
import {
  extractEmojis,
  fitWords,
  fnv1a,
  hasEmoji,
  seededIndex,
  seededPick,
  seededShuffle,
  stripEmojis,
  trimEdgePunctuation,
} from './text.ts';

const LONE_SURROGATE = /\p{Cs}/u;

describe('lengths', () => {
  it('counts UTF-16 units and code points', () => {
    expect(utf16Length('🙂')).toBe(2);
    expect(codePointLength('🙂')).toBe(1);
    expect(utf16Length('café')).toBe(4);
    expect(codePointLength('👩‍💻')).toBe(3);
    expect(codePointLength('')).toBe(0);
  });
});

describe('cleanText', () => {
  it('composes to NFC, drops lone surrogates and invisible gaps, collapses whitespace', () => {
    expect(cleanText('cafe\u0301')).toBe('café');
    expect(cleanText('a\uD83D b')).toBe('a b');
    expect(cleanText('  one\n\ttwo\u200B  three\u3000four ')).toBe('one two three four');
    expect(cleanText('ab\u200Bcd word\u2060joiner')).toBe('ab cd wordjoiner');
    expect(cleanText('bell\u0007ring')).toBe('bell ring');
  });

  it('collapseSpaces leaves single spaces only', () => {
    expect(collapseSpaces('  a   b \n c  ')).toBe('a b c');
  });
});

describe('emoji', () => {
  it('extracts whole sequences once each, in order', () => {
    expect(extractEmojis('Hi 👋🏽 and 👩‍💻 then 👋🏽 🇯🇵 1️⃣ ❤️ 🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toEqual([
      '👋🏽',
      '👩‍💻',
      '🇯🇵',
      '1️⃣',
      '❤️',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    ]);
    expect(extractEmojis('plain text 123 #tag')).toEqual([]);
  });

  it('strips every pictograph, flag, keycap and skin tone, keeping the words', () => {
    const stripped = stripEmojis('Chef 🇲🇽 👨🏽‍🍳 1️⃣ ❤️ tacos 🏻');
    expect(stripped.replace(/\s+/g, ' ').trim()).toBe('Chef tacos');
    expect(
      /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3]/u.test(stripped),
    ).toBe(false);
  });

  it('hasEmoji', () => {
    expect(hasEmoji('yoga 🧘')).toBe(true);
    expect(hasEmoji('yoga')).toBe(false);
  });
});

describe('words and keywords', () => {
  it('segments any script into words', () => {
    expect(words('yoga-teacher, 2024!')).toEqual(['yoga', 'teacher', '2024']);
    expect(words('写真とカフェ').length).toBeGreaterThan(1);
    expect(words('写真とカフェ').join('')).toBe('写真とカフェ');
  });

  it('keeps content words once, lower-cased, without function words or links', () => {
    expect(extractKeywords('The best Yoga for the BEST life, yoga! https://x.com/y')).toEqual([
      'best',
      'yoga',
      'life',
    ]);
    expect(extractKeywords('cats and dogs', { minLength: 3 })).toEqual(['cats', 'dogs']);
    expect(extractKeywords('one two three four', { limit: 2 })).toEqual(['one', 'two']);
  });

  it('knows common function words in several languages', () => {
    for (const w of ['With', 'para', 'avec', 'und', 'the']) expect(isStopword(w)).toBe(true);
    for (const w of ['yoga', 'canción', 'Berlin']) expect(isStopword(w)).toBe(false);
  });

  it('recognises web and e-mail addresses', () => {
    for (const t of [
      'https://example.com/a',
      'www.site.org',
      'shop.com',
      'me@mail.io',
      'ftp://x',
    ]) {
      expect(isUrlLike(t)).toBe(true);
    }
    for (const t of ['@nike', 'yoga', 'e.g.', '3.14', 'café']) expect(isUrlLike(t)).toBe(false);
  });

  it('trims separators at the ends only', () => {
    expect(trimEdgePunctuation('...Yoga teacher.')).toBe('Yoga teacher');
    expect(trimEdgePunctuation('| a & b |')).toBe('a & b');
    expect(trimEdgePunctuation('¿Qué?')).toBe('¿Qué?');
  });
});

describe('fitWords', () => {
  it('returns short text unchanged', () => {
    expect(fitWords('yoga teacher', 20)).toBe('yoga teacher');
  });

  it('cuts at a word boundary, never inside a word', () => {
    expect(fitWords('alpha beta gamma delta', 13)).toBe('alpha beta');
    expect(fitWords('alpha beta gamma delta', 16)).toBe('alpha beta gamma');
  });

  it('prefers the end of a clause when it keeps most of the text', () => {
    expect(fitWords('Fitness coach for busy moms | Meal plans and home workouts', 40)).toBe(
      'Fitness coach for busy moms',
    );
    // The clause would keep too little: cut at the last word instead.
    expect(fitWords('Coach | meal plans and home workouts for everyone', 30)).toBe(
      'Coach | meal plans and home',
    );
  });

  it('cuts Chinese and Japanese at dictionary word boundaries', () => {
    const out = fitWords('我爱摄影，喜欢旅行和美食', 7);
    expect(out.length).toBeLessThanOrEqual(7);
    expect('我爱摄影，喜欢旅行和美食'.startsWith(out)).toBe(true);
    expect(out).toBe('我爱摄影，喜欢');
    expect(fitWords('我爱摄影，喜欢旅行和美食', 5)).toBe('我爱摄影');
  });

  it('cuts a single over-long word at a grapheme, never inside an emoji', () => {
    const out = fitWords('a👩‍💻👩‍💻👩‍💻', 6);
    expect(out).toBe('a👩‍💻');
    expect(fitWords('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });

  it('property: fits, is part of the text, is well-formed', () => {
    const unit = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.constantFrom(' ', '🙂', '👩‍💻', 'é', '|', ',', 'yoga', '摄影', '🇯🇵'),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (t, max) => {
        const out = fitWords(t, max);
        if (t.length <= max) expect(out).toBe(t);
        else expect(out.length).toBeLessThanOrEqual(max);
        expect(t.includes(out)).toBe(true);
        if (!LONE_SURROGATE.test(t)) expect(LONE_SURROGATE.test(out)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('deterministic choice', () => {
  it('fnv1a matches the published 32-bit test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('seededIndex and seededPick are stable and in range', () => {
    for (const seed of ['a', 'yoga', '写真', '']) {
      const i = seededIndex(seed, 7);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(7);
      expect(seededIndex(seed, 7)).toBe(i);
    }
    expect(seededPick(['x', 'y', 'z'], 'yoga')).toBe(seededPick(['x', 'y', 'z'], 'yoga'));
  });

  it('seededShuffle is a stable permutation that depends on the seed', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const one = seededShuffle(items, 'yoga');
    expect([...one].sort()).toEqual(items);
    expect(seededShuffle(items, 'yoga')).toEqual(one);
    const orders = new Set(['a', 'b', 'c', 'd', 'e'].map((s) => seededShuffle(items, s).join('')));
    expect(orders.size).toBeGreaterThan(1);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
