// Work that must finish while the user is still signed in (the Workspace's deletions waiting
// for their Undo): the auth store runs it before a sign-out ends the session, whichever button
// signs out (afterwards it would be refused).
const tasks = new Set<() => Promise<void>>();

/** Runs `task` before each sign-out; returns the way to stop. */
export function beforeSignOut(task: () => Promise<void>): () => void {
  tasks.add(task);
  return () => void tasks.delete(task);
}

/** Finishes what must be sent while signed in; never rejects. */
export async function finishBeforeSignOut(): Promise<void> {
  await Promise.all([...tasks].map((task) => task().catch(() => {})));
}
