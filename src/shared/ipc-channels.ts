/**
 * IPC channel names shared by the Electron main process and the preload script.
 * Names follow `domain.action`; add new channels here, never as string literals elsewhere.
 */
export const IpcChannels = {
  appVersion: 'app.version',
} as const;

export type IpcChannel = (typeof IpcChannels)[keyof typeof IpcChannels];
