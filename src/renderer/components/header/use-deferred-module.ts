import { useEffect, useState } from 'react';

/**
 * Loads a module after the first render and returns it once loaded (null until then).
 * Unlike `lazy` + Suspense, the server and the first client render are the same static
 * markup, so hydration never trades server HTML for a fallback; the header swaps its static
 * buttons for the real menus a moment later. `load` must be a stable (module-level) function.
 *
 * With `whenMedia`, it loads only once the media query matches (at once if it already does):
 * what a phone never shows (the desktop menus) it never downloads, parses or renders.
 */
export function useDeferredModule<T>(load: () => Promise<T>, whenMedia?: string): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    const start = () =>
      load().then(
        (module) => {
          if (live) setLoaded(() => module);
        },
        // A failed chunk (offline, new deploy) leaves the static buttons; the drawer still works.
        () => {},
      );
    const media = whenMedia ? window.matchMedia?.(whenMedia) : undefined;
    if (!media || media.matches) {
      void start();
      return () => {
        live = false;
      };
    }
    const onChange = () => {
      if (!media.matches) return;
      media.removeEventListener('change', onChange);
      void start();
    };
    media.addEventListener('change', onChange);
    return () => {
      live = false;
      media.removeEventListener('change', onChange);
    };
  }, [load, whenMedia]);
  return loaded;
}
