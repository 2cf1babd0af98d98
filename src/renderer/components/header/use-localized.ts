import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { detectLanguage } from '../../../shared/languages.ts';
import { localizeHref } from '../language-picker/language-change.ts';

/** The current path language and a function that keeps it on internal links. */
export function useLocalized(): { lang: string; to: (href: string) => string } {
  const { pathname } = useLocation();
  const lang = detectLanguage(pathname);
  const to = useCallback((href: string) => localizeHref(href, lang), [lang]);
  return { lang, to };
}
