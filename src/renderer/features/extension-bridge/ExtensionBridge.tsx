import { useEffect, type ComponentType } from 'react';
import { EXTENSION_SOURCE } from '../../../shared/bridge/sources.ts';
import { platform } from '../../platform/index.ts';

const startBridge = (firstMessage?: MessageEvent) =>
  import('./start.ts').then((m) => m.startExtensionBridge(firstMessage));

/**
 * Mounts the extension bridge after hydration. The bridge (zod, supabase-js) loads in its own
 * chunk, and only when it has something to do: at once when the browser may hold a session
 * (the extension needs the token), else when the extension first speaks — most visitors
 * have neither, and their pages never load it. It starts once per page load.
 */
export function ExtensionBridge() {
  useEffect(() => {
    if (platform().auth.mayHaveSession()) {
      void startBridge();
      return;
    }
    const wake = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== window.location.origin) return;
      if ((event.data as { source?: unknown } | null)?.source !== EXTENSION_SOURCE) return;
      window.removeEventListener('message', wake);
      void startBridge(event);
    };
    window.addEventListener('message', wake);
    return () => window.removeEventListener('message', wake);
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
