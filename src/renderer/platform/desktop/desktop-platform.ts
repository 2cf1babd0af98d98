import { lazySupabaseRepositories } from '../lazy-repositories.ts';
import type { PlatformAdapter } from '../types.ts';

/** The Electron window: the account lives on the same backend; the Workspace moves to IPC. */
export function createDesktopPlatform(api: DesktopApi): PlatformAdapter {
  return {
    kind: 'desktop',
    routerMode: 'hash',
    appVersion: () => api.version(),
    ...lazySupabaseRepositories(),
  };
}
