/**
 * The module of every built route's page, by route id (src/shared/routes.ts): the file, as
 * Vite names it (relative to src/renderer, the key of the build manifest), and its export.
 * Plain data, so the prerender script, the bench and the tests can look a page's chunk and
 * CSS up in `dist/web-manifest.json`; pages.ts loads them (a unit test checks both agree).
 */
export interface PageModule {
  file: string;
  export: string;
}

const page = (file: string, name: string): PageModule => ({ file, export: name });

export const PAGE_MODULES: Record<string, PageModule> = {
  auth: page('features/auth/AuthPage.tsx', 'AuthPage'),
  'auth-magic': page('features/auth/MagicLinkPage.tsx', 'MagicLinkPage'),
  'auth-reset': page('features/auth/ResetPasswordPage.tsx', 'ResetPasswordPage'),
  home: page('features/home/HomePage.tsx', 'HomePage'),
  about: page('features/company/AboutPage.tsx', 'AboutPage'),
  support: page('features/company/SupportPage.tsx', 'SupportPage'),
  careers: page('features/company/CareersPage.tsx', 'CareersPage'),
  'brand-assets': page('features/company/BrandAssetsPage.tsx', 'BrandAssetsPage'),
  affiliate: page('features/company/AffiliatePage.tsx', 'AffiliatePage'),
  help: page('features/company/HelpPage.tsx', 'HelpPage'),
  'feature-request': page('features/feature-request/FeatureRequestPage.tsx', 'FeatureRequestPage'),
  status: page('features/status/StatusPage.tsx', 'StatusPage'),
  privacy: page('features/company/PrivacyPage.tsx', 'PrivacyPage'),
  terms: page('features/company/TermsPage.tsx', 'TermsPage'),
  dashboard: page('features/account/DashboardPage.tsx', 'DashboardPage'),
  'dashboard-settings': page('features/account/ReplySettingsPage.tsx', 'ReplySettingsPage'),
  account: page('features/account/AccountPage.tsx', 'AccountPage'),
  welcome: page('features/account/WelcomePage.tsx', 'WelcomePage'),
  pricing: page('features/pricing/PricingPage.tsx', 'PricingPage'),
  signup: page('features/pricing/PricingPage.tsx', 'SignupPage'),
  'generators-instagram-bio-generator': page(
    'features/tools/bio/BioGeneratorPage.tsx',
    'InstagramBioGeneratorPage',
  ),
  'social-media-bio-generator': page(
    'features/tools/bio/BioGeneratorPage.tsx',
    'SocialMediaBioGeneratorPage',
  ),
  'tools_smart-hashtag-generator': page(
    'features/tools/hashtags/HashtagGeneratorPage.tsx',
    'HashtagGeneratorPage',
  ),
  'viral-post-deconstructor': page(
    'features/tools/viral/ViralPostDeconstructorPage.tsx',
    'ViralPostDeconstructorPage',
  ),
  'tools_reply-grader': page('features/tools/reply-grader/ReplyGraderPage.tsx', 'ReplyGraderPage'),
};
