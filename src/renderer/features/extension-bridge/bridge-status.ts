import { create } from 'zustand';

/** Whether the ReplyPilot extension answered the bridge self-test on this page. */
export const useBridgeStatus = create<{ extensionConnected: boolean }>()(() => ({
  extensionConnected: false,
}));
