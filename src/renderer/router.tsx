import { createBrowserRouter, createHashRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './components/AppLayout.tsx';
import { PageLoader } from './components/PageLoader.tsx';
import { RouteError } from './components/RouteError.tsx';
import { platform } from './platform/index.ts';

// Every page is a lazy route so each one ships in its own chunk.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/home/HomePage.tsx')).HomePage }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./features/not-found/NotFoundPage.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return platform().routerMode === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}
