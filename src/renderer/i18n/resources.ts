import { DEFAULT_LANGUAGE } from '../../shared/languages.ts';
import { ROUTES } from '../../shared/routes.ts';

/**
 * Interface text lives in `src/renderer/locales/<language>/<namespace>.json`, one namespace
 * per area (common, nav, footer, seo, company, errors…). English route titles and
 * descriptions come from the route table itself (`routes` namespace), so they exist once.
 */
export type Bundle = Record<string, unknown>;
export type Resources = Record<string, Record<string, Bundle>>;

const lazyFiles = import.meta.glob<{ default: Bundle }>('../locales/*/*.json');

function parsePath(path: string): { lang: string; ns: string } {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) throw new Error(`Unexpected locale file ${path}`);
  return { lang: match[1]!, ns: match[2]! };
}

export function englishRouteBundle(): Bundle {
  return Object.fromEntries(
    ROUTES.map((r) => [r.id, { title: r.title, description: r.description }]),
  );
}

/** One namespace of one language (empty when the language has no such file). */
export async function loadNamespace(lang: string, ns: string): Promise<Bundle> {
  if (ns === 'routes' && lang === DEFAULT_LANGUAGE) return englishRouteBundle();
  const load = lazyFiles[`../locales/${lang}/${ns}.json`];
  return load ? (await load()).default : {};
}

/** Every namespace of one language (the tests; the browser loads namespaces as used). */
export async function loadLanguage(lang: string): Promise<Record<string, Bundle>> {
  const entries = Object.entries(lazyFiles).filter(([path]) => parsePath(path).lang === lang);
  const bundles = await Promise.all(
    entries.map(async ([path, load]) => [parsePath(path).ns, (await load()).default] as const),
  );
  const result: Record<string, Bundle> = Object.fromEntries(bundles);
  if (lang === DEFAULT_LANGUAGE) result.routes = englishRouteBundle();
  return result;
}

/** Namespaces present for English: the complete set every language must provide. */
export const NAMESPACES: readonly string[] = [
  ...new Set(
    Object.keys(lazyFiles)
      .map((p) => parsePath(p))
      .filter((p) => p.lang === DEFAULT_LANGUAGE)
      .map((p) => p.ns),
  ),
  'routes',
];
