import { useEffect, useState } from 'react';

/**
 * Loads a module after the first render and returns it once loaded (null until then).
 * Unlike `lazy` + Suspense, the server and the first client render are the same static
 * markup, so hydration never trades server HTML for a fallback; the header swaps its static
 * buttons for the real menus a moment later. `load` must be a stable (module-level) function.
 */
export function useDeferredModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded(() => module);
      },
      // A failed chunk (offline, new deploy) leaves the static buttons; the drawer still works.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
