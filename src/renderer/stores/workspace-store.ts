import { create } from 'zustand';

/** Who made a Workspace change: the side panel (which already shows it) or anything else. */
export type WorkspaceChangeOrigin = 'panel' | 'elsewhere';

/**
 * What the Workspace's surfaces share: whether the side panel is open, and counters that go up
 * whenever an item is saved, changed or deleted anywhere (the panel, the dashboard's recent
 * items and the usage figures reload when they move).
 */
export interface WorkspaceStoreState {
  panelOpen: boolean;
  openPanel(): void;
  closePanel(): void;
  /** Bumped after every successful Workspace write. */
  revision: number;
  /**
   * The revision of the last change made outside the panel: the panel reloads its list only
   * for those (a reload for its own would drop the pages loaded with 'Load more').
   */
  foreignRevision: number;
  changed(origin?: WorkspaceChangeOrigin): void;
}

export const useWorkspaceStore = create<WorkspaceStoreState>((set) => ({
  panelOpen: false,
  openPanel: () => set({ panelOpen: true }),
  closePanel: () => set({ panelOpen: false }),
  revision: 0,
  foreignRevision: 0,
  changed: (origin = 'elsewhere') =>
    set((state) => ({
      revision: state.revision + 1,
      foreignRevision: origin === 'panel' ? state.foreignRevision : state.revision + 1,
    })),
}));
