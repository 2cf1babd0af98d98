/**
 * Turns Vite's built index.html into the two page templates: the app shell (client-only
 * rendering) and prerendered pages (server-rendered head and markup).
 */

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/**
 * The app shell, for paths without a prerendered file: no title, description or robots
 * tags of its own, because the client's RouteHead renders them and React cannot adopt a
 * static tag when its first render suspends (it would add a second copy). The server sends
 * `X-Robots-Tag: noindex` for shell pages that must stay out of search.
 */
export function appShell(indexHtml: string, colorSchemeScript: string): string {
  if (!TITLE.test(indexHtml)) throw new Error('The built index.html has no <title>');
  const shell = indexHtml.replace(DESCRIPTION, '').replace(/\s*<title>[^<]*<\/title>/, '');
  return withColorScheme(shell, colorSchemeScript);
}

/** Page template: the shell with a `<title>` slot where the page's head tags go. */
export function pageTemplate(indexHtml: string, colorSchemeScript: string): string {
  return withColorScheme(indexHtml.replace(DESCRIPTION, ''), colorSchemeScript);
}

export interface PageParts {
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  head: string;
  body: string;
}

/** A prerendered page: the template's title and description give way to the page's head. */
export function prerenderedPage(shell: string, page: PageParts): string {
  const html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.htmlLang}" dir="${page.dir}"`)
    .replace(TITLE, () => page.head.replace(/></g, '>\n    <'))
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  if (!html.includes(page.body)) throw new Error('The template has no empty <div id="root">');
  return html;
}

function withColorScheme(html: string, script: string): string {
  // Light is what Mantine's CSS assumes when JavaScript is off; the script overrides it.
  return html
    .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    .replace('</head>', () => `  ${script}\n  </head>`);
}
