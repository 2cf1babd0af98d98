/**
 * The language table (docs/product-rules.md#languages). URL prefixes use `code`;
 * `htmlLang` is the BCP 47 tag for `<html lang>` and hreflang, which differs for the two
 * three-letter codes the product uses (`swa` = Swahili `sw`, `fri` = West Frisian `fy`).
 */
export type Direction = 'ltr' | 'rtl';

export interface Language {
  code: string;
  htmlLang: string;
  name: string;
  nativeName: string;
  flag: string;
  direction: Direction;
  region: string;
  rtl: boolean;
  isActive: boolean;
  /** 1 = shown first. */
  priority: number;
}

const ltr = { direction: 'ltr', rtl: false } as const;
const rtl = { direction: 'rtl', rtl: true } as const;

export const LANGUAGES: readonly Language[] = [
  {
    code: 'en',
    htmlLang: 'en',
    name: 'English',
    nativeName: 'English',
    flag: '🇺🇸',
    region: 'Americas',
    ...ltr,
    isActive: true,
    priority: 1,
  },
  {
    code: 'es',
    htmlLang: 'es',
    name: 'Spanish',
    nativeName: 'Español',
    flag: '🇪🇸',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 2,
  },
  {
    code: 'pt',
    htmlLang: 'pt',
    name: 'Portuguese',
    nativeName: 'Português',
    flag: '🇧🇷',
    region: 'Americas',
    ...ltr,
    isActive: true,
    priority: 3,
  },
  {
    code: 'fr',
    htmlLang: 'fr',
    name: 'French',
    nativeName: 'Français',
    flag: '🇫🇷',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 4,
  },
  {
    code: 'de',
    htmlLang: 'de',
    name: 'German',
    nativeName: 'Deutsch',
    flag: '🇩🇪',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 5,
  },
  {
    code: 'hi',
    htmlLang: 'hi',
    name: 'Hindi',
    nativeName: 'हिन्दी',
    flag: '🇮🇳',
    region: 'Asia',
    ...ltr,
    isActive: true,
    priority: 6,
  },
  {
    code: 'it',
    htmlLang: 'it',
    name: 'Italian',
    nativeName: 'Italiano',
    flag: '🇮🇹',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 7,
  },
  {
    code: 'nl',
    htmlLang: 'nl',
    name: 'Dutch',
    nativeName: 'Nederlands',
    flag: '🇳🇱',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 8,
  },
  {
    code: 'ja',
    htmlLang: 'ja',
    name: 'Japanese',
    nativeName: '日本語',
    flag: '🇯🇵',
    region: 'Asia',
    ...ltr,
    isActive: true,
    priority: 9,
  },
  {
    code: 'ko',
    htmlLang: 'ko',
    name: 'Korean',
    nativeName: '한국어',
    flag: '🇰🇷',
    region: 'Asia',
    ...ltr,
    isActive: true,
    priority: 10,
  },
  {
    code: 'zh',
    htmlLang: 'zh',
    name: 'Chinese',
    nativeName: '中文',
    flag: '🇨🇳',
    region: 'Asia',
    ...ltr,
    isActive: true,
    priority: 11,
  },
  {
    code: 'ru',
    htmlLang: 'ru',
    name: 'Russian',
    nativeName: 'Русский',
    flag: '🇷🇺',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 12,
  },
  {
    code: 'ar',
    htmlLang: 'ar',
    name: 'Arabic',
    nativeName: 'العربية',
    flag: '🇸🇦',
    region: 'Middle East',
    ...rtl,
    isActive: true,
    priority: 13,
  },
  {
    code: 'swa',
    htmlLang: 'sw',
    name: 'Swahili',
    nativeName: 'Kiswahili',
    flag: '🇰🇪',
    region: 'Africa',
    ...ltr,
    isActive: true,
    priority: 14,
  },
  {
    code: 'fri',
    htmlLang: 'fy',
    name: 'Frisian',
    nativeName: 'Frysk',
    flag: '🇳🇱',
    region: 'Europe',
    ...ltr,
    isActive: true,
    priority: 15,
  },
  {
    code: 'bn',
    htmlLang: 'bn',
    name: 'Bengali',
    nativeName: 'বাংলা',
    flag: '🇧🇩',
    region: 'Asia',
    ...ltr,
    isActive: false,
    priority: 16,
  },
  {
    code: 'pa',
    htmlLang: 'pa',
    name: 'Punjabi',
    nativeName: 'ਪੰਜਾਬੀ',
    flag: '🇮🇳',
    region: 'Asia',
    ...ltr,
    isActive: false,
    priority: 17,
  },
  {
    code: 'vi',
    htmlLang: 'vi',
    name: 'Vietnamese',
    nativeName: 'Tiếng Việt',
    flag: '🇻🇳',
    region: 'Asia',
    ...ltr,
    isActive: false,
    priority: 18,
  },
  {
    code: 'tl',
    htmlLang: 'tl',
    name: 'Tagalog',
    nativeName: 'Tagalog',
    flag: '🇵🇭',
    region: 'Asia',
    ...ltr,
    isActive: false,
    priority: 19,
  },
];

export const DEFAULT_LANGUAGE = 'en';

export const ACTIVE_LANGUAGES: readonly Language[] = LANGUAGES.filter((l) => l.isActive).sort(
  (a, b) => a.priority - b.priority,
);
export const ACTIVE_LANGUAGE_CODES: readonly string[] = ACTIVE_LANGUAGES.map((l) => l.code);

/**
 * The active codes as a literal type, for tables that need one entry per site language (phrase
 * books, datasets). languages.test.ts checks they are exactly the active codes.
 */
export const SITE_LANGUAGE_CODES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'nl',
  'fri',
  'ru',
  'hi',
  'ar',
  'ja',
  'zh',
  'ko',
  'swa',
] as const;
export type SiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];

export function findLanguage(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((l) => l.code === code);
}

export function isActiveLanguage(code: string | null | undefined): boolean {
  return findLanguage(code)?.isActive === true;
}

/**
 * The language of a path: its first segment when that is an active code (2 or 3 letters,
 * so the three-letter codes work too), else English.
 */
export function detectLanguage(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2,3}$/.test(first) && isActiveLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix ("/es/about" → "/about", "/es" → "/"). */
export function stripLanguagePrefix(pathname: string): string {
  const lang = detectLanguage(pathname);
  if (
    lang === DEFAULT_LANGUAGE &&
    !pathname.startsWith(`/${DEFAULT_LANGUAGE}/`) &&
    pathname !== `/${DEFAULT_LANGUAGE}`
  ) {
    return pathname || '/';
  }
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** English has no prefix; every other language prefixes its code. */
export function localizePath(path: string, lang: string): string {
  const bare = stripLanguagePrefix(path);
  if (lang === DEFAULT_LANGUAGE || !isActiveLanguage(lang)) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}

/** A page on these paths reloads after a language change. */
export function reloadsOnLanguageChange(pathname: string): boolean {
  return /youtube|instagram|tiktok|tools/.test(pathname);
}

export const LANGUAGE_PICKER_CONTEXTS = [
  'MAIN_MENU',
  'YOUTUBE_TOOLS',
  'INSTAGRAM_TOOLS',
  'TIKTOK_TOOLS',
  'ALL_TOOLS',
] as const;
export type LanguagePickerContext = (typeof LANGUAGE_PICKER_CONTEXTS)[number];

/**
 * Menus and the YouTube, Instagram and TikTok tool lists show the top 6 active languages by
 * priority; the all-tools list (not stated by the spec) shows every active language.
 */
export function pickerLanguages(context: LanguagePickerContext): readonly Language[] {
  return context === 'ALL_TOOLS' ? ACTIVE_LANGUAGES : ACTIVE_LANGUAGES.slice(0, 6);
}
