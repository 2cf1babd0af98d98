// The single seam between the renderer and its host. Features import from here only;
// lint forbids reaching into platform/web or platform/desktop directly.
import { createDesktopPlatform } from './desktop/desktop-platform.ts';
import type { PlatformAdapter, PlatformKind } from './types.ts';
import { webPlatform } from './web/web-platform.ts';

export type { PlatformAdapter, PlatformKind } from './types.ts';

export function getPlatform(): PlatformKind {
  return typeof window !== 'undefined' && window.desktop ? 'desktop' : 'web';
}

let adapter: PlatformAdapter | undefined;

export function platform(): PlatformAdapter {
  if (!adapter) {
    const desktop = typeof window !== 'undefined' ? window.desktop : undefined;
    adapter = desktop ? createDesktopPlatform(desktop) : webPlatform;
  }
  return adapter;
}
