import { describe, expect, it } from 'vitest';
import { asciiDigits, parseCount } from './counts.ts';

describe('parseCount', () => {
  it('reads exact counts from aria-labels in any language', () => {
    expect(parseCount('1,234 Replies. Reply')).toBe(1234);
    expect(parseCount('12 reposts. Repost')).toBe(12);
    expect(parseCount('1,234,567 Likes. Liked')).toBe(1_234_567);
    expect(parseCount('1,234 件の返信。返信する')).toBe(1234);
    expect(parseCount('١٬٢٣٤ من الردود. رد')).toBe(1234);
    expect(parseCount('\u200f٥٦ من الإعجابات. إعجاب')).toBe(56);
    expect(parseCount('1.234 Antworten')).toBe(1234);
    expect(parseCount('1\u202f234 réponses')).toBe(1234);
    expect(parseCount('1 234 567 réponses')).toBe(1_234_567);
    expect(parseCount('12,34,567 जवाब')).toBe(1_234_567);
    expect(parseCount('१,२३४ जवाब')).toBe(1234);
    expect(parseCount('۱۲ پاسخ')).toBe(12);
    expect(parseCount('１２３ 件のいいね')).toBe(123);
  });

  it('reads abbreviated visible counts', () => {
    expect(parseCount('1.2K')).toBe(1200);
    expect(parseCount('12.3K')).toBe(12_300);
    expect(parseCount('987.7M')).toBe(987_700_000);
    expect(parseCount('1.2万')).toBe(12_000);
    expect(parseCount('12.3万')).toBe(123_000);
    expect(parseCount('9.9億')).toBe(990_000_000);
    expect(parseCount('1234')).toBe(1234);
    expect(parseCount('١٫٢ ألف')).toBe(1200);
    expect(parseCount('1.2 مليون')).toBe(1_200_000);
    expect(parseCount('1,2 k')).toBe(1200);
    expect(parseCount('1,2 mil')).toBe(1200);
    expect(parseCount('1,2 Mio.')).toBe(1_200_000);
    expect(parseCount('1,2 тыс.')).toBe(1200);
    expect(parseCount('1.2천')).toBe(1200);
    expect(parseCount('12.3 लाख')).toBe(1_230_000);
  });

  it('does not take words for abbreviations, and finds nothing where there is no number', () => {
    expect(parseCount('12 Me gusta')).toBe(12);
    expect(parseCount('3 Mal geteilt')).toBe(3);
    expect(parseCount('Reply')).toBeNull();
    expect(parseCount('いいねする')).toBeNull();
    expect(parseCount('')).toBeNull();
    expect(parseCount(null)).toBeNull();
  });

  it('maps other digit systems to ASCII', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('abc 12')).toBe('abc 12');
  });
});
