/**
 * The site's navigation as data: the header (Features, Channels,
 * Generators, Resources, Pricing) and the footer's five columns. Labels are i18n keys
 * (`nav:` / `footer:` namespaces); hrefs are paths of the route table without a language
 * prefix (the header adds it). The plan below names every entry the site will have; what is
 * exported keeps only the entries whose page is built (`isBuiltHref`), drops groups, menus and
 * columns left empty, and counts only tools a visitor can open. An entry appears by itself when
 * its route is marked built.
 */
import { isBuiltPath } from './routes.ts';
import { SITE } from './site-config.ts';
import {
  builtToolCount,
  generatorCount,
  toolCountsByPlatform,
  toolPath,
  type GeneratorGroup,
  type ToolBadge,
  type ToolPlatform,
} from './tool-catalogue.ts';

export interface NavEntry {
  id: string;
  labelKey: string;
  descriptionKey?: string;
  /** Route-table path, optionally with `?query` or `#hash`. */
  href: string;
  badge?: ToolBadge;
  /** Tools behind this entry, computed from the catalogue. */
  count?: number;
}

export interface NavGroup {
  id: string;
  labelKey: string;
  entries: readonly NavEntry[];
  count?: number;
}

export interface NavMenu {
  id: 'features' | 'channels' | 'generators' | 'resources';
  labelKey: string;
  groups: readonly NavGroup[];
  /** A call to action under the menu (Generators: 'View All Generators'). */
  footer?: NavEntry;
}

const entry = (ns: string, id: string, href: string, extra: Partial<NavEntry> = {}): NavEntry => ({
  id,
  labelKey: `${ns}.${id}.label`,
  descriptionKey: `${ns}.${id}.description`,
  href,
  ...extra,
});

const feature = (id: string, href: string, badge?: ToolBadge) =>
  entry('nav:features', id, href, badge ? { badge } : {});

const FEATURES: NavMenu = {
  id: 'features',
  labelKey: 'nav:menus.features',
  groups: [
    {
      id: 'features',
      labelKey: 'nav:menus.features',
      entries: [
        feature('autopilot', '/guides/advanced-twitter-automation', 'AI'),
        feature('deconstructor', toolPath('viral-post-deconstructor'), 'Popular'),
        feature('repurposing', toolPath('ai-content-repurposing-engine'), 'AI'),
        feature('playbooks', '/playbooks'),
        feature('insights', '/algorithm-insights'),
        feature('analytics', toolPath('cross-platform-analytics'), 'Business'),
      ],
    },
  ],
};

const counts = toolCountsByPlatform();
const channel = (id: ToolPlatform | 'whatsapp' | 'telegram' | 'wechat', href: string) =>
  entry('nav:channels.items', id, href, id in counts ? { count: counts[id as ToolPlatform] } : {});

function group(id: string, ns: string, entries: NavEntry[], count?: number): NavGroup {
  return {
    id,
    labelKey: `nav:${ns}.groups.${id}`,
    entries,
    count: count ?? entries.reduce((n, e) => n + (e.count ?? 0), 0),
  };
}

const CHANNELS: NavMenu = {
  id: 'channels',
  labelKey: 'nav:menus.channels',
  groups: [
    group('social', 'channels', [
      channel('twitter', '/twitter'),
      channel('instagram', '/instagram'),
      channel('tiktok', '/tiktok'),
      channel('facebook', '/facebook'),
    ]),
    group('professional', 'channels', [
      channel('linkedin', '/linkedin'),
      channel('youtube', '/youtube'),
      channel('onlyfans', '/onlyfans'),
    ]),
    group('messaging', 'channels', [
      channel('whatsapp', '/whatsapp-tools'),
      channel('telegram', '/telegram-tools'),
      channel('wechat', '/wechat-tools'),
      channel('universal', '/universal-social-media-tools'),
    ]),
  ],
};

const generator = (slug: string, badge?: ToolBadge) =>
  entry('nav:generators.items', slug, toolPath(slug), badge ? { badge } : {});
const generatorGroup = (id: GeneratorGroup, entries: NavEntry[]) =>
  group(id, 'generators', entries, generatorCount(id));

const GENERATORS: NavMenu = {
  id: 'generators',
  labelKey: 'nav:menus.generators',
  groups: [
    generatorGroup('bios', [
      generator('instagram-bio-generator', 'Popular'),
      generator('social-media-bio-generator'),
      generator('username-generator'),
    ]),
    generatorGroup('posts', [
      generator('viral-content-generator', 'AI'),
      generator('linkedin-post-generator', 'Business'),
      generator('ai-caption-generator'),
    ]),
    generatorGroup('hooks', [
      generator('tiktok-hook-generator', 'Popular'),
      generator('youtube-shorts-title-generator'),
      generator('tiktok-script-generator'),
    ]),
    generatorGroup('hashtags', [
      generator('smart-hashtag-generator', 'Popular'),
      generator('tiktok-viral-hashtag-generator'),
      generator('hashtag-research'),
    ]),
    generatorGroup('ideas', [
      generator('content-idea-generator'),
      generator('angle-generator', 'AI'),
      generator('ai-content-calendar'),
    ]),
  ],
  footer: {
    id: 'all-generators',
    labelKey: 'nav:viewAllGenerators',
    href: '/generators',
    count: generatorCount(),
  },
};

const resource = (id: string, href: string, extra: Partial<NavEntry> = {}) =>
  entry('nav:resources', id, href, extra);

const RESOURCES: NavMenu = {
  id: 'resources',
  labelKey: 'nav:menus.resources',
  groups: [
    {
      id: 'resources',
      labelKey: 'nav:menus.resources',
      entries: [
        resource('guides', '/guides'),
        resource('blog', '/blog'),
        resource('caseStudies', '/case-studies'),
        resource('templates', '/templates'),
        resource('glossary', '/social-media-glossary'),
        resource('help', '/help'),
        resource('allTools', '/tools', { count: builtToolCount() }),
      ],
    },
  ],
};

/** The path part of an href (no query, no hash). */
export function hrefPath(href: string): string {
  return href.split(/[?#]/)[0] || '/';
}

/** Whether an href (route-table path, optional query or hash) leads to a built page. */
export function isBuiltHref(href: string): boolean {
  return isBuiltPath(hrefPath(href));
}

function builtMenu(menu: NavMenu): NavMenu | null {
  const groups = menu.groups
    .map((g) => {
      const entries = g.entries.filter((e) => isBuiltHref(e.href));
      // A group's count is of what it lists: the entries' own counts, or one tool each.
      const count =
        g.count === undefined
          ? undefined
          : entries.reduce((n, e) => n + (e.count ?? (menu.id === 'generators' ? 1 : 0)), 0);
      return { ...g, entries, ...(count ? { count } : { count: undefined }) };
    })
    .filter((g) => g.entries.length > 0);
  if (groups.length === 0) return null;
  const footer = menu.footer && isBuiltHref(menu.footer.href) ? menu.footer : undefined;
  return { ...menu, groups, ...(footer ? { footer } : { footer: undefined }) };
}

/** Every menu the site will have, built or not (for reports). */
export const MENU_PLAN: readonly NavMenu[] = [FEATURES, CHANNELS, GENERATORS, RESOURCES];

/** The header's menus: built entries only. */
export const HEADER_MENUS: readonly NavMenu[] = MENU_PLAN.map(builtMenu).filter(
  (m): m is NavMenu => m !== null,
);

/** On the home page it scrolls; elsewhere it goes home, then scrolls. */
export const PRICING_LINK: NavEntry = {
  id: 'pricing',
  labelKey: 'nav:menus.pricing',
  href: '/#pricing',
};

export const AUTH_LINKS = {
  signIn: '/auth',
  /** The 7-day trial starts at sign-up with this plan (docs/product-rules.md#trial). */
  trial: '/auth?plan=creator',
  dashboard: '/dashboard',
  account: '/account',
  afterSignOut: '/auth',
} as const;

export interface FooterColumn {
  id: 'product' | 'resources' | 'freeTools' | 'company' | 'support';
  labelKey: string;
  links: readonly NavEntry[];
}

const link = (labelKey: string, href: string): NavEntry => ({
  id: href,
  labelKey,
  href,
});

const FOOTER_PLAN: readonly FooterColumn[] = [
  {
    id: 'product',
    labelKey: 'footer:columns.product',
    links: [
      link('footer:links.pricing', '/pricing'),
      link('nav:features.playbooks.label', '/playbooks'),
      link('nav:features.insights.label', '/algorithm-insights'),
      link('nav:features.deconstructor.label', toolPath('viral-post-deconstructor')),
      link('nav:menus.generators', '/generators'),
    ],
  },
  {
    id: 'resources',
    labelKey: 'footer:columns.resources',
    links: [
      link('nav:resources.blog.label', '/blog'),
      link('nav:resources.guides.label', '/guides'),
      link('nav:resources.caseStudies.label', '/case-studies'),
      link('nav:resources.glossary.label', '/social-media-glossary'),
      link('footer:links.siteIndex', '/site-index'),
    ],
  },
  {
    id: 'freeTools',
    labelKey: 'footer:columns.freeTools',
    links: [
      link('footer:links.replyGrader', toolPath('reply-grader')),
      link(
        'nav:generators.items.smart-hashtag-generator.label',
        toolPath('smart-hashtag-generator'),
      ),
      link('footer:links.twitterBioOptimizer', toolPath('twitter-bio-optimizer')),
      link('footer:links.roiCalculator', toolPath('roi-calculator')),
      link('nav:resources.allTools.label', '/tools'),
    ],
  },
  {
    id: 'company',
    labelKey: 'footer:columns.company',
    links: [
      link('footer:links.about', '/about'),
      link('footer:links.careers', '/careers'),
      link('footer:links.brandAssets', '/brand-assets'),
      link('footer:links.affiliate', '/affiliate'),
    ],
  },
  {
    id: 'support',
    labelKey: 'footer:columns.support',
    links: [
      link('footer:links.help', '/help'),
      link('footer:links.contact', '/support'),
      link('footer:links.featureRequest', '/feature-request'),
      link('footer:links.status', '/status'),
      link('footer:links.privacy', '/privacy'),
      link('footer:links.terms', '/terms'),
    ],
  },
];

/** The footer's columns: built links only, empty columns dropped. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = FOOTER_PLAN.map((c) => ({
  ...c,
  links: c.links.filter((l) => isBuiltHref(l.href)),
})).filter((c) => c.links.length > 0);

export const SOCIAL_LINKS = SITE.social;

/** Every internal href of the header and the footer (for tests and reports). */
export function allNavHrefs(): string[] {
  const menuHrefs = HEADER_MENUS.flatMap((m) => [
    ...m.groups.flatMap((g) => g.entries.map((e) => e.href)),
    ...(m.footer ? [m.footer.href] : []),
  ]);
  return [
    ...menuHrefs,
    PRICING_LINK.href,
    ...Object.values(AUTH_LINKS),
    ...FOOTER_COLUMNS.flatMap((c) => c.links.map((l) => l.href)),
  ];
}
