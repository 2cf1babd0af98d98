import type { PlatformAdapter } from '../types.ts';

export function createDesktopPlatform(api: DesktopApi): PlatformAdapter {
  return {
    kind: 'desktop',
    routerMode: 'hash',
    appVersion: () => api.version(),
  };
}
