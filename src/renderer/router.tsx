import { lazy, use, useContext, type ReactNode } from 'react';
import { BrowserRouter, HashRouter, Route, Routes } from 'react-router-dom';
import { BUILT_ROUTES } from '../shared/routes.ts';
import { AppLayout } from './components/AppLayout.tsx';
import { PageAttempt, RouteErrorBoundary } from './components/RouteError.tsx';
import { identifyPage } from './components/seo/head-data.ts';
import { loadPage } from './pages.ts';
import { platform } from './platform/index.ts';

const NotFoundPage = lazy(async () => ({
  default: (await import('./features/not-found/NotFoundPage.tsx')).NotFoundPage,
}));

/**
 * A built route's page. It suspends until its module and stylesheets are loaded
 * (pages.ts); a navigation is a transition, so the previous page stays on screen meanwhile.
 * Once loaded (or preloaded before hydration) it renders at once.
 */
function RoutePage({ id }: { id: string }) {
  const Page = use(loadPage(id, useContext(PageAttempt)));
  // eslint-disable-next-line react-hooks/static-components -- loaded once per route (pages.ts), not made here
  return <Page />;
}

/** The built pages, then the not-found page for anything else. */
function pageRoutes(): ReactNode[] {
  return [
    ...BUILT_ROUTES.map((route) => {
      const element = <RoutePage id={route.id} />;
      const relative = route.path.replace(/^\//, '');
      return relative === '' ? (
        <Route key={route.id} index element={element} />
      ) : (
        <Route key={route.id} path={relative} element={element} />
      );
    }),
    <Route key="*" path="*" element={<NotFoundPage />} />,
  ];
}

/**
 * Every route, each reachable with and without a language prefix: `/:lang/...` (AppLayout
 * shows the not-found page when `lang` is not an active language). Declarative routes: the
 * data router's loaders, actions and fetchers are not used, and leaving them out keeps a
 * third of React Router out of the first load.
 */
export function AppRoutes() {
  const pages = pageRoutes();
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          {pages}
          <Route path=":lang">{pages}</Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/** The browser's router: history on the website, the hash in the desktop window. */
export function AppRouter({ children }: { children: ReactNode }) {
  return platform().routerMode === 'hash' ? (
    <HashRouter>{children}</HashRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
}

/**
 * Loads the page of `pathname` (module and stylesheets) so the first render shows it at
 * once: before hydrating prerendered HTML, the client's first render must be that markup.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = identifyPage(pathname).route;
  if (route) await loadPage(route.id);
}
