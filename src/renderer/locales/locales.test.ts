// Every interface string exists in every active language: same keys as English, no empty
// values, the same {{placeholders}}. Every built page, public or signed-in, has its title and
// description translated too (the tab title and the description are never English).
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGE_CODES } from '../../shared/languages.ts';
import { BUILT_ROUTES } from '../../shared/routes.ts';
import { NAMESPACES, englishRouteBundle, loadLanguage, type Bundle } from '../i18n/resources.ts';

function flatten(bundle: Bundle, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value as Bundle, path));
    else out[path] = String(value);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translations', async () => {
  const english = await loadLanguage('en');
  const routeIdsToTranslate = new Set(BUILT_ROUTES.map((r) => r.id));

  it('has English for every namespace', () => {
    expect(Object.keys(english).sort()).toEqual([...NAMESPACES].sort());
  });

  // One name per tool: the page's own title is the route's title (menus use the route's too).
  const TOOL_TITLES: Record<string, string> = {
    viralTool: 'viral-post-deconstructor',
    replyGrader: 'tools_reply-grader',
    hashtagTool: 'tools_smart-hashtag-generator',
  };
  it('names each tool page as its route, in every language', async () => {
    const problems: string[] = [];
    for (const lang of ACTIVE_LANGUAGE_CODES) {
      const bundles = await loadLanguage(lang);
      const routes = (lang === 'en' ? englishRouteBundle() : bundles.routes) as Record<
        string,
        { title?: string }
      >;
      for (const [ns, routeId] of Object.entries(TOOL_TITLES)) {
        const title = (bundles[ns] as { title?: string } | undefined)?.title;
        // The same words; the page heading may be in title case (English).
        if (title?.toLocaleLowerCase() !== routes[routeId]?.title?.toLocaleLowerCase())
          problems.push(
            `${lang} ${ns}.title ${title} ≠ routes:${routeId} ${routes[routeId]?.title}`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  for (const lang of ACTIVE_LANGUAGE_CODES.filter((l) => l !== 'en')) {
    it(`${lang}: every key translated, nothing extra, placeholders kept`, async () => {
      const bundles = await loadLanguage(lang);
      const problems: string[] = [];
      for (const ns of NAMESPACES) {
        const source =
          ns === 'routes'
            ? flatten(
                Object.fromEntries(
                  Object.entries(englishRouteBundle()).filter(([id]) =>
                    routeIdsToTranslate.has(id),
                  ),
                ),
              )
            : flatten(english[ns] ?? {});
        const target = flatten(bundles[ns] ?? {});
        for (const [key, text] of Object.entries(source)) {
          if (!(key in target)) problems.push(`missing ${ns}:${key}`);
          else if (!target[key]!.trim()) problems.push(`empty ${ns}:${key}`);
          else if (placeholders(target[key]!).join() !== placeholders(text).join())
            problems.push(`placeholders differ in ${ns}:${key}`);
        }
        // Route titles may be translated before their page is built; the ids must exist.
        const known = ns === 'routes' ? flatten(englishRouteBundle()) : source;
        for (const key of Object.keys(target))
          if (!(key in known)) problems.push(`extra ${ns}:${key}`);
      }
      expect(problems).toEqual([]);
    });

    it(`${lang}: every built page has its own title and description`, async () => {
      const routes = (await loadLanguage(lang)).routes ?? {};
      const problems: string[] = [];
      for (const route of BUILT_ROUTES) {
        const entry = routes[route.id] as { title?: string; description?: string } | undefined;
        if (!entry?.title?.trim()) problems.push(`${route.id}: no title`);
        if (!entry?.description?.trim()) problems.push(`${route.id}: no description`);
        // A title may be the same word in the language ("Support" in German); a description
        // is a sentence, so one equal to the English is English.
        else if (entry.description.trim() === route.description.trim())
          problems.push(`${route.id}: description still English`);
      }
      expect(problems).toEqual([]);
    });
  }
});
