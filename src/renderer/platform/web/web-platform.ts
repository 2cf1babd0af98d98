import type { PlatformAdapter } from '../types.ts';

export const webPlatform: PlatformAdapter = {
  kind: 'web',
  routerMode: 'browser',
  appVersion: () => Promise.resolve(null),
};
