import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, shell } from 'electron';
import { registerIpcHandlers } from './ipc.ts';
import { mainWindowOptions, rendererLocation } from './window-options.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

let mainWindow: BrowserWindow | null = null;

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow(
    mainWindowOptions({ preloadPath: join(here, '../preload/index.cjs') }),
  );
  window.once('ready-to-show', () => window.show());

  // Links that open new windows go to the system browser, never a new Electron window.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://') || url.startsWith('http://')) void shell.openExternal(url);
    return { action: 'deny' };
  });

  const location = rendererLocation(
    app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'],
    join(here, '../renderer'),
  );
  if (location.kind === 'url') void window.loadURL(location.url);
  else void window.loadFile(location.path);

  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
  });

  void app.whenReady().then(() => {
    registerIpcHandlers();
    mainWindow = createMainWindow();
  });
}
