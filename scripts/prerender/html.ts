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
export function appShell(indexHtml: string, headScripts: string): string {
  if (!TITLE.test(indexHtml)) throw new Error('The built index.html has no <title>');
  const shell = indexHtml.replace(DESCRIPTION, '').replace(/\s*<title>[^<]*<\/title>/, '');
  return withHeadScripts(shell, headScripts);
}

/** Page template: the shell with a `<title>` slot where the page's head tags go. */
export function pageTemplate(indexHtml: string, headScripts: string): string {
  return withHeadScripts(indexHtml.replace(DESCRIPTION, ''), headScripts);
}

/**
 * A JSON data block (never run, so the CSP needs nothing for it) the client reads by id.
 * `<` is escaped so no value can close the element.
 */
export function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** Stylesheet links and module preloads, as Vite writes them. */
export function assetTags(assets: { css: string[]; js: string[] }): string {
  return [
    ...assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}

/**
 * Adds a page's own stylesheets and chunks right after the template's stylesheets, so the
 * cascade is the one the client builds (entry CSS first, the route's after it) and the page
 * is styled at its first paint, JavaScript or not.
 */
export function withPageAssets(html: string, tags: string): string {
  if (!tags) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const lastStylesheet = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].pop();
  const at = lastStylesheet ? lastStylesheet.index + lastStylesheet[0].length : head.length;
  return `${html.slice(0, at)}\n    ${tags}${html.slice(at)}`;
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

function withHeadScripts(html: string, scripts: string): string {
  // Light is what Mantine's CSS assumes when JavaScript is off; the colour-scheme script
  // (one of `scripts`) overrides it.
  return html
    .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    .replace('</head>', () => `  ${scripts}\n  </head>`);
}
