import {
  ACTIVE_LANGUAGES,
  isActiveLanguage,
  localizePath,
  pickerLanguages,
  reloadsOnLanguageChange,
  type Language,
  type LanguagePickerContext,
} from '../../../shared/languages.ts';
import { PREFERRED_LANGUAGE_KEY } from '../../i18n/use-route-language.ts';

/** An href of the site (`/path?query#hash`) with the language prefix of `lang`. */
export function localizeHref(href: string, lang: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const suffix = cut === -1 ? '' : href.slice(cut);
  return localizePath(path || '/', lang) + suffix;
}

export interface LanguageChange {
  href: string;
  /** Tool pages (youtube, instagram, tiktok, tools) reload in full. */
  reload: boolean;
}

/**
 * Where a language change leads: the same page under the new prefix, keeping query and hash.
 * `null` when the language is not active (only active languages are accepted).
 */
export function planLanguageChange(
  location: { pathname: string; search?: string; hash?: string },
  code: string,
): LanguageChange | null {
  if (!isActiveLanguage(code)) return null;
  const href =
    localizePath(location.pathname, code) + (location.search ?? '') + (location.hash ?? '');
  return { href, reload: reloadsOnLanguageChange(location.pathname) };
}

/** Remembers the choice; storage may be unavailable (private mode, quotas). */
export function storePreferredLanguage(
  code: string,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(PREFERRED_LANGUAGE_KEY, code);
  } catch {
    // Not fatal: the URL prefix still carries the language.
  }
}

/**
 * The picker's lists: the context's top languages first (MAIN_MENU: top 6 by priority),
 * then the other active languages behind "More languages". The current language is always
 * reachable in the first list so the trigger's choice is visible.
 */
export function pickerLists(
  context: LanguagePickerContext,
  current: string,
): { top: readonly Language[]; more: readonly Language[] } {
  const top = [...pickerLanguages(context)];
  const active = ACTIVE_LANGUAGES.find((l) => l.code === current);
  if (active && !top.includes(active)) top.push(active);
  return { top, more: ACTIVE_LANGUAGES.filter((l) => !top.includes(l)) };
}
