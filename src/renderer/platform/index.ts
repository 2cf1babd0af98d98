// The single seam between the renderer and its host. Features and stores import from here
// only; lint forbids reaching into platform/web, platform/desktop or platform/supabase.
import { createDesktopPlatform } from './desktop/desktop-platform.ts';
import type { PlatformAdapter, PlatformKind } from './types.ts';
import { createWebPlatform } from './web/web-platform.ts';

export type * from './types.ts';

export function getPlatform(): PlatformKind {
  return typeof window !== 'undefined' && window.desktop ? 'desktop' : 'web';
}

let adapter: PlatformAdapter | undefined;

/** The host's adapter: its repositories, its function client, its router mode. */
export function platform(): PlatformAdapter {
  if (!adapter) {
    const desktop = typeof window !== 'undefined' ? window.desktop : undefined;
    adapter = desktop ? createDesktopPlatform(desktop) : createWebPlatform();
  }
  return adapter;
}

/**
 * Binds another adapter (tests bind fakes: no module mocks needed); `undefined` goes back to
 * the host's own on next use.
 */
export function bindPlatform(next: PlatformAdapter | undefined): void {
  adapter = next;
}
