import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { detectLanguage, findLanguage } from '../../shared/languages.ts';
import { ensureLanguage } from './index.ts';

export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/**
 * Keeps i18next, `<html lang dir>` and the stored preferred language in step with the
 * language prefix of the current path (the URL is the source of truth).
 */
export function useRouteLanguage(): string {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const lang = detectLanguage(pathname);

  useEffect(() => {
    let cancelled = false;
    void ensureLanguage(i18n, lang).then(() => {
      if (!cancelled && i18n.language !== lang) void i18n.changeLanguage(lang);
    });
    const language = findLanguage(lang)!;
    document.documentElement.lang = language.htmlLang;
    document.documentElement.dir = language.direction;
    return () => {
      cancelled = true;
    };
  }, [i18n, lang]);

  return lang;
}
