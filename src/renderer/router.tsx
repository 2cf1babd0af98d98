import {
  createBrowserRouter,
  createHashRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(routes: RouteObject[] = createRoutes()): AppRouter {
  return platform().routerMode === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}

/**
 * Loads the lazy modules of the routes matching `pathname` into the route objects, so a
 * router made from them renders the page at once instead of its HydrateFallback. Needed
 * before hydrating prerendered HTML (React Router: "Lazy Route Modules" with SSR).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
