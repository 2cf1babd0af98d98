import { useEffect, type ComponentType } from 'react';

/**
 * Mounts the extension bridge after hydration. The bridge (zod, supabase-js) loads in its own
 * chunk, so pages keep their first-paint bundle; it starts once per page load.
 */
export function ExtensionBridge() {
  useEffect(() => {
    void import('./start.ts').then((m) => m.startExtensionBridge());
  }, []);
  return null;
}

/** `Page` with the bridge mounted beside it (used by every page in pages.ts). */
export function withExtensionBridge(Page: ComponentType): ComponentType {
  function WithExtensionBridge() {
    return (
      <>
        <ExtensionBridge />
        <Page />
      </>
    );
  }
  WithExtensionBridge.displayName = `WithExtensionBridge(${Page.displayName ?? Page.name})`;
  return WithExtensionBridge;
}
