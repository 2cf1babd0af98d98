/**
 * A route's stylesheets are in the document, loaded, before its page renders.
 *
 * The build writes every route's stylesheets (beyond the entry's) into each page as a JSON
 * block (scripts/prerender.ts, `#route-styles`); a prerendered page also links its own in
 * `<head>`. Vite's dynamic-import helper adds a chunk's CSS too, but it decides once per file
 * and never looks again: a stylesheet whose request failed (a flaky phone connection) was
 * never requested again, and every later page using it rendered unstyled for good. Here the
 * document itself is checked on every page load, and a missing or failed stylesheet is added
 * again (and retried) before the page renders.
 */

const DATA_ID = 'route-styles';
const RETRY_DELAYS_MS = [0, 250, 1000];

let routeStyles: Record<string, readonly string[]> | undefined;

function readRouteStyles(): Record<string, readonly string[]> {
  try {
    const text = document.getElementById(DATA_ID)?.textContent;
    return text ? (JSON.parse(text) as Record<string, readonly string[]>) : {};
  } catch {
    return {}; // no block (the development server, the desktop build): Vite's helper only
  }
}

/** The stylesheets the page of `routeId` needs beyond the entry's. */
export function routeStylesheets(routeId: string): readonly string[] {
  if (typeof document === 'undefined') return [];
  routeStyles ??= readRouteStyles();
  return routeStyles[routeId] ?? [];
}

/**
 * A link whose stylesheet applies. A failed load still leaves a `sheet` in Chromium (with no
 * readable rules after a network error, with none at all after a 404), and none of our
 * stylesheets is empty.
 */
function applies(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

const isLoaded = (href: string) =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).some(
    (link) => link.href === href && applies(link),
  );

function load(href: string): Promise<boolean> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = ''; // as Vite and the prerendered pages link them: one cache entry
  link.href = href;
  return new Promise((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    document.head.append(link);
  });
}

async function ensureStylesheet(path: string): Promise<void> {
  const href = new URL(path, document.baseURI).href;
  for (const delay of RETRY_DELAYS_MS) {
    if (isLoaded(href)) return;
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    // A link still loading (another loader's) is not waited for: a second link to the same
    // URL shares its request, and one that failed earlier would never report again.
    if (await load(href)) return;
  }
  throw new Error(`Stylesheet ${path} did not load`);
}

/**
 * Vite's helper fails a dynamic import whose CSS did not load, which failed the page's load
 * although ensureStylesheets was loading that CSS again. For the routes' stylesheets it is
 * told not to (`vite:preloadError`, preventDefault): ensureStylesheets answers for them.
 */
export function handleRouteStylesheetErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const message = (event as Event & { payload?: unknown }).payload;
    const text = message instanceof Error ? message.message : String(message);
    routeStyles ??= readRouteStyles();
    const routeCss = new Set(Object.values(routeStyles).flat());
    if ([...routeCss].some((path) => text.includes(path))) event.preventDefault();
  });
}

/** Resolves once every stylesheet is loaded in the document; rejects if one cannot be. */
export async function ensureStylesheets(paths: readonly string[]): Promise<void> {
  if (typeof document === 'undefined' || !paths.length) return;
  await Promise.all(paths.map(ensureStylesheet));
}
