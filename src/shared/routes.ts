/**
 * Every path of the product in one table: its title and
 * description (English; other languages come from the renderer's `routes` locale files),
 * the feature that owns it, whether search engines may index it, and whether it is built.
 * A path that is not built yet is recorded as `missing`, never faked: the router serves
 * only built routes, and `npm run routes:report` lists both.
 */

export type RouteFeature =
  | 'home'
  | 'auth'
  | 'account'
  | 'pricing'
  | 'content'
  | 'guides'
  | 'company'
  | 'platform-hubs'
  | 'tools'
  | 'generators'
  | 'youtube'
  | 'playbooks'
  | 'insights';

export type PageType = 'homepage' | 'tool' | 'blog' | 'guide' | 'platform' | 'page';

export interface RouteEntry {
  /** Stable id, also the locale key (`routes:<id>.title`). */
  id: string;
  /** React Router path; `:param` marks a pattern. */
  path: string;
  feature: RouteFeature;
  /** Public pages are indexed, prerendered and listed in the sitemap. */
  access: 'public' | 'private';
  status: 'built' | 'missing';
  pageType: PageType;
  title: string;
  description: string;
}

type Spec = Omit<RouteEntry, 'status' | 'pageType' | 'access'> &
  Partial<Pick<RouteEntry, 'status' | 'pageType' | 'access'>>;

/** Routes built so far. Everything else in the table is `missing`. */
const BUILT = new Set([
  'home',
  'auth',
  'auth-magic',
  'auth-reset',
  'dashboard',
  'dashboard-settings',
  'account',
  'welcome',
  'pricing',
  'signup',
  'about',
  'support',
  'careers',
  'brand-assets',
  'affiliate',
  'help',
  'feature-request',
  'status',
  'privacy',
  'terms',
  'generators-instagram-bio-generator',
  'social-media-bio-generator',
  'tools_smart-hashtag-generator',
  'viral-post-deconstructor',
  'tools_reply-grader',
]);

/** Built tool pages say what they do rather than the generic line of an unbuilt slug. */
const TOOL_COPY: Record<string, { title: string; description: string }> = {
  'social-media-bio-generator': {
    title: 'Social media bio generator',
    description:
      'Write a bio for Instagram, X, TikTok, LinkedIn or YouTube in six styles, each within 150 characters.',
  },
  'tools_smart-hashtag-generator': {
    title: 'Smart hashtag generator',
    description:
      'Turn a caption into trending, targeted and niche hashtags sized for each platform’s limit.',
  },
  'viral-post-deconstructor': {
    title: 'Viral post deconstructor',
    description:
      'See why a post spread: its hook, pacing, emotional triggers and call to action, plus a reusable template.',
  },
  'tools_reply-grader': {
    title: 'Reply grader',
    description:
      'Score a reply before you post it: length, punctuation, originality and relevance, with concrete fixes.',
  },
};

export function titleFromSlug(slug: string): string {
  const words: Record<string, string> = {
    ai: 'AI',
    roi: 'ROI',
    seo: 'SEO',
    x: 'X',
    tiktok: 'TikTok',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    onlyfans: 'OnlyFans',
    whatsapp: 'WhatsApp',
    wechat: 'WeChat',
  };
  return slug
    .split('-')
    .map((w) => words[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const slugRoute = (
  prefix: string,
  slug: string,
  feature: RouteFeature,
  pageType: PageType,
  describe: (title: string) => string,
): Spec => {
  const title = titleFromSlug(slug.split('/').pop()!);
  const id = `${prefix}${slug}`.replace(/^\/+/, '').replace(/\//g, '_');
  return { id, path: `${prefix}${slug}`, feature, pageType, title, description: describe(title) };
};

const GUIDE_SLUGS = [
  'the-art-of-the-reply',
  'advanced-twitter-automation',
  'finding-your-authentic-voice',
  'twitter-growth-for-creators',
  'your-first-24-hours',
  'how-we-protect-your-account',
  'crafting-your-ai-persona',
  'twitter-automation-safety',
];

export const TOOL_SLUGS = [
  'reply-grader',
  'twitter-bio-optimizer',
  'smart-hashtag-generator',
  'performance-dashboard',
  'ai-caption-generator',
  'thread-scheduler',
  'tweet-performance-analyzer',
  'smart-inbox',
  'social-media-crisis-manager',
  'bio-generator',
  'twitter-character-counter',
  'instagram-bio-generator',
  'tiktok-script-generator',
  'quote-generator',
  'ai-social-media-tutor',
  'ai-social-media-strategist',
  'creator-income-simulator',
  'reddit-karma-calculator',
  'reddit-subreddit-analyzer',
  'reddit-post-optimizer',
  'linkedin-post-generator',
  'linkedin-headline-optimizer',
  'instagram-growth-analytics',
  'instagram-hashtag-optimizer',
  'tiktok-viral-predictor',
  'tiktok-hashtag-analyzer',
  'youtube-shorts-analytics',
  'youtube-shorts-optimizer',
  'cross-platform-analytics',
  'social-media-audit',
  'twitter-advanced-analytics',
  'ai-content-calendar',
  'visual-thread-weaver',
  'authenticity-scorer',
  'angle-generator',
] as const;

const TOP_LEVEL_TOOLS = [
  'viral-content-generator',
  'viral-content-predictor',
  'viral-post-deconstructor',
  'content-idea-generator',
  'social-media-bio-generator',
  'username-generator',
  'generator-hub',
  'hashtag-research',
  'roi-calculator',
  'ai-content-repurposing-engine',
  'social-media-listening',
  'social-media-content-calendar',
  'social-media-competitor-analysis',
  'tiktok-script-generator',
  'tiktok-hook-generator',
  'tiktok-viral-hashtag-generator',
  'linkedin-headline-generator',
  'linkedin-post-generator',
  'youtube-thumbnail-tester',
  'ai-post-generator',
];

/** The YouTube calculators and generators: top-level pages, without a `/tools` prefix. */
const YOUTUBE_PAGES = [
  'youtube-shorts-analytics-calculator',
  'youtube-retention-calculator',
  'youtube-hook-analyzer',
  'youtube-growth-calculator',
  'youtube-conversion-calculator',
  'youtube-shorts-title-generator',
  'youtube-shorts-hook-generator',
];

const PLATFORM_HUBS = [
  'twitter',
  'instagram',
  'tiktok',
  'linkedin',
  'facebook',
  'youtube',
  'onlyfans',
  'youtube-tools',
  'linkedin-tools',
  'whatsapp-tools',
  'telegram-tools',
  'wechat-tools',
  'universal-social-media-tools',
  'onlyfans-tools',
  'tiktok-tools',
];

export const INSIGHT_PLATFORMS = [
  'tiktok',
  'instagram',
  'youtube',
  'twitter-x',
  'linkedin',
  'pinterest',
];

/** Playbook tool links `/tools/{platform}/{tool-slug}`. */
export const PLAYBOOK_TOOL_LINKS = [
  'instagram/hashtag-research',
  'instagram/reel-hook-generator',
  'instagram/engagement-calculator',
  'instagram/reel-predictor',
  'instagram/bio-generator',
  'instagram/carousel-maker',
  'instagram/best-time-to-post',
  'instagram/reel-editor',
  'instagram/analytics',
  'tiktok/trending-sounds',
  'tiktok/best-time-to-post',
  'tiktok/hashtag-generator',
  'tiktok/viral-predictor',
  'tiktok/hook-generator',
  'tiktok/analytics',
  'youtube/seo-analyzer',
  'youtube/thumbnail-generator',
  'youtube/shorts-optimizer',
  'youtube/thumbnail-tester',
  'youtube/shorts-editor',
  'youtube/analytics',
  'youtube/keyword-research',
  'linkedin/post-scheduler',
  'linkedin/scheduler',
  'linkedin/engagement-calculator',
  'linkedin/carousel-generator',
  'linkedin/analytics',
  'twitter/thread-scheduler',
  'twitter/analytics',
  'twitter/bio-generator',
  'pinterest/pin-designer',
  'pinterest/seo-keywords',
  'pinterest/idea-pin-creator',
  'pinterest/analytics',
];

const SPECS: Spec[] = [
  // Home, auth, account, pricing
  {
    id: 'home',
    path: '/',
    feature: 'home',
    pageType: 'homepage',
    title: 'ReplyPilot — AI reply automation for X',
    description:
      'Find the conversations worth joining on X and post thoughtful, on-brand replies with AI, in your voice, inside limits that keep your account safe.',
  },
  {
    id: 'auth',
    path: '/auth',
    feature: 'auth',
    access: 'private',
    title: 'Sign in or create your account',
    description: 'Sign in to ReplyPilot or start your free trial.',
  },
  {
    id: 'auth-magic',
    path: '/auth/magic',
    feature: 'auth',
    access: 'private',
    title: 'Signing you in',
    description: 'Completing sign-in from your magic link.',
  },
  {
    id: 'auth-reset',
    path: '/auth/reset',
    feature: 'auth',
    access: 'private',
    title: 'Choose a new password',
    description: 'Set a new password for your account from the link in your reset email.',
  },
  {
    id: 'dashboard',
    path: '/dashboard',
    feature: 'account',
    access: 'private',
    title: 'Dashboard',
    description: 'Your plan, trial and today’s reply allowance.',
  },
  {
    id: 'dashboard-settings',
    path: '/dashboard/settings',
    feature: 'account',
    access: 'private',
    title: 'Persona and reply settings',
    description: 'How your replies sound, how the extension works, and your time zone.',
  },
  {
    id: 'account',
    path: '/account',
    feature: 'account',
    access: 'private',
    title: 'Account',
    description: 'Your profile, plan and billing.',
  },
  {
    id: 'welcome',
    path: '/welcome',
    feature: 'pricing',
    access: 'private',
    title: 'Welcome',
    description: 'Your new plan, confirmed after checkout.',
  },
  {
    id: 'pricing',
    path: '/pricing',
    feature: 'pricing',
    title: 'Pricing',
    description:
      'Free, Starter, Creator and Pro: more AI replies a day on X, unlimited free tools on every paid plan, and a free trial with no card needed.',
  },
  {
    id: 'signup',
    path: '/signup',
    feature: 'pricing',
    title: 'Choose your plan',
    description:
      'Pick the plan to sign up with: start free, or choose Starter, Creator or Pro for more AI replies a day on X.',
  },
  // Content
  {
    id: 'blog',
    path: '/blog',
    feature: 'content',
    pageType: 'blog',
    title: 'Blog',
    description: 'Ideas and tactics for growing on social media with AI.',
  },
  {
    id: 'guides',
    path: '/guides',
    feature: 'guides',
    pageType: 'guide',
    title: 'Guides',
    description: 'Step-by-step guides to reply automation and audience growth.',
  },
  ...GUIDE_SLUGS.map((s) => slugRoute('/guides/', s, 'guides', 'guide', (t) => `Guide: ${t}.`)),
  {
    id: 'case-studies',
    path: '/case-studies',
    feature: 'content',
    title: 'Case studies',
    description: 'How creators and teams grew with ReplyPilot.',
  },
  {
    id: 'social-media-glossary',
    path: '/social-media-glossary',
    feature: 'content',
    title: 'Social media glossary',
    description: 'Plain-English definitions of social media terms.',
  },
  {
    id: 'site-index',
    path: '/site-index',
    feature: 'content',
    title: 'Site index',
    description: 'Every page of ReplyPilot in one list.',
  },
  {
    id: 'content-index',
    path: '/content-index',
    feature: 'content',
    title: 'Content index',
    description: 'All guides, playbooks and insights.',
  },
  {
    id: 'content-directory',
    path: '/content-directory',
    feature: 'content',
    title: 'Content directory',
    description: 'Browse ReplyPilot content by topic.',
  },
  {
    id: 'templates',
    path: '/templates',
    feature: 'content',
    title: 'Templates',
    description: 'Ready-to-use post and reply templates.',
  },
  {
    id: 'cross-platform-analytics',
    path: '/cross-platform-analytics',
    feature: 'tools',
    pageType: 'tool',
    title: 'Cross-platform analytics',
    description: 'Compare your performance across platforms.',
  },
  {
    id: 'ai-tools',
    path: '/ai-tools',
    feature: 'tools',
    title: 'AI tools',
    description: 'Free AI tools for social media.',
  },
  {
    id: 'all-tools',
    path: '/all-tools',
    feature: 'tools',
    title: 'All tools',
    description: 'Every free tool in one place.',
  },
  {
    id: 'tools',
    path: '/tools',
    feature: 'tools',
    title: 'Free tools',
    description: 'Free AI tools and calculators for creators.',
  },
  {
    id: 'generators',
    path: '/generators',
    feature: 'generators',
    title: 'Generators',
    description: 'AI generators for bios, hashtags, hooks and posts.',
  },
  {
    id: 'analytics',
    path: '/analytics',
    feature: 'tools',
    title: 'Analytics tools',
    description: 'Calculators and analyzers for your social media numbers.',
  },
  {
    id: 'twitter-tools',
    path: '/twitter-tools',
    feature: 'platform-hubs',
    pageType: 'platform',
    title: 'Twitter/X tools',
    description: 'Free tools for growing on X.',
  },
  // Company and support
  {
    id: 'about',
    path: '/about',
    feature: 'company',
    title: 'About ReplyPilot',
    description:
      'Who we are and why we build AI reply automation that respects your account and your audience.',
  },
  {
    id: 'support',
    path: '/support',
    feature: 'company',
    title: 'Support',
    description: 'Get help with ReplyPilot: contact options, response times and the community.',
  },
  {
    id: 'careers',
    path: '/careers',
    feature: 'company',
    title: 'Careers',
    description: 'Work with us on AI tools for creators.',
  },
  {
    id: 'brand-assets',
    path: '/brand-assets',
    feature: 'company',
    title: 'Brand assets',
    description: 'ReplyPilot logos, colours and usage guidelines.',
  },
  {
    id: 'affiliate',
    path: '/affiliate',
    feature: 'company',
    title: 'Affiliate program',
    description: 'Earn a commission by recommending ReplyPilot.',
  },
  {
    id: 'help',
    path: '/help',
    feature: 'company',
    title: 'Help center',
    description: 'Answers to common questions about ReplyPilot.',
  },
  {
    id: 'feature-request',
    path: '/feature-request',
    feature: 'company',
    title: 'Request a feature',
    description: 'Tell us what ReplyPilot should do next.',
  },
  {
    id: 'status',
    path: '/status',
    feature: 'company',
    title: 'System status',
    description: 'Live health of the ReplyPilot service.',
  },
  {
    id: 'privacy',
    path: '/privacy',
    feature: 'company',
    title: 'Privacy policy',
    description: 'What data ReplyPilot keeps, why, and your rights.',
  },
  {
    id: 'terms',
    path: '/terms',
    feature: 'company',
    title: 'Terms of service',
    description: 'The terms for using ReplyPilot.',
  },
  // Platform hubs
  ...PLATFORM_HUBS.map((s) =>
    slugRoute('/', s, 'platform-hubs', 'platform', (t) => `${t}: free tools and growth tactics.`),
  ),
  // Tools
  {
    id: 'tool',
    path: '/tools/:slug',
    feature: 'tools',
    pageType: 'tool',
    title: 'Free tool',
    description: 'A free AI tool for social media.',
  },
  ...TOOL_SLUGS.map((s) =>
    slugRoute('/tools/', s, 'tools', 'tool', (t) => `${t}: a free AI tool for creators.`),
  ),
  {
    id: 'platform-tool',
    path: '/tools/:platform/:tool',
    feature: 'tools',
    pageType: 'tool',
    title: 'Free tool',
    description: 'A free tool from the playbooks.',
  },
  ...PLAYBOOK_TOOL_LINKS.map((s) =>
    slugRoute('/tools/', s, 'tools', 'tool', (t) => `${t}: a free tool from the playbooks.`),
  ),
  ...TOP_LEVEL_TOOLS.map((s) =>
    slugRoute('/', s, 'tools', 'tool', (t) => `${t}: free and AI-powered.`),
  ),
  ...YOUTUBE_PAGES.map((s) =>
    slugRoute('/', s, 'youtube', 'tool', (t) => `${t}: free YouTube tool.`),
  ),
  {
    id: 'generators-instagram-bio-generator',
    path: '/generators/instagram/bio-generator',
    feature: 'generators',
    pageType: 'tool',
    title: 'Instagram bio generator',
    description: 'Write an Instagram bio in six styles, within the 150-character limit.',
  },
  // Playbooks and insights
  {
    id: 'playbooks',
    path: '/playbooks',
    feature: 'playbooks',
    title: 'Playbooks',
    description: 'Week-by-week growth playbooks for every platform.',
  },
  {
    id: 'playbook',
    path: '/playbooks/:slug',
    feature: 'playbooks',
    title: 'Playbook',
    description: 'A week-by-week growth playbook.',
  },
  {
    id: 'algorithm-insights',
    path: '/algorithm-insights',
    feature: 'insights',
    title: 'Algorithm insights',
    description: 'How each platform’s algorithm ranks content, signal by signal.',
  },
  {
    id: 'algorithm-insight',
    path: '/algorithm-insights/:platform',
    feature: 'insights',
    title: 'Algorithm insight',
    description: 'How this platform’s algorithm ranks content.',
  },
  ...INSIGHT_PLATFORMS.map((s) =>
    slugRoute(
      '/algorithm-insights/',
      s,
      'insights',
      'page',
      (t) => `How the ${t} algorithm ranks content.`,
    ),
  ),
];

export const ROUTES: readonly RouteEntry[] = SPECS.map((spec) => ({
  access: 'public',
  pageType: 'page',
  ...spec,
  ...TOOL_COPY[spec.id],
  status: BUILT.has(spec.id) ? 'built' : 'missing',
}));

export const BUILT_ROUTES: readonly RouteEntry[] = ROUTES.filter((r) => r.status === 'built');

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
const BUILT_PATTERNS = BUILT_ROUTES.map((r) => patternOf(r.path));

/** Whether a path (no language prefix, no query or hash) is a page the site serves. */
export function isBuiltPath(path: string): boolean {
  return BUILT_PATTERNS.some((pattern) => pattern.test(path));
}

export function findRoute(id: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.id === id);
}

/** Built, public, concrete pages: what is prerendered and listed in the sitemap. */
export function indexablePages(): RouteEntry[] {
  return BUILT_ROUTES.filter((r) => r.access === 'public' && !r.path.includes(':'));
}
