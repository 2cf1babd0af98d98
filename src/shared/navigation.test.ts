import { describe, expect, it } from 'vitest';
import {
  AUTH_LINKS,
  FOOTER_COLUMNS,
  HEADER_MENUS,
  MENU_PLAN,
  PRICING_LINK,
  SOCIAL_LINKS,
  allNavHrefs,
  hrefPath,
  isBuiltHref,
} from './navigation.ts';
import { ROUTES } from './routes.ts';
import { SITE } from './site-config.ts';
import {
  builtToolCount,
  generatorCount,
  toolCountsByPlatform,
  toolPath,
} from './tool-catalogue.ts';

const routePaths = new Set(ROUTES.map((r) => r.path));

describe('navigation', () => {
  it('links only to paths of the route table', () => {
    const unknown = allNavHrefs().filter((href) => !routePaths.has(hrefPath(href)));
    expect(unknown).toEqual([]);
  });

  it('plans the header variant 2 shape', () => {
    const planned = (id: string) => MENU_PLAN.find((m) => m.id === id)!;
    expect(MENU_PLAN.map((m) => m.id)).toEqual(['features', 'channels', 'generators', 'resources']);
    expect(planned('features').groups.flatMap((g) => g.entries)).toHaveLength(6);
    expect(planned('channels').groups).toHaveLength(3);
    expect(planned('generators').groups).toHaveLength(5);
    expect(PRICING_LINK.href).toBe('/#pricing');
  });

  it('links only to built pages, and leaves out empty groups, menus and columns', () => {
    expect(allNavHrefs().filter((href) => !isBuiltHref(href))).toEqual([]);
    for (const m of HEADER_MENUS) {
      expect(m.groups.length, m.id).toBeGreaterThan(0);
      for (const g of m.groups) expect(g.entries.length, `${m.id}/${g.id}`).toBeGreaterThan(0);
    }
    for (const c of FOOTER_COLUMNS) expect(c.links.length, c.id).toBeGreaterThan(0);
    // The built tools are all reachable from the header or the footer.
    const hrefs = new Set(allNavHrefs());
    for (const slug of [
      'instagram-bio-generator',
      'social-media-bio-generator',
      'smart-hashtag-generator',
      'viral-post-deconstructor',
      'reply-grader',
    ])
      expect(hrefs.has(toolPath(slug)), slug).toBe(true);
  });

  it('gives every menu entry a label, a description and a namespaced key', () => {
    for (const m of MENU_PLAN)
      for (const g of m.groups)
        for (const e of g.entries) {
          expect(e.labelKey).toMatch(/^nav:/);
          expect(e.descriptionKey).toMatch(/^nav:.*\.description$/);
        }
  });

  it('counts only tools a visitor can open', () => {
    const counts = toolCountsByPlatform();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(builtToolCount());
    for (const m of HEADER_MENUS)
      for (const g of m.groups) {
        if (g.count === undefined) continue;
        const listed = g.entries.reduce(
          (n, e) => n + (e.count ?? (m.id === 'generators' ? 1 : 0)),
          0,
        );
        expect(g.count, `${m.id}/${g.id}`).toBe(listed);
      }
    const generators = HEADER_MENUS.find((m) => m.id === 'generators');
    for (const g of generators?.groups ?? []) expect(g.count).toBe(generatorCount(g.id as never));
  });

  it('sends the trial button to the creator plan sign-up', () => {
    expect(AUTH_LINKS.trial).toBe('/auth?plan=creator');
    expect(AUTH_LINKS.signIn).toBe('/auth');
  });

  it('keeps the footer columns that have built links, and the configured social links', () => {
    // Resources (blog, guides, case studies, glossary, site index) has none built yet.
    expect(FOOTER_COLUMNS.map((c) => c.labelKey)).toEqual([
      'footer:columns.product',
      'footer:columns.freeTools',
      'footer:columns.company',
      'footer:columns.support',
    ]);
    for (const c of FOOTER_COLUMNS) expect(c.links.length).toBeGreaterThan(0);
    expect(SOCIAL_LINKS).toBe(SITE.social);
  });

  it('splits an href into its path', () => {
    expect(hrefPath('/#pricing')).toBe('/');
    expect(hrefPath('/auth?plan=creator')).toBe('/auth');
    expect(hrefPath('/tools')).toBe('/tools');
  });
});
