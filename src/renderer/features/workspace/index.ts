// The Workspace feature's public entry: the app shell mounts the panel from here, and the
// sign-out buttons let it send what it still holds first (lint: boundaries/public-entry).
// Opening the panel goes through useWorkspaceStore().openPanel().
export { finishBeforeSignOut } from './sign-out.ts';
export { WorkspaceMount } from './WorkspaceMount.tsx';
