import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { detectLanguage, localizePath } from '../../../../shared/languages.ts';

/** Turns `/help` into `/fr/help` when the visitor is on a French page. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const lang = detectLanguage(pathname);
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}

/** The language of the current page (its path prefix; English without one). */
export function usePageLanguage(): string {
  return detectLanguage(useLocation().pathname);
}
