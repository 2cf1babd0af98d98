/**
 * How the embedded backend answers page requests from the built website (dist/web, made by
 * `npm run build:web`) that are not files (prerendered pages are: serveStatic finds them):
 * the app shell, with the status and robots directive the path deserves.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { detectLanguage, stripLanguagePrefix } from '../../shared/languages.ts';
import { BUILT_ROUTES } from '../../shared/routes.ts';

export type PathKind = 'public' | 'private' | 'unknown';

/** The built route a path shows, if any. */
function findBuiltRoute(pathname: string) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = stripLanguagePrefix(trimmed) || '/';
  return BUILT_ROUTES.find((r) => matchPath({ path: r.path, end: true }, bare));
}

/** Built routes are known; a path no built route matches is the not-found page (404). */
export function classifyPath(pathname: string): PathKind {
  return findBuiltRoute(pathname)?.access ?? 'unknown';
}

/**
 * Where the build writes (scripts/prerender.ts) a signed-in route's own shell in one language,
 * which preloads the route's chunks and translations, or (`prerendered`) the route's page
 * prerendered as a signed-out visitor without a query string sees it.
 */
export function routeShellFile(
  shellsDir: string,
  lang: string,
  routeId: string,
  variant?: 'prerendered',
): string {
  const name = routeId.replaceAll('/', '~') + (variant ? `.${variant}` : '');
  return path.join(shellsDir, lang, `${name}.html`);
}

export interface WebPages {
  /** The page or app shell for a client-side route, with its status. */
  shell(
    pathname: string,
    hasQuery?: boolean,
  ): { status: 200 | 404; html: string; noindex: boolean };
}

export function webPages(webRoot: string): WebPages {
  const shellFile = path.join(webRoot, 'app-shell.html');
  // Older builds (before prerendering) have only index.html, which is the shell.
  const shellHtml = readFileSync(
    existsSync(shellFile) ? shellFile : path.join(webRoot, 'index.html'),
    'utf8',
  );

  const shellsDir = `${path.resolve(webRoot)}-shells`;
  const routeShells = new Map<string, string>();
  const read = (file: string) => {
    let html = routeShells.get(file);
    if (html === undefined) {
      html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      routeShells.set(file, html);
    }
    return html;
  };
  // A prerendered page shows what a visitor without a query string sees; with one (a plan
  // to start, a return address), the page renders on the client from its shell.
  const shellOf = (pathname: string, hasQuery: boolean) => {
    const route = findBuiltRoute(pathname);
    if (!route) return shellHtml;
    const lang = detectLanguage(pathname);
    return (
      (!hasQuery && read(routeShellFile(shellsDir, lang, route.id, 'prerendered'))) ||
      read(routeShellFile(shellsDir, lang, route.id)) ||
      shellHtml
    );
  };

  return {
    shell(pathname, hasQuery = false) {
      const kind = classifyPath(pathname);
      const html = shellOf(pathname, hasQuery);
      if (kind === 'public') return { status: 200, html, noindex: false };
      return { status: kind === 'unknown' ? 404 : 200, html, noindex: true };
    },
  };
}
