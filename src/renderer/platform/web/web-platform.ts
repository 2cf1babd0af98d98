import { lazySupabaseRepositories } from '../lazy-repositories.ts';
import type { PlatformAdapter } from '../types.ts';

export function createWebPlatform(): PlatformAdapter {
  return {
    kind: 'web',
    routerMode: 'browser',
    appVersion: () => Promise.resolve(null),
    ...lazySupabaseRepositories(),
  };
}
