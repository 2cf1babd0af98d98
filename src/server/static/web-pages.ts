/**
 * How the embedded backend answers page requests from the built website (dist/web, made by
 * `npm run build:web`) that are not files (prerendered pages are: serveStatic finds them):
 * the app shell, with the status and robots directive the path deserves.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { stripLanguagePrefix } from '../../shared/languages.ts';
import { BUILT_ROUTES } from '../../shared/routes.ts';

export type PathKind = 'public' | 'private' | 'unknown';

/** Built routes are known; a path no built route matches is the not-found page (404). */
export function classifyPath(pathname: string): PathKind {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = stripLanguagePrefix(trimmed) || '/';
  const route = BUILT_ROUTES.find((r) => matchPath({ path: r.path, end: true }, bare));
  return route ? route.access : 'unknown';
}

export interface WebPages {
  /** The app shell for a client-side route, with its status. */
  shell(pathname: string): { status: 200 | 404; html: string; noindex: boolean };
}

export function webPages(webRoot: string): WebPages {
  const shellFile = path.join(webRoot, 'app-shell.html');
  // Older builds (before prerendering) have only index.html, which is the shell.
  const shellHtml = readFileSync(
    existsSync(shellFile) ? shellFile : path.join(webRoot, 'index.html'),
    'utf8',
  );

  return {
    shell(pathname) {
      const kind = classifyPath(pathname);
      if (kind === 'public') return { status: 200, html: shellHtml, noindex: false };
      return { status: kind === 'unknown' ? 404 : 200, html: shellHtml, noindex: true };
    },
  };
}
