import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router-dom';
import { BUILT_ROUTES } from '../shared/routes.ts';
import { AppLayout } from './components/AppLayout.tsx';
import { PageLoader } from './components/PageLoader.tsx';
import { RouteError } from './components/RouteError.tsx';
import { PAGES } from './pages.ts';
import { platform } from './platform/index.ts';

const notFound = async () => ({
  Component: (await import('./features/not-found/NotFoundPage.tsx')).NotFoundPage,
});

/** The built pages, each reachable with and without a language prefix. */
function pageRoutes(): RouteObject[] {
  return BUILT_ROUTES.map((route): RouteObject => {
    const lazy = PAGES[route.id];
    if (!lazy) throw new Error(`Route ${route.id} is marked built but has no page in pages.ts`);
    const relative = route.path.replace(/^\//, '');
    return relative === '' ? { index: true, lazy } : { path: relative, lazy };
  });
}

export function createRoutes(): RouteObject[] {
  const children: RouteObject[] = [...pageRoutes(), { path: '*', lazy: notFound }];
  return [
    {
      path: '/',
      Component: AppLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        ...children,
        // `/:lang/...`: AppLayout shows the not-found page when `lang` is not an active language.
        { path: ':lang', children },
      ],
    },
  ];
}

export function createAppRouter() {
  const routes = createRoutes();
  return platform().routerMode === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}
