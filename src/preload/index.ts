import { contextBridge, ipcRenderer } from 'electron';
import { IpcChannels } from '../shared/ipc-channels.ts';

// DesktopApi is declared in src/renderer/platform/desktop-api.d.ts.
// Only named, typed functions cross into the page; raw ipcRenderer never does.
const desktopApi: DesktopApi = {
  platform: 'desktop',
  version: () => ipcRenderer.invoke(IpcChannels.appVersion) as Promise<string>,
};

contextBridge.exposeInMainWorld('desktop', desktopApi);
