import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';
import {
  GENERATOR_GROUPS,
  TOOLS,
  TOOL_CATEGORIES,
  TOOL_PLATFORMS,
  generatorCount,
  toolCountsByPlatform,
  toolPath,
  totalToolCount,
} from './tool-catalogue.ts';

const routePaths = new Set(ROUTES.map((r) => r.path));

/** A hub lists generators; it is not a tool itself and must not inflate the counts. */
const HUBS = new Set(['/generator-hub']);

/** Tool pages of the route table, minus the playbook links `/tools/<platform>/<tool>`. */
const toolRoutePaths = ROUTES.filter(
  (r) =>
    r.pageType === 'tool' &&
    !r.path.includes(':') &&
    !HUBS.has(r.path) &&
    !/^\/tools\/[^/]+\/[^/]+$/.test(r.path),
).map((r) => r.path);

describe('tool catalogue', () => {
  it('uses unique slugs and paths', () => {
    expect(new Set(TOOLS.map((t) => t.slug)).size).toBe(TOOLS.length);
    const paths = TOOLS.flatMap((t) => [t.path, ...(t.alsoAt ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('points only at paths of the route table', () => {
    for (const t of TOOLS) {
      expect(routePaths, t.slug).toContain(t.path);
      for (const alias of t.alsoAt ?? []) expect(routePaths, t.slug).toContain(alias);
    }
  });

  it('covers every tool page of the route table', () => {
    const covered = new Set(TOOLS.flatMap((t) => [t.path, ...(t.alsoAt ?? [])]));
    const uncovered = toolRoutePaths.filter((p) => !covered.has(p));
    expect(uncovered).toEqual([]);
    expect(covered).toContain('/generators/instagram/bio-generator');
    expect(covered).toContain('/youtube-retention-calculator');
  });

  it('does not count a hub as a tool', () => {
    for (const hub of HUBS) expect(TOOLS.map((t) => t.path)).not.toContain(hub);
  });

  it('uses only the allowed platforms, categories and badges', () => {
    for (const t of TOOLS) {
      expect(TOOL_PLATFORMS).toContain(t.platform);
      expect(TOOL_CATEGORIES).toContain(t.category);
      if (t.badge) expect(['Popular', 'AI', 'Business']).toContain(t.badge);
      expect(t.title.length).toBeGreaterThan(2);
      expect(t.description.length).toBeGreaterThan(8);
    }
  });

  it('counts built tools only, per platform and per generator group', async () => {
    const { BUILT_ROUTES } = await import('./routes.ts');
    const built = TOOLS.filter((t) => new Set(BUILT_ROUTES.map((r) => r.path)).has(t.path));
    const counts = toolCountsByPlatform();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(built.length);
    expect(counts.twitter).toBe(built.filter((t) => t.platform === 'twitter').length);
    expect(totalToolCount()).toBe(TOOLS.length);
    for (const group of GENERATOR_GROUPS)
      expect(generatorCount(group)).toBe(built.filter((t) => t.generatorGroup === group).length);
    const sum = GENERATOR_GROUPS.reduce((n, g) => n + generatorCount(g), 0);
    expect(generatorCount()).toBe(sum);
    expect(generatorCount('bios')).toBeGreaterThan(0);
  });

  it('finds a path by slug and rejects unknown slugs', () => {
    expect(toolPath('reply-grader')).toBe('/tools/reply-grader');
    expect(toolPath('instagram-bio-generator')).toBe('/generators/instagram/bio-generator');
    expect(() => toolPath('no-such-tool')).toThrow(/Unknown tool/);
  });
});

describe('builtToolCount', () => {
  it('counts only tools whose page is built, never more than the catalogue', async () => {
    const { builtToolCount } = await import('./tool-catalogue.ts');
    const { BUILT_ROUTES } = await import('./routes.ts');
    const built = new Set(BUILT_ROUTES.map((r) => r.path));
    expect(builtToolCount()).toBe(TOOLS.filter((t) => built.has(t.path)).length);
    expect(builtToolCount()).toBeLessThanOrEqual(totalToolCount());
  });
});
