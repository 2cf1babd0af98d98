import { useState } from 'react';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';

// Revisions the panel made itself: it has already shown those changes, so they do not
// reload its list (which would drop the pages loaded with 'Load more').
const own = new Set<number>();

/** Tells every Workspace surface that the panel changed something. */
export function panelChanged(): void {
  const store = useWorkspaceStore.getState();
  own.add(store.revision + 1);
  store.changed();
}

/**
 * The latest Workspace revision made elsewhere (a tool's save, another surface): the panel
 * reloads its list when it moves.
 */
export function useForeignRevision(): number {
  const revision = useWorkspaceStore((s) => s.revision);
  const [seen, setSeen] = useState(revision);
  const [foreign, setForeign] = useState(revision);
  if (revision !== seen) {
    setSeen(revision);
    if (!own.delete(revision)) setForeign(revision);
  }
  return foreign;
}
