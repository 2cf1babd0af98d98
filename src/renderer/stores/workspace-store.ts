import { create } from 'zustand';

/**
 * What the Workspace's surfaces share: whether the side panel is open, and a counter that
 * goes up whenever an item is saved, changed or deleted anywhere (the panel, the dashboard's
 * recent items and the usage figures reload when it moves).
 */
export interface WorkspaceStoreState {
  panelOpen: boolean;
  openPanel(): void;
  closePanel(): void;
  /** Bumped after every successful Workspace write. */
  revision: number;
  changed(): void;
}

export const useWorkspaceStore = create<WorkspaceStoreState>((set) => ({
  panelOpen: false,
  openPanel: () => set({ panelOpen: true }),
  closePanel: () => set({ panelOpen: false }),
  revision: 0,
  changed: () => set((state) => ({ revision: state.revision + 1 })),
}));
