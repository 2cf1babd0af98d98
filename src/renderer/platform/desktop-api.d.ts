// The API that src/preload exposes as `window.desktop` in the Electron window.
// Global declarations (this file has no imports or exports) so the preload script and the
// renderer's platform/ adapters share one contract. Only platform/ may read window.desktop.

interface DesktopApi {
  readonly platform: 'desktop';
  /** The desktop app's version (from the main process). */
  version(): Promise<string>;
}

interface Window {
  /** Present only inside the Electron app. */
  readonly desktop?: DesktopApi;
}
