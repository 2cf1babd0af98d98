import { app, ipcMain } from 'electron';
import { IpcChannels } from '../shared/ipc-channels.ts';

/** Registers every IPC handler the preload API can reach. */
export function registerIpcHandlers(): void {
  ipcMain.handle(IpcChannels.appVersion, () => app.getVersion());
}
