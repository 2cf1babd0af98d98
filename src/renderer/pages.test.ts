import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES } from '../shared/routes.ts';
import { PAGES } from './pages.ts';

describe('page registry', () => {
  it('has a page for every built route and nothing else', () => {
    expect(Object.keys(PAGES).sort()).toEqual(BUILT_ROUTES.map((r) => r.id).sort());
  });
});
