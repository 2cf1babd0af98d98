import { describe, expect, it } from 'vitest';
import {
  AUTH_LINKS,
  FOOTER_COLUMNS,
  HEADER_MENUS,
  PRICING_LINK,
  SOCIAL_LINKS,
  allNavHrefs,
  hrefPath,
} from './navigation.ts';
import { ROUTES } from './routes.ts';
import { SITE } from './site-config.ts';
import { generatorCount, toolCountsByPlatform, totalToolCount } from './tool-catalogue.ts';

const routePaths = new Set(ROUTES.map((r) => r.path));
const menu = (id: string) => HEADER_MENUS.find((m) => m.id === id)!;

describe('navigation', () => {
  it('links only to paths of the route table', () => {
    const unknown = allNavHrefs().filter((href) => !routePaths.has(hrefPath(href)));
    expect(unknown).toEqual([]);
  });

  it('has the header variant 2 shape', () => {
    expect(HEADER_MENUS.map((m) => m.id)).toEqual([
      'features',
      'channels',
      'generators',
      'resources',
    ]);
    expect(menu('features').groups.flatMap((g) => g.entries)).toHaveLength(6);
    expect(menu('channels').groups).toHaveLength(3);
    expect(menu('generators').groups).toHaveLength(5);
    expect(menu('generators').footer).toMatchObject({
      labelKey: 'nav:viewAllGenerators',
      href: '/generators',
    });
    expect(PRICING_LINK.href).toBe('/#pricing');
  });

  it('gives every menu entry a label, a description and a namespaced key', () => {
    for (const m of HEADER_MENUS)
      for (const g of m.groups)
        for (const e of g.entries) {
          expect(e.labelKey).toMatch(/^nav:/);
          expect(e.descriptionKey).toMatch(/^nav:.*\.description$/);
        }
  });

  it('computes channel and generator counts from the catalogue', () => {
    const counts = toolCountsByPlatform();
    const channels = menu('channels').groups.flatMap((g) => g.entries);
    expect(channels.find((e) => e.id === 'twitter')?.count).toBe(counts.twitter);
    expect(channels.find((e) => e.id === 'youtube')?.count).toBe(counts.youtube);
    for (const g of menu('channels').groups)
      expect(g.count).toBe(g.entries.reduce((n, e) => n + (e.count ?? 0), 0));

    const generators = menu('generators');
    for (const g of generators.groups) expect(g.count).toBe(generatorCount(g.id as never));
    expect(generators.footer?.count).toBe(generatorCount());
    const allTools = menu('resources').groups[0]!.entries.find((e) => e.id === 'allTools');
    expect(allTools?.count).toBe(totalToolCount());
  });

  it('sends the trial button to the creator plan sign-up', () => {
    expect(AUTH_LINKS.trial).toBe('/auth?plan=creator');
    expect(AUTH_LINKS.signIn).toBe('/auth');
  });

  it('has the five footer columns and the configured social links', () => {
    expect(FOOTER_COLUMNS.map((c) => c.labelKey)).toEqual([
      'footer:columns.product',
      'footer:columns.resources',
      'footer:columns.freeTools',
      'footer:columns.company',
      'footer:columns.support',
    ]);
    for (const c of FOOTER_COLUMNS) expect(c.links.length).toBeGreaterThan(2);
    expect(SOCIAL_LINKS).toBe(SITE.social);
  });

  it('splits an href into its path', () => {
    expect(hrefPath('/#pricing')).toBe('/');
    expect(hrefPath('/auth?plan=creator')).toBe('/auth');
    expect(hrefPath('/tools')).toBe('/tools');
  });
});
