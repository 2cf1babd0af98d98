import type { Session, User } from '@supabase/supabase-js';
import { bindPlatform, platform, type NewWorkspaceItem } from '../platform/index.ts';
import { useAuthStore } from '../stores/auth-store.ts';

/** Signs a user in and records what the Workspace is asked to save (answering 'failed'). */
export function recordSaves(): NewWorkspaceItem[] {
  const saved: NewWorkspaceItem[] = [];
  const current = platform();
  bindPlatform({
    ...current,
    workspace: {
      ...current.workspace,
      save: async (item) => {
        saved.push(item);
        return { ok: false, code: 'failed' };
      },
    },
  });
  const user = { id: 'user-1' } as User;
  useAuthStore.setState({ status: 'signed-in', user, session: { user } as Session });
  return saved;
}
