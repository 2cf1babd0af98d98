import { describe, expect, it } from 'vitest';
import {
  ACTIVE_LANGUAGE_CODES,
  SITE_LANGUAGE_CODES,
  LANGUAGES,
  detectLanguage,
  findLanguage,
  localizePath,
  pickerLanguages,
  reloadsOnLanguageChange,
  stripLanguagePrefix,
} from './languages.ts';

describe('language table', () => {
  it('lists 19 languages, 15 active in the spec order, 4 inactive', () => {
    expect(LANGUAGES).toHaveLength(19);
    expect(ACTIVE_LANGUAGE_CODES).toEqual([
      'en',
      'es',
      'pt',
      'fr',
      'de',
      'hi',
      'it',
      'nl',
      'ja',
      'ko',
      'zh',
      'ru',
      'ar',
      'swa',
      'fri',
    ]);
    expect(LANGUAGES.filter((l) => !l.isActive).map((l) => l.code)).toEqual([
      'bn',
      'pa',
      'vi',
      'tl',
    ]);
    expect(new Set(LANGUAGES.map((l) => l.priority)).size).toBe(19);
    expect(LANGUAGES.every((l) => l.priority >= 1 && l.priority <= 19)).toBe(true);
  });

  it('marks Arabic, and only Arabic, right-to-left', () => {
    expect(LANGUAGES.filter((l) => l.direction === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(LANGUAGES.every((l) => l.rtl === (l.direction === 'rtl'))).toBe(true);
  });

  it('uses valid BCP 47 tags for the three-letter codes', () => {
    expect(findLanguage('swa')?.htmlLang).toBe('sw');
    expect(findLanguage('fri')?.htmlLang).toBe('fy');
  });
});

describe('language in the path', () => {
  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/es/about', 'es'],
    ['/swa/about', 'swa'],
    ['/fri', 'fri'],
    ['/vi/about', 'en'], // inactive
    ['/about', 'en'],
    ['/tools/reply-grader', 'en'],
    ['/ES/about', 'en'],
  ])('%s is %s', (path, lang) => expect(detectLanguage(path)).toBe(lang));

  it('strips and adds prefixes', () => {
    expect(stripLanguagePrefix('/es/about')).toBe('/about');
    expect(stripLanguagePrefix('/es')).toBe('/');
    expect(stripLanguagePrefix('/about')).toBe('/about');
    expect(stripLanguagePrefix('/en/about')).toBe('/about');
    expect(localizePath('/about', 'es')).toBe('/es/about');
    expect(localizePath('/es/about', 'en')).toBe('/about');
    expect(localizePath('/es/about', 'ar')).toBe('/ar/about');
    expect(localizePath('/', 'fri')).toBe('/fri');
    expect(localizePath('/about', 'vi')).toBe('/about');
  });

  it('reloads on youtube, instagram, tiktok and tools paths only', () => {
    expect(reloadsOnLanguageChange('/youtube-tools')).toBe(true);
    expect(reloadsOnLanguageChange('/tools/reply-grader')).toBe(true);
    expect(reloadsOnLanguageChange('/es/instagram')).toBe(true);
    expect(reloadsOnLanguageChange('/about')).toBe(false);
  });

  it('shows the top 6 by priority in menus and platform tool lists', () => {
    expect(pickerLanguages('MAIN_MENU').map((l) => l.code)).toEqual([
      'en',
      'es',
      'pt',
      'fr',
      'de',
      'hi',
    ]);
    expect(pickerLanguages('TIKTOK_TOOLS')).toHaveLength(6);
    expect(pickerLanguages('ALL_TOOLS')).toHaveLength(15);
  });

  it('lists the active codes once more as a literal type, the same set', () => {
    expect([...SITE_LANGUAGE_CODES].sort()).toEqual([...ACTIVE_LANGUAGE_CODES].sort());
  });
});
