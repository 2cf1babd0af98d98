/**
 * What the head of a page says about it, computed from the route table and the language
 * table only (no React), so RouteHead, the prerender script, the sitemap and tests agree.
 */
import { matchPath } from 'react-router-dom';
import {
  ACTIVE_LANGUAGES,
  DEFAULT_LANGUAGE,
  detectLanguage,
  findLanguage,
  localizePath,
  stripLanguagePrefix,
} from '../../../shared/languages.ts';
import { BUILT_ROUTES, type RouteEntry } from '../../../shared/routes.ts';
import { builtToolCount } from '../../../shared/tool-catalogue.ts';

export interface PageIdentity {
  /** The built route the path shows, or undefined for the not-found page. */
  route: RouteEntry | undefined;
  /** Active language of the path (English when there is no prefix). */
  lang: string;
  /** The path without language prefix and trailing slash ("/es/about/" → "/about"). */
  barePath: string;
  /** Search engines may index it: a built public route under a valid prefix. */
  indexable: boolean;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function identifyPage(pathname: string): PageIdentity {
  const path = trimSlash(pathname || '/');
  const lang = detectLanguage(path);
  const barePath = trimSlash(stripLanguagePrefix(path));
  // An unknown prefix ("/xx/about") is not stripped, so it matches no route: not found.
  const route = BUILT_ROUTES.find((r) => matchPath({ path: r.path, end: true }, barePath));
  return { route, lang, barePath, indexable: route?.access === 'public' };
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path === '/' ? '/' : path}`;
}

/** The one URL a page is known by: its path in its language, without trailing slash. */
export function canonicalUrl(origin: string, barePath: string, lang: string): string {
  return absoluteUrl(origin, localizePath(barePath, lang));
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** One alternate per active language (BCP 47 tags) plus `x-default` (English). */
export function alternates(origin: string, barePath: string): Alternate[] {
  return [
    ...ACTIVE_LANGUAGES.map((l) => ({
      hreflang: l.htmlLang,
      href: canonicalUrl(origin, barePath, l.code),
    })),
    { hreflang: 'x-default', href: canonicalUrl(origin, barePath, DEFAULT_LANGUAGE) },
  ];
}

/** Open Graph wants `language_TERRITORY`; the main market of each active language. */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  es: 'es_ES',
  pt: 'pt_BR',
  fr: 'fr_FR',
  de: 'de_DE',
  hi: 'hi_IN',
  it: 'it_IT',
  nl: 'nl_NL',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh: 'zh_CN',
  ru: 'ru_RU',
  ar: 'ar_AR',
  swa: 'sw_KE',
  fri: 'fy_NL',
};

export function ogLocale(lang: string): string {
  return OG_LOCALES[lang] ?? findLanguage(lang)?.htmlLang ?? 'en_US';
}

export interface Crumb {
  routeId: string;
  path: string;
}

/**
 * Home, then every built ancestor page, then the page itself ("/tools/x" → home, /tools if
 * built, /tools/x). Only pages that exist become crumbs. Empty for the home page.
 */
export function breadcrumbTrail(barePath: string, routeId: string): Crumb[] {
  if (barePath === '/') return [];
  const segments = barePath.split('/').filter(Boolean);
  const trail: Crumb[] = [{ routeId: 'home', path: '/' }];
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const ancestor = BUILT_ROUTES.find((r) => r.path === prefix);
    if (ancestor) trail.push({ routeId: ancestor.id, path: prefix });
  }
  trail.push({ routeId, path: barePath });
  return trail;
}

/**
 * How many tools the product offers today: one number computed from the tool catalogue,
 * never typed in; only tools whose page is built count.
 */
export function toolCount(): number {
  return builtToolCount();
}
