import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES } from '../shared/routes.ts';
import { PAGE_MODULES } from './page-modules.ts';
import { PAGES } from './pages.ts';

describe('page registry', () => {
  it('has a page for every built route and nothing else', () => {
    expect(Object.keys(PAGES).sort()).toEqual(BUILT_ROUTES.map((r) => r.id).sort());
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(BUILT_ROUTES.map((r) => r.id).sort());
  });

  it('loads each page from the module and export page-modules.ts names', async () => {
    for (const [id, load] of Object.entries(PAGES)) {
      const { Component } = await load();
      expect(Component.displayName ?? Component.name, id).toContain(PAGE_MODULES[id]!.export);
    }
  }, 60_000);
});
