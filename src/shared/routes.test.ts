import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES, ROUTES, indexablePages } from './routes.ts';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('covers every concrete path of the spec', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const path of [
      '/',
      '/auth',
      '/dashboard',
      '/about',
      '/status',
      '/tools/reply-grader',
      '/tools/pinterest/analytics',
      '/algorithm-insights/twitter-x',
      '/generators/instagram/bio-generator',
      '/youtube-retention-calculator',
      '/welcome',
      '/playbooks',
    ]) {
      expect(paths).toContain(path);
    }
    expect(ROUTES.length).toBeGreaterThanOrEqual(159);
  });

  it('gives every route a title and a description', () => {
    for (const r of ROUTES) {
      expect(r.title.length, r.id).toBeGreaterThan(1);
      expect(r.description.length, r.id).toBeGreaterThan(10);
    }
  });

  it('keeps ids usable as locale keys', () => {
    for (const r of ROUTES) expect(r.id).toMatch(/^[a-z0-9_-]+$/);
  });

  it('marks signed-in and auth pages private, and prerenders only built public pages', () => {
    expect(
      ROUTES.filter((r) => r.access === 'private')
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      '/account',
      '/auth',
      '/auth/magic',
      '/auth/reset',
      '/dashboard',
      '/dashboard/settings',
      '/welcome',
    ]);
    expect(indexablePages().every((r) => r.status === 'built' && r.access === 'public')).toBe(true);
    expect(BUILT_ROUTES.map((r) => r.id)).toContain('home');
  });
});
