import type { BrowserWindowConstructorOptions } from 'electron';

export interface MainWindowOptionsInput {
  /** Absolute path of the built preload script. */
  preloadPath: string;
  /** Optional window icon (Linux and Windows). */
  iconPath?: string;
}

/**
 * Options for the app's main window. The renderer is untrusted web content: it gets no Node,
 * runs sandboxed and isolated, and reaches the main process only through the preload API.
 */
export function mainWindowOptions({
  preloadPath,
  iconPath,
}: MainWindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 840,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'ReplyPilot',
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: true,
    },
  };
}

/** Where the renderer comes from: the electron-vite dev server, or the built files. */
export function rendererLocation(
  devServerUrl: string | undefined,
  rendererDir: string,
): { kind: 'url'; url: string } | { kind: 'file'; path: string } {
  if (devServerUrl) return { kind: 'url', url: devServerUrl };
  return { kind: 'file', path: `${rendererDir.replace(/[\\/]+$/, '')}/index.html` };
}
