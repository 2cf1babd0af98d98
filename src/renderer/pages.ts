import type { ComponentType } from 'react';
import { withPageBoundary } from './components/error/PageBoundary.tsx';
import { withExtensionBridge } from './features/extension-bridge/ExtensionBridge.tsx';

/**
 * The page component of every built route, by route id (src/shared/routes.ts). Each is a
 * lazy import so every page ships in its own chunk. A route marked built in the table must
 * have an entry here (a unit test checks both directions). Every page is wrapped in the
 * error boundary (the error screen keeps the layout around it) and the toaster, beside the
 * extension bridge (started once per page load, for signed-in and signed-out visitors).
 */
type PageModule = () => Promise<{ Component: ComponentType }>;

const page =
  (load: () => Promise<ComponentType>): PageModule =>
  async () => ({ Component: withExtensionBridge(withPageBoundary(await load())) });

export const PAGES: Record<string, PageModule> = {
  auth: page(async () => (await import('./features/auth/AuthPage.tsx')).AuthPage),
  'auth-magic': page(async () => (await import('./features/auth/MagicLinkPage.tsx')).MagicLinkPage),
  home: page(async () => (await import('./features/home/HomePage.tsx')).HomePage),
  about: page(async () => (await import('./features/company/AboutPage.tsx')).AboutPage),
  support: page(async () => (await import('./features/company/SupportPage.tsx')).SupportPage),
  careers: page(async () => (await import('./features/company/CareersPage.tsx')).CareersPage),
  'brand-assets': page(
    async () => (await import('./features/company/BrandAssetsPage.tsx')).BrandAssetsPage,
  ),
  affiliate: page(async () => (await import('./features/company/AffiliatePage.tsx')).AffiliatePage),
  help: page(async () => (await import('./features/company/HelpPage.tsx')).HelpPage),
  'feature-request': page(
    async () =>
      (await import('./features/feature-request/FeatureRequestPage.tsx')).FeatureRequestPage,
  ),
  status: page(async () => (await import('./features/status/StatusPage.tsx')).StatusPage),
  privacy: page(async () => (await import('./features/company/PrivacyPage.tsx')).PrivacyPage),
  terms: page(async () => (await import('./features/company/TermsPage.tsx')).TermsPage),
  dashboard: page(async () => (await import('./features/account/DashboardPage.tsx')).DashboardPage),
  account: page(async () => (await import('./features/account/AccountPage.tsx')).AccountPage),
  'generators-instagram-bio-generator': page(
    async () =>
      (await import('./features/tools/bio/BioGeneratorPage.tsx')).InstagramBioGeneratorPage,
  ),
  'social-media-bio-generator': page(
    async () =>
      (await import('./features/tools/bio/BioGeneratorPage.tsx')).SocialMediaBioGeneratorPage,
  ),
  'tools_smart-hashtag-generator': page(
    async () =>
      (await import('./features/tools/hashtags/HashtagGeneratorPage.tsx')).HashtagGeneratorPage,
  ),
  'viral-post-deconstructor': page(
    async () =>
      (await import('./features/tools/viral/ViralPostDeconstructorPage.tsx'))
        .ViralPostDeconstructorPage,
  ),
  'tools_reply-grader': page(
    async () => (await import('./features/tools/reply-grader/ReplyGraderPage.tsx')).ReplyGraderPage,
  ),
};
