import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION, toast, useToastStore } from '../../components/toasts/toast-store.ts';
import { beforeSignOut } from '../../stores/sign-out-tasks.ts';

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  unsubscribe(): void;
  dismissToast(): void;
}

export interface DeleteToast {
  title: string;
  description?: string;
  undoLabel: string;
}

/**
 * Deleting with undo: the item hides at once and a toast offers 'Undo' for as long as it is
 * open (TOAST_DURATION, or less when closed or replaced by another toast). Only when it goes
 * without Undo is `commit` called (a deleted item cannot come back); when it resolves false
 * the item shows again. Deletions still waiting are committed at once when the panel unmounts,
 * the page is hidden (pagehide) or the user signs out (while the session still holds), so
 * leaving never undoes them silently.
 */
export function usePendingDeletes(commit: (id: string) => Promise<boolean>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef(new Map<string, Pending>());
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const settle = useCallback((id: string): boolean => {
    const entry = pending.current.get(id);
    if (!entry) return false;
    pending.current.delete(id);
    clearTimeout(entry.timer);
    entry.unsubscribe();
    entry.dismissToast();
    return true;
  }, []);

  const show = useCallback((id: string) => {
    setHidden((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  // A deleted item stays hidden: the list it came from may still hold it until reloaded.
  const finish = useCallback(
    async (id: string): Promise<void> => {
      if (!settle(id)) return;
      const deleted = await commitRef.current(id).catch(() => false);
      if (!deleted) show(id);
    },
    [settle, show],
  );

  const undo = useCallback(
    (id: string) => {
      if (settle(id)) show(id);
    },
    [settle, show],
  );

  const start = useCallback(
    (id: string, message: DeleteToast) => {
      if (pending.current.has(id)) return;
      setHidden((current) => new Set(current).add(id));
      const shown = toast({
        title: message.title,
        description: message.description,
        action: { label: message.undoLabel, run: () => undo(id) },
      });
      // The toast closed (its time ran out, it was closed, or another toast took its place):
      // Undo is gone, so the deletion goes ahead.
      const unsubscribe = useToastStore.subscribe((state) => {
        if (!state.toasts.some((t) => t.id === shown.id && t.open)) void finish(id);
      });
      pending.current.set(id, {
        timer: setTimeout(() => void finish(id), TOAST_DURATION),
        unsubscribe,
        dismissToast: shown.dismiss,
      });
    },
    [finish, undo],
  );

  useEffect(() => {
    const flush = async () => {
      await Promise.all([...pending.current.keys()].map((id) => finish(id)));
    };
    const onPageHide = () => void flush();
    window.addEventListener('pagehide', onPageHide);
    const unregister = beforeSignOut(flush);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      unregister();
      void flush();
    };
  }, [finish]);

  return { hidden, start };
}
