import type { ComponentType } from 'react';

/**
 * The page component of every built route, by route id (src/shared/routes.ts). Each is a
 * lazy import so every page ships in its own chunk. A route marked built in the table must
 * have an entry here (a unit test checks both directions).
 */
type PageModule = () => Promise<{ Component: ComponentType }>;

export const PAGES: Record<string, PageModule> = {
  home: async () => ({ Component: (await import('./features/home/HomePage.tsx')).HomePage }),
};
