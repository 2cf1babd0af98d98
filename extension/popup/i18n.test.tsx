import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGE_CODES } from '../../src/shared/languages.ts';
import { theme as siteTheme } from '../../src/renderer/theme.ts';
import { appOrigin } from './app-origin.ts';
import { popupLanguage } from './i18n.ts';
import { theme } from './theme.ts';
import { LOCALES } from './test-support.tsx';

/** Every key path of a bundle with its value, `a.b.c`. */
function entries(bundle: object, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entries(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('popup translations', () => {
  const english = new Map(entries(LOCALES.en!));

  it('exist for every language of the site', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...ACTIVE_LANGUAGE_CODES].sort());
  });

  it.each([...ACTIVE_LANGUAGE_CODES].filter((code) => code !== 'en'))(
    '%s has every key of English, no other, with the same placeholders',
    (code) => {
      const bundle = new Map(entries(LOCALES[code]!));
      expect([...bundle.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of bundle) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    },
  );
});

describe('popup language', () => {
  it('maps the browser UI language to ours, English otherwise', () => {
    expect(popupLanguage('pt-BR').code).toBe('pt');
    expect(popupLanguage('zh-CN').code).toBe('zh');
    expect(popupLanguage('zh_TW').code).toBe('zh');
    expect(popupLanguage('ar').direction).toBe('rtl');
    expect(popupLanguage('sw').code).toBe('swa');
    expect(popupLanguage('fy-NL').code).toBe('fri');
    expect(popupLanguage('DE').code).toBe('de');
    expect(popupLanguage('vi').code).toBe('en');
    expect(popupLanguage('').code).toBe('en');
    expect(popupLanguage(undefined).code).toBe('en');
  });
});

describe('popup theme and website', () => {
  it('uses the site theme', () => {
    expect(JSON.stringify(theme)).toBe(JSON.stringify(siteTheme));
  });

  it('links to the production origin, or the first in development', () => {
    const origins = ['http://localhost:8787', 'http://127.0.0.1:8787', 'https://replypilot.app'];
    expect(appOrigin(origins, false)).toBe('https://replypilot.app');
    expect(appOrigin(origins, true)).toBe('http://localhost:8787');
  });
});
