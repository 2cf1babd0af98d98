import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';

// The panel (Mantine Drawer, Tabs, Menu and its own code) is its own chunk: visitors never
// load it, and signed-in users load it the first time they open it.
const loadPanel = () => import('./WorkspacePanel.tsx');
const WorkspacePanel = lazy(loadPanel);

/**
 * Mounts the Workspace panel for a signed-in user once they first open it, and keeps it
 * mounted (closed) afterwards, so a deletion waiting for its Undo survives closing the panel.
 * Signing out (or another user signing in) unmounts it.
 */
export function WorkspaceMount() {
  const userId = useAuthStore((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));
  const panelOpen = useWorkspaceStore((s) => s.panelOpen);
  const [mountedFor, setMountedFor] = useState<string | null>(null);
  if (panelOpen && userId && mountedFor !== userId) setMountedFor(userId);

  useEffect(() => {
    if (!userId && panelOpen) useWorkspaceStore.getState().closePanel();
  }, [userId, panelOpen]);

  if (!userId || mountedFor !== userId) return null;
  return (
    <Suspense fallback={null}>
      <WorkspacePanel key={userId} />
    </Suspense>
  );
}
