import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isActiveLanguage } from '../../shared/languages.ts';
import { useRouteLanguage } from './use-route-language.ts';

const NotFoundPage = lazy(async () => ({
  default: (await import('../features/not-found/NotFoundPage.tsx')).NotFoundPage,
}));

/**
 * Wraps every page: applies the path's language, and answers an unknown prefix
 * (`/xx/...`, which the router matches as `:lang`) with the not-found page.
 */
export function LanguageBoundary({ children }: { children: ReactNode }) {
  useRouteLanguage();
  const { lang } = useParams();
  if (lang !== undefined && !isActiveLanguage(lang)) return <NotFoundPage />;
  return children;
}
