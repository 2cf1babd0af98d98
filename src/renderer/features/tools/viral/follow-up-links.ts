/**
 * The follow-up panel of the viral post deconstructor: three tools that
 * take the analysis further, each told what was found through its query string and
 * `from=deconstructor`: the template as the page shows it (in the page's language), and the
 * hook type, primary emotion and structure as their ids (viral-codes.ts), which read the same in
 * every language. Only targets whose page is built are offered: a page that does not exist is
 * neither linked nor announced.
 */
import type { ViralResult } from '../../../../shared/generation/schemas.ts';
import { BUILT_ROUTES } from '../../../../shared/routes.ts';

export const FOLLOW_UP_SOURCE = 'deconstructor';
/** The template in a query is cut to this many characters so links stay shareable. */
export const TEMPLATE_QUERY_MAX = 500;

export const FOLLOW_UP_IDS = ['post-generator', 'viral-generator', 'repurpose'] as const;
export type FollowUpId = (typeof FOLLOW_UP_IDS)[number];

export interface FollowUpLink {
  id: FollowUpId;
  /** The target page's path, without a language prefix. */
  path: string;
  /** URL-encoded query string, without the leading `?`. */
  query: string;
  /** `path?query`. */
  href: string;
}

/** The first `max` characters (code points, so no emoji is split), trimmed. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  const points = Array.from(trimmed);
  return points.length <= max ? trimmed : points.slice(0, max).join('').trimEnd();
}

function builtPaths(): ReadonlySet<string> {
  return new Set(BUILT_ROUTES.map((route) => route.path));
}

/**
 * The follow-up links for one analysis, of the three targets those whose page is built.
 * `platform` is the platform the post was analysed for, `template` the template as shown;
 * `built` defaults to the built routes of the route table.
 */
export function followUpLinks(
  result: ViralResult,
  platform: string,
  template: string,
  built: ReadonlySet<string> = builtPaths(),
): FollowUpLink[] {
  const targets: Array<{ id: FollowUpId; path: string; params: Array<[string, string]> }> = [
    {
      id: 'post-generator',
      path: '/ai-post-generator',
      params: [
        ['template', clip(template, TEMPLATE_QUERY_MAX)],
        ['hook', result.hookAnalysis.type],
      ],
    },
    {
      id: 'viral-generator',
      path: '/viral-content-generator',
      params: [
        ['score', String(result.viralDnaScore)],
        ['trigger', result.emotionalTriggers.primary],
      ],
    },
    {
      id: 'repurpose',
      path: '/ai-content-repurposing-engine',
      params: [
        ['structure', result.contentStructure.kind],
        ['platform', platform],
      ],
    },
  ];
  return targets
    .filter(({ path }) => built.has(path))
    .map(({ id, path, params }) => {
      const query = new URLSearchParams([...params, ['from', FOLLOW_UP_SOURCE]]).toString();
      return { id, path, query, href: `${path}?${query}` };
    });
}
