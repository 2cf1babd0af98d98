import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGE_CODES } from '../../../shared/languages.ts';
import {
  localizeHref,
  pickerLists,
  planLanguageChange,
  storePreferredLanguage,
} from './language-change.ts';

describe('language change', () => {
  it('moves the current page under the new prefix, keeping query and hash', () => {
    expect(planLanguageChange({ pathname: '/', search: '', hash: '' }, 'es')).toEqual({
      href: '/es',
      reload: false,
    });
    expect(planLanguageChange({ pathname: '/es/about', search: '?a=1', hash: '#x' }, 'en')).toEqual(
      {
        href: '/about?a=1#x',
        reload: false,
      },
    );
    expect(planLanguageChange({ pathname: '/fr/pricing' }, 'swa')?.href).toBe('/swa/pricing');
  });

  it('reloads on tool pages', () => {
    expect(planLanguageChange({ pathname: '/tools/reply-grader' }, 'de')).toEqual({
      href: '/de/tools/reply-grader',
      reload: true,
    });
    expect(planLanguageChange({ pathname: '/es/youtube-retention-calculator' }, 'ar')?.reload).toBe(
      true,
    );
    expect(planLanguageChange({ pathname: '/about' }, 'ar')?.reload).toBe(false);
  });

  it('refuses inactive or unknown languages', () => {
    expect(planLanguageChange({ pathname: '/' }, 'bn')).toBeNull();
    expect(planLanguageChange({ pathname: '/' }, 'xx')).toBeNull();
  });

  it('localizes hrefs with a query or a hash', () => {
    expect(localizeHref('/#pricing', 'es')).toBe('/es#pricing');
    expect(localizeHref('/auth?plan=creator', 'ar')).toBe('/ar/auth?plan=creator');
    expect(localizeHref('/auth?plan=creator', 'en')).toBe('/auth?plan=creator');
    expect(localizeHref('/', 'fri')).toBe('/fri');
  });

  it('shows the top 6 first and every active language in total', () => {
    const { top, more } = pickerLists('MAIN_MENU', 'en');
    expect(top.map((l) => l.code)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'hi']);
    expect([...top, ...more].map((l) => l.code).sort()).toEqual([...ACTIVE_LANGUAGE_CODES].sort());
  });

  it('keeps the current language in the first list', () => {
    const { top, more } = pickerLists('MAIN_MENU', 'ar');
    expect(top.map((l) => l.code)).toContain('ar');
    expect(more.map((l) => l.code)).not.toContain('ar');
    expect(top.length + more.length).toBe(ACTIVE_LANGUAGE_CODES.length);
  });

  it('stores the preferred language and survives a broken storage', () => {
    const values = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => values.set(k, v) } as unknown as Storage;
    storePreferredLanguage('es', storage);
    expect(values.get('preferredLanguage')).toBe('es');
    const broken = {
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(() => storePreferredLanguage('es', broken)).not.toThrow();
  });
});
