// The Workspace feature's public entry: the app shell mounts the panel from here (lint:
// boundaries/public-entry). Opening the panel goes through useWorkspaceStore().openPanel().
export { WorkspaceMount } from './WorkspaceMount.tsx';
