// What tests/e2e/untranslated.test.ts accepts on a non-English page although English has the
// same text. Keep every entry justified: an entry here hides a real leftover if it is wrong.
import { LANGUAGES } from '../../src/shared/languages.ts';

/**
 * Names and tokens that are the same in every language: the product, the platforms, plan
 * names kept as product names, and the languages' own names (the language menu lists each
 * language in its own script on every page). A text made only of these, numbers, punctuation,
 * symbols, emoji, URLs and email addresses is never reported.
 */
export const UNIVERSAL_TOKENS: readonly string[] = [
  'ReplyPilot',
  'X',
  'Twitter',
  'Instagram',
  'TikTok',
  'LinkedIn',
  'YouTube',
  'Reddit',
  'Facebook',
  'Threads',
  'Discord',
  'Stripe',
  'Chrome',
  'Chromium',
  'Firefox',
  // The product's saved-items area is called the Workspace in every language.
  'Workspace',
  'AI',
  'OK',
  'SVG',
  'URL',
  'API',
  // Plan names are product names in every language (the plan table keeps them as they are).
  'Starter',
  'Creator',
  'Pro',
  ...LANGUAGES.map((l) => l.nativeName),
];

/**
 * Words that are the right word in that language although English spells them the same
 * (dictionary words of the language, not loanwords a translator merely left). They count like
 * the universal tokens above, in that language only.
 */
export const SAME_IN_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  // Dashboard: the German word for it (Duden), used by the menu and the page alike.
  de: [
    'Support',
    'Community',
    'Logo',
    'Name',
    'Details',
    'Autopilot',
    'Tempo',
    'Hindi',
    'Dashboard',
    // Die Website (Duden): the status page's first service.
    'Website',
  ],
  es: ['Popular'],
  pt: ['Popular'],
  // Services: the plural of le service, the status page's heading.
  fr: ['Contact', 'Logo', 'Engagement', 'Niche', 'Style', 'Services'],
  it: ['Email', 'Password', 'Community', 'Logo', 'Database'],
  nl: [
    'Support',
    'Contact',
    'Community',
    'Logo',
    'Product',
    'Platform',
    'Details',
    'Niche',
    'Trendy',
    'Database',
    // De website (Van Dale): the status page's first service.
    'Website',
  ],
  // West Frisian plurals and spellings: generators, details, strategy (Dutch strategie).
  fri: ['Logo', 'Generators', 'Details', 'Strategy', 'Database'],
};

/**
 * English found outside the areas this test was written with, routed to their owners:
 * `page` is the bare path (no language prefix; '*' = every page), `text` the English text
 * (numbers match any number), `languages` where it shows ('*' = every non-English language
 * checked). The test fails on anything English not listed here, and on an entry no longer
 * found where it was looked for (remove it once fixed: the list only shrinks).
 */
export interface KnownLeftover {
  page: string;
  text: string;
  languages: readonly string[] | '*';
  owner: string;
}

export const KNOWN_LEFTOVERS: readonly KnownLeftover[] = [
  ...(['/generators/instagram/bio-generator', '/social-media-bio-generator'] as const).map(
    (page) => ({
      page,
      text: 'Trendy',
      languages: ['fri'],
      owner: 'tools (bioTool.json: a Frisian word? if so, add it to SAME_IN_LANGUAGE.fri)',
    }),
  ),
  {
    page: '/tools/smart-hashtag-generator',
    text: 'Niche',
    languages: ['fri'],
    owner: 'tools (hashtagTool.json: a Frisian word? if so, add it to SAME_IN_LANGUAGE.fri)',
  },
];
