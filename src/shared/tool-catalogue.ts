/**
 * The catalogue of free tools as data: one entry per tool, covering every tool page of the
 * route table (`/tools/<slug>`, the top-level tool pages, the YouTube pages and the Instagram
 * bio generator). Menus, hubs and counts read from here, so the counts shown are computed,
 * never typed in (docs/product-rules.md#honest-figures).
 *
 * Titles and descriptions are English data, like the route table; pages translate them.
 */
import { BUILT_ROUTES, ROUTES, titleFromSlug } from './routes.ts';

export const TOOL_PLATFORMS = [
  'twitter',
  'instagram',
  'tiktok',
  'linkedin',
  'facebook',
  'youtube',
  'onlyfans',
  'reddit',
  'universal',
] as const;
export type ToolPlatform = (typeof TOOL_PLATFORMS)[number];

/** The tool-suggestion categories, without the `all` filter. */
export const TOOL_CATEGORIES = [
  'analysis',
  'growth',
  'engagement',
  'content-creation',
  'social-media',
  'ai-tools',
  'reddit',
  'linkedin',
  'instagram',
  'tiktok',
  'youtube',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export type ToolBadge = 'Popular' | 'AI' | 'Business';

/** What a generator produces: the groups of the header's Generators menu. */
export const GENERATOR_GROUPS = ['bios', 'posts', 'hooks', 'hashtags', 'ideas'] as const;
export type GeneratorGroup = (typeof GENERATOR_GROUPS)[number];

export interface Tool {
  /** Unique id; the last path segment. */
  slug: string;
  /** Canonical path (a route of the route table). */
  path: string;
  /** Other paths of the route table that serve the same tool (never counted twice). */
  alsoAt?: readonly string[];
  title: string;
  description: string;
  platform: ToolPlatform;
  category: ToolCategory;
  badge?: ToolBadge;
  isPopular: boolean;
  isNew: boolean;
  generatorGroup?: GeneratorGroup;
}

interface Extra {
  title?: string;
  badge?: ToolBadge;
  popular?: boolean;
  isNew?: boolean;
  generator?: GeneratorGroup;
  alsoAt?: string[];
}

function tool(
  path: string,
  platform: ToolPlatform,
  category: ToolCategory,
  description: string,
  extra: Extra = {},
): Tool {
  const slug = path.split('/').pop()!;
  return {
    slug: path.startsWith('/generators/') ? `${path.split('/')[2]}-${slug}` : slug,
    path,
    ...(extra.alsoAt ? { alsoAt: extra.alsoAt } : {}),
    title: extra.title ?? titleFromSlug(slug),
    description,
    platform,
    category,
    ...(extra.badge ? { badge: extra.badge } : {}),
    isPopular: extra.popular ?? false,
    isNew: extra.isNew ?? false,
    ...(extra.generator ? { generatorGroup: extra.generator } : {}),
  };
}

export const TOOLS: readonly Tool[] = [
  // X (Twitter)
  tool('/tools/reply-grader', 'twitter', 'engagement', 'Score a reply before you post it.', {
    badge: 'Popular',
    popular: true,
  }),
  tool('/tools/twitter-bio-optimizer', 'twitter', 'growth', 'Sharpen your X bio for follows.', {
    generator: 'bios',
  }),
  tool('/tools/thread-scheduler', 'twitter', 'content-creation', 'Plan and time your threads.'),
  tool('/tools/tweet-performance-analyzer', 'twitter', 'analysis', 'See why a post did well.'),
  tool('/tools/twitter-character-counter', 'twitter', 'content-creation', 'Count to 280, exactly.'),
  tool('/tools/twitter-advanced-analytics', 'twitter', 'analysis', 'Deeper numbers for X.'),
  tool('/tools/visual-thread-weaver', 'twitter', 'content-creation', 'Turn notes into a thread.', {
    badge: 'AI',
    isNew: true,
    generator: 'posts',
  }),
  tool('/tools/angle-generator', 'twitter', 'engagement', 'Fresh angles for any reply.', {
    badge: 'AI',
    generator: 'ideas',
  }),
  // Instagram
  tool(
    '/tools/ai-caption-generator',
    'instagram',
    'content-creation',
    'Captions that fit the post.',
    {
      title: 'AI Caption Generator',
      badge: 'AI',
      generator: 'posts',
    },
  ),
  tool('/tools/instagram-growth-analytics', 'instagram', 'instagram', 'Track follower growth.'),
  tool('/tools/instagram-hashtag-optimizer', 'instagram', 'instagram', 'Tune your hashtag mix.', {
    generator: 'hashtags',
  }),
  tool(
    '/generators/instagram/bio-generator',
    'instagram',
    'instagram',
    'Six bio styles within 150 characters.',
    {
      title: 'Instagram Bio Generator',
      popular: true,
      generator: 'bios',
      alsoAt: ['/tools/instagram-bio-generator'],
    },
  ),
  // TikTok
  tool('/tools/tiktok-viral-predictor', 'tiktok', 'tiktok', 'Estimate a video’s reach.'),
  tool('/tools/tiktok-hashtag-analyzer', 'tiktok', 'tiktok', 'Check hashtags before you post.'),
  tool('/tiktok-script-generator', 'tiktok', 'tiktok', 'Scripts for short videos.', {
    badge: 'AI',
    generator: 'hooks',
    alsoAt: ['/tools/tiktok-script-generator'],
  }),
  tool('/tiktok-hook-generator', 'tiktok', 'tiktok', 'Openers that stop the scroll.', {
    generator: 'hooks',
    popular: true,
  }),
  tool('/tiktok-viral-hashtag-generator', 'tiktok', 'growth', 'Trending hashtags for TikTok.', {
    generator: 'hashtags',
  }),
  // LinkedIn
  tool(
    '/tools/linkedin-headline-optimizer',
    'linkedin',
    'linkedin',
    'A headline recruiters read.',
    {
      badge: 'Business',
      generator: 'bios',
    },
  ),
  tool('/linkedin-headline-generator', 'linkedin', 'linkedin', 'Headlines for your profile.', {
    generator: 'bios',
  }),
  tool('/linkedin-post-generator', 'linkedin', 'linkedin', 'Professional posts in your voice.', {
    badge: 'Business',
    generator: 'posts',
    alsoAt: ['/tools/linkedin-post-generator'],
  }),
  // YouTube
  tool('/tools/youtube-shorts-analytics', 'youtube', 'youtube', 'Read your Shorts numbers.'),
  tool('/tools/youtube-shorts-optimizer', 'youtube', 'youtube', 'Tune Shorts for reach.'),
  tool('/youtube-thumbnail-tester', 'youtube', 'youtube', 'Compare thumbnails side by side.'),
  tool('/youtube-shorts-analytics-calculator', 'youtube', 'youtube', 'Engagement from raw stats.'),
  tool('/youtube-retention-calculator', 'youtube', 'youtube', 'How much of a video people watch.'),
  tool('/youtube-hook-analyzer', 'youtube', 'youtube', 'Rate the first seconds.', { isNew: true }),
  tool('/youtube-growth-calculator', 'youtube', 'growth', 'Project subscriber growth.'),
  tool('/youtube-conversion-calculator', 'youtube', 'youtube', 'Views to subscribers.'),
  tool('/youtube-shorts-title-generator', 'youtube', 'youtube', 'Titles for Shorts.', {
    generator: 'hooks',
  }),
  tool('/youtube-shorts-hook-generator', 'youtube', 'youtube', 'Hooks for Shorts.', {
    generator: 'hooks',
  }),
  // Reddit
  tool('/tools/reddit-karma-calculator', 'reddit', 'reddit', 'Estimate karma from activity.'),
  tool('/tools/reddit-subreddit-analyzer', 'reddit', 'reddit', 'Find where to post.'),
  tool('/tools/reddit-post-optimizer', 'reddit', 'reddit', 'Titles that fit the subreddit.'),
  // Every platform
  tool(
    '/tools/smart-hashtag-generator',
    'universal',
    'growth',
    'Hashtags for your post from a curated set, by topic and language.',
    {
      badge: 'Popular',
      popular: true,
      generator: 'hashtags',
    },
  ),
  tool('/tools/performance-dashboard', 'universal', 'analysis', 'All your numbers in one view.'),
  tool('/tools/smart-inbox', 'universal', 'engagement', 'Replies worth answering first.'),
  tool('/tools/social-media-crisis-manager', 'universal', 'social-media', 'Respond calmly.', {
    badge: 'Business',
  }),
  tool('/tools/bio-generator', 'universal', 'content-creation', 'A bio for any profile.', {
    generator: 'bios',
  }),
  tool('/tools/quote-generator', 'universal', 'content-creation', 'Quotable lines to share.', {
    generator: 'posts',
  }),
  tool('/tools/ai-social-media-tutor', 'universal', 'ai-tools', 'Learn social media by asking.', {
    title: 'AI Social Media Tutor',
    badge: 'AI',
  }),
  tool('/tools/ai-social-media-strategist', 'universal', 'ai-tools', 'A plan for your goals.', {
    title: 'AI Social Media Strategist',
    badge: 'AI',
  }),
  tool(
    '/tools/creator-income-simulator',
    'universal',
    'analysis',
    'What your audience could earn.',
  ),
  tool('/cross-platform-analytics', 'universal', 'analysis', 'Compare platforms side by side.', {
    alsoAt: ['/tools/cross-platform-analytics'],
  }),
  tool('/tools/social-media-audit', 'universal', 'analysis', 'Check every profile at once.', {
    badge: 'Business',
  }),
  tool(
    '/tools/ai-content-calendar',
    'universal',
    'content-creation',
    'A month of posts, planned.',
    {
      title: 'AI Content Calendar',
      badge: 'AI',
      generator: 'ideas',
    },
  ),
  tool('/tools/authenticity-scorer', 'universal', 'analysis', 'Does it sound like you?', {
    badge: 'AI',
    isNew: true,
  }),
  tool('/viral-content-generator', 'universal', 'content-creation', 'Posts built to spread.', {
    badge: 'AI',
    popular: true,
    generator: 'posts',
  }),
  tool('/viral-content-predictor', 'universal', 'analysis', 'Score a post before it goes out.', {
    badge: 'AI',
  }),
  tool('/viral-post-deconstructor', 'universal', 'analysis', 'Why a viral post worked.', {
    badge: 'Popular',
    popular: true,
  }),
  tool('/content-idea-generator', 'universal', 'content-creation', 'Never start from blank.', {
    generator: 'ideas',
  }),
  tool('/social-media-bio-generator', 'universal', 'social-media', 'Bios for every network.', {
    generator: 'bios',
  }),
  tool('/username-generator', 'universal', 'social-media', 'Handles that are easy to find.', {
    generator: 'bios',
  }),
  tool('/hashtag-research', 'universal', 'growth', 'Research hashtags by volume.', {
    generator: 'hashtags',
  }),
  tool('/roi-calculator', 'universal', 'analysis', 'What your social time returns.', {
    title: 'ROI Calculator',
    badge: 'Business',
  }),
  tool('/ai-content-repurposing-engine', 'universal', 'ai-tools', 'One post, every platform.', {
    title: 'AI Content Repurposing Engine',
    badge: 'AI',
    isNew: true,
    generator: 'posts',
  }),
  tool('/social-media-listening', 'universal', 'social-media', 'Hear what people say.', {
    badge: 'Business',
  }),
  tool('/social-media-content-calendar', 'universal', 'social-media', 'Plan posts by week.', {
    generator: 'ideas',
  }),
  tool('/social-media-competitor-analysis', 'universal', 'analysis', 'Learn from competitors.', {
    badge: 'Business',
  }),
  tool('/ai-post-generator', 'universal', 'ai-tools', 'Draft a post from a template.', {
    title: 'AI Post Generator',
    badge: 'AI',
    generator: 'posts',
  }),
];

export function findTool(slug: string): Tool | undefined {
  return TOOLS.find((t) => t.slug === slug);
}

/**
 * The route whose translated title names a tool a saved item came from: items carry the tool's
 * slug (or, from older clients, its English title). Null for a name the catalogue does not know.
 */
export function toolRouteId(toolName: string): string | null {
  const name = toolName.trim();
  const tool = findTool(name) ?? TOOLS.find((t) => t.title.toLowerCase() === name.toLowerCase());
  return (tool && ROUTES.find((route) => route.path === tool.path)?.id) ?? null;
}

/** The path of a catalogue tool; throws for an unknown slug so a typo fails the tests. */
export function toolPath(slug: string): string {
  const found = findTool(slug);
  if (!found) throw new Error(`Unknown tool ${slug}`);
  return found.path;
}

export function totalToolCount(): number {
  return TOOLS.length;
}

/** Tools whose page is built: the ones a visitor can use today. */
function builtTools(): Tool[] {
  const built = new Set(BUILT_ROUTES.map((r) => r.path));
  return TOOLS.filter((tool) => built.has(tool.path));
}

/** Tools a visitor can use today (their page is built): the only count a claim may use. */
export function builtToolCount(): number {
  return builtTools().length;
}

/** Built tools per platform (counts shown in menus are of tools a visitor can open). */
export function toolCountsByPlatform(): Record<ToolPlatform, number> {
  const counts = Object.fromEntries(TOOL_PLATFORMS.map((p) => [p, 0])) as Record<
    ToolPlatform,
    number
  >;
  for (const t of builtTools()) counts[t.platform] += 1;
  return counts;
}

/** Built generators, in one group or in all. */
export function generatorCount(group?: GeneratorGroup): number {
  return builtTools().filter((t) => t.generatorGroup && (!group || t.generatorGroup === group))
    .length;
}
