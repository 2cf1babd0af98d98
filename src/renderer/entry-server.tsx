/**
 * Server rendering of one page, for scripts/prerender.ts (built by `vite build --ssr`).
 * React 19 writes the hoistable tags (title, meta, link) of a non-document render before
 * the markup; they are returned apart as `head` so the page template can put them in
 * `<head>`, where the client's React adopts them on hydration instead of adding copies.
 */
import { ColorSchemeScript } from '@mantine/core';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { findLanguage } from '../shared/languages.ts';
import { AppProviders } from './App.tsx';
import { identifyPage } from './components/seo/head-data.ts';
import { createI18n, recordNamespaces } from './i18n/index.ts';
import { AppRoutes } from './router.tsx';

export interface RenderedPage {
  /** Status the page stands for: 404 for the not-found page. */
  status: number;
  /** `<html lang dir>` values. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** Title, meta and link tags, for `<head>`. */
  head: string;
  /** Inner HTML of `#root`. */
  body: string;
  /** The translation namespaces the page read: the client loads these before hydrating. */
  namespaces: string[];
}

// Leading run of hoisted elements: <title>…</title>, <meta …/>, <link …/>.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export async function render(pathname: string): Promise<RenderedPage> {
  const page = identifyPage(pathname);
  const language = findLanguage(page.lang)!;
  const i18n = await createI18n(page.lang);
  const namespaces = recordNamespaces(i18n);

  // prerender (unlike renderToString) waits for every Suspense boundary, so lazy parts
  // of the page are in the HTML rather than their fallbacks. No progressive chunks: React
  // would otherwise "outline" a large boundary (the page in <main>), sending its fallback
  // with the content in a hidden <div> that an inline script reveals, so without JavaScript,
  // and until that script ran, the page showed a loader instead of its content.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();

  const head = HOISTED.exec(html)?.[0] ?? '';
  return {
    status: page.route ? 200 : 404,
    htmlLang: language.htmlLang,
    dir: language.direction,
    head,
    body: html.slice(head.length),
    namespaces: namespaces(),
  };
}

/** Mantine's inline script that applies the saved colour scheme before the first paint. */
export function colorSchemeScript(): string {
  return renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />);
}
