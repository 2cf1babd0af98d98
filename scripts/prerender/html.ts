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

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page shows its content before any JavaScript, so its scripts wait for the
 * first paint: they no longer share a slow connection with the stylesheets the paint waits
 * for. The module script and its preloads become one inline script (allowed by the CSP's
 * hash like every inline script) that, after the first frame, preloads the chunks and
 * imports the entry; a page in a background tab (no frames) starts at once. The module then
 * runs after the document is parsed (the script sits at the end of <body>).
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('The template has no module script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const loader =
    `<script>(()=>{let s=0;const go=()=>{if(s++)return;` +
    `for(const h of ${JSON.stringify(preloads)}){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}` +
    `import(${JSON.stringify(entry)})};` +
    `document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  ${loader}\n  </body>`);
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
  /** Translation namespaces the page reads, loaded before hydration (src/renderer/main.tsx). */
  namespaces: string[];
}

/** `#root`, empty or not, with the translation namespaces the page reads. */
function rootWithNamespaces(inner: string, namespaces: readonly string[]): string {
  return `<div id="root" data-i18n-namespaces="${namespaces.join(' ')}">${inner}</div>`;
}

/**
 * The app shell for one client-rendered route in one language: it links the route's
 * stylesheets and preloads its chunks and its translations, so they load together with the
 * entry rather than one after another once the entry runs.
 */
export function routeShell(shell: string, tags: string, namespaces: readonly string[]): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error('The shell has no empty #root');
  return withPageAssets(shell, tags).replace('<div id="root"></div>', () =>
    rootWithNamespaces('', namespaces),
  );
}

/** A prerendered page: the template's title and description give way to the page's head. */
export function prerenderedPage(shell: string, page: PageParts): string {
  const html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.htmlLang}" dir="${page.dir}"`)
    .replace(TITLE, () => page.head.replace(/></g, '>\n    <'))
    .replace('<div id="root"></div>', () => rootWithNamespaces(page.body, page.namespaces));
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
