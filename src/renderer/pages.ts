import type {
  ComponentType,
  FulfilledReactPromise,
  PendingReactPromise,
  RejectedReactPromise,
} from 'react';
import { withPageBoundary } from './components/error/PageBoundary.tsx';
import { withExtensionBridge } from './features/extension-bridge/ExtensionBridge.tsx';
import { PAGE_MODULES } from './page-modules.ts';
import { ensureStylesheets, routeStylesheets } from './route-styles.ts';

/**
 * The page component of every built route, by route id (src/shared/routes.ts), loaded on
 * demand so every page ships in its own chunk. Which module and export is a page is in
 * page-modules.ts; a route marked built in the table must have an entry there (a unit test
 * checks both directions). A page renders only once its stylesheets are in the document
 * (route-styles.ts). Every page is wrapped in the error boundary (the error screen keeps the
 * layout around it) and the toaster, beside the extension bridge (started once per page
 * load, for signed-in and signed-out visitors).
 */
type PageLoader = () => Promise<{ Component: ComponentType }>;

// Literal paths (Vite reads them at build time); the keys must match page-modules.ts.
const modules = import.meta.glob<Record<string, ComponentType>>([
  './features/auth/AuthPage.tsx',
  './features/auth/MagicLinkPage.tsx',
  './features/auth/ResetPasswordPage.tsx',
  './features/home/HomePage.tsx',
  './features/company/AboutPage.tsx',
  './features/company/SupportPage.tsx',
  './features/company/CareersPage.tsx',
  './features/company/BrandAssetsPage.tsx',
  './features/company/AffiliatePage.tsx',
  './features/company/HelpPage.tsx',
  './features/feature-request/FeatureRequestPage.tsx',
  './features/status/StatusPage.tsx',
  './features/company/PrivacyPage.tsx',
  './features/company/TermsPage.tsx',
  './features/account/DashboardPage.tsx',
  './features/account/ReplySettingsPage.tsx',
  './features/account/AccountPage.tsx',
  './features/account/WelcomePage.tsx',
  './features/pricing/PricingPage.tsx',
  './features/tools/bio/BioGeneratorPage.tsx',
  './features/tools/hashtags/HashtagGeneratorPage.tsx',
  './features/tools/viral/ViralPostDeconstructorPage.tsx',
  './features/tools/reply-grader/ReplyGraderPage.tsx',
]);

function pageLoader(routeId: string): PageLoader {
  const { file, export: name } = PAGE_MODULES[routeId]!;
  const load = modules[`./${file}`];
  if (!load) throw new Error(`${file}, the page of ${routeId}, is missing from pages.ts`);
  return async () => {
    const [module] = await Promise.all([load(), ensureStylesheets(routeStylesheets(routeId))]);
    const Page = module[name];
    if (!Page) throw new Error(`${file} has no export ${name}`);
    return { Component: withExtensionBridge(withPageBoundary(Page)) };
  };
}

export const PAGES: Record<string, PageLoader> = Object.fromEntries(
  Object.keys(PAGE_MODULES).map((id) => [id, pageLoader(id)]),
);

/** A promise React's `use` reads synchronously once settled (React's own thenable fields). */
type TrackedPromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

const loaded = new Map<string, { page: TrackedPromise<ComponentType>; attempt: string }>();

/**
 * The page of a route, loaded once: the same promise for every render, settled ones read at
 * once. A failed load stays failed for the attempt it was made in (rendering it again must
 * not start a request each time); a new attempt (a navigation, the error screen's retry)
 * loads it again.
 */
export function loadPage(routeId: string, attempt = ''): TrackedPromise<ComponentType> {
  const known = loaded.get(routeId);
  if (known && (known.page.status !== 'rejected' || known.attempt === attempt)) return known.page;
  const load = PAGES[routeId];
  if (!load) throw new Error(`No page for route ${routeId}`);
  const page = track(load().then((module) => module.Component));
  loaded.set(routeId, { page, attempt });
  return page;
}
