import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES } from '../../../../shared/routes.ts';
import { TEMPLATE_QUERY_MAX, clip, followUpLinks } from './follow-up-links.ts';
import { FIXTURE_TEMPLATE_EN, viralResult } from './test-fixture.ts';

const query = (href: string) => Object.fromEntries(new URL(href, 'https://x.test').searchParams);

describe('followUpLinks', () => {
  const result = viralResult();
  const template = FIXTURE_TEMPLATE_EN;

  const allBuilt = new Set([
    '/ai-post-generator',
    '/viral-content-generator',
    '/ai-content-repurposing-engine',
  ]);

  it('builds the three follow-up URLs: the template as shown, the findings as ids', () => {
    const [post, viral, repurpose] = followUpLinks(result, 'linkedin', template, allBuilt);
    expect(post!.path).toBe('/ai-post-generator');
    expect(query(post!.href)).toEqual({ template, hook: 'contrarian', from: 'deconstructor' });
    expect(viral!.path).toBe('/viral-content-generator');
    expect(query(viral!.href)).toEqual({ score: '84', trigger: 'surprise', from: 'deconstructor' });
    expect(repurpose!.path).toBe('/ai-content-repurposing-engine');
    expect(query(repurpose!.href)).toEqual({
      structure: 'list',
      platform: 'linkedin',
      from: 'deconstructor',
    });
  });

  it('URL-encodes the values', () => {
    const [post] = followUpLinks(result, 'x', template, allBuilt);
    expect(post!.href).not.toContain('\n');
    expect(post!.href).toContain('template=Unpopular+opinion%3A+%5Ba+common+belief');
    expect(post!.href.endsWith('&from=deconstructor')).toBe(true);
  });

  it('keeps the template in the query at most 500 characters, without splitting an emoji', () => {
    const long = `${'🚀'.repeat(300)}${'a'.repeat(400)}`;
    const [post] = followUpLinks(result, 'x', long, allBuilt);
    const sent = query(post!.href).template!;
    expect(Array.from(sent)).toHaveLength(TEMPLATE_QUERY_MAX);
    expect(sent.startsWith('🚀'.repeat(300))).toBe(true);
    expect(clip('  short  ', 10)).toBe('short');
  });

  it('offers only targets whose page the route table has built', () => {
    expect(followUpLinks(result, 'x', template, new Set())).toEqual([]);
    const some = followUpLinks(result, 'x', template, new Set(['/viral-content-generator']));
    expect(some.map((l) => l.path)).toEqual(['/viral-content-generator']);
    const builtPaths = new Set(BUILT_ROUTES.map((r) => r.path));
    expect(followUpLinks(result, 'x', template).map((l) => l.path)).toEqual(
      ['/ai-post-generator', '/viral-content-generator', '/ai-content-repurposing-engine'].filter(
        (p) => builtPaths.has(p),
      ),
    );
  });
});
