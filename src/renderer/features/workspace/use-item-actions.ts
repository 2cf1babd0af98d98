import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast-store.ts';
import { platform, type WorkspaceErrorCode, type WorkspaceItem } from '../../platform/index.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import type { ItemActions } from './WorkspaceItemCard.tsx';
import type { DeleteToast } from './use-pending-deletes.ts';
import type { useWorkspaceList } from './use-workspace-list.ts';

type List = ReturnType<typeof useWorkspaceList>;

/** Codes with a sentence of their own; the others show 'Failed to manage workspace'. */
const EXPLAINED: readonly WorkspaceErrorCode[] = ['invalid', 'not-found', 'signed-out'];

const failedWrite = { ok: false as const, code: 'failed' as const };

/**
 * Tells the user a write failed; `not-found` (deleted elsewhere) also calls `reload`. (The
 * panel only changes and deletes items, which the free plan's cap never refuses.)
 */
export function useWriteFailure(reload: () => void) {
  const { t } = useTranslation('workspace');
  return useCallback(
    (code: WorkspaceErrorCode) => {
      if (code === 'not-found') reload();
      toast({
        variant: 'destructive',
        title: EXPLAINED.includes(code) ? t(`errors.${code}`) : t('failed'),
      });
    },
    [t, reload],
  );
}

/**
 * Deletes for good once the Undo has passed: true when the item is gone (also when it was
 * already: `not-found`), false to show it again.
 */
export function useCommitDelete(failed: (code: WorkspaceErrorCode) => void) {
  return useCallback(
    async (id: string) => {
      const result = await platform()
        .workspace.remove(id)
        .catch(() => failedWrite);
      if (result.ok) {
        useWorkspaceStore.getState().changed('panel');
        return true;
      }
      failed(result.code);
      return result.code === 'not-found';
    },
    [failed],
  );
}

/**
 * What the item buttons do. Favorite and archive show at once and are taken back if the
 * server refuses; edits wait for the server; deletions wait for their Undo to pass. Every
 * successful write bumps the Workspace revision.
 */
export function useItemActions({
  list,
  failed,
  startDelete,
  titleOf,
}: {
  list: List;
  failed: (code: WorkspaceErrorCode) => void;
  startDelete: (id: string, message: DeleteToast) => void;
  titleOf: (item: WorkspaceItem) => string;
}): ItemActions {
  const { t } = useTranslation('workspace');
  const { setFlags, clearFlags, replace } = list;
  return useMemo<ItemActions>(() => {
    const flag = (
      item: WorkspaceItem,
      change: { isFavorite: boolean } | { isArchived: boolean },
    ) => {
      setFlags(item.id, change);
      void platform()
        .workspace.update(item.id, change)
        .catch(() => failedWrite)
        .then((result) => {
          if (result.ok) {
            replace(result.item);
            useWorkspaceStore.getState().changed('panel');
          } else failed(result.code);
          clearFlags(item.id, change);
        });
    };
    return {
      toggleFavorite: (item) => flag(item, { isFavorite: !item.isFavorite }),
      toggleArchive: (item) => flag(item, { isArchived: !item.isArchived }),
      async saveContent(item, content) {
        if (content === item.content) return true;
        const result = await platform()
          .workspace.update(item.id, { content })
          .catch(() => failedWrite);
        if (!result.ok) {
          failed(result.code);
          return false;
        }
        replace(result.item);
        useWorkspaceStore.getState().changed('panel');
        return true;
      },
      copy(item) {
        const written = navigator.clipboard?.writeText(item.content);
        (written ?? Promise.reject(new Error('no clipboard'))).then(
          () =>
            toast({
              variant: 'success',
              title: t('toast.copied'),
              description: t('toast.copiedBody'),
            }),
          () =>
            toast({
              variant: 'destructive',
              title: t('toast.copyFailed'),
              description: t('toast.copyFailedBody'),
            }),
        );
      },
      remove(item) {
        startDelete(item.id, {
          title: t('toast.deleted'),
          description: titleOf(item),
          undoLabel: t('toast.undo'),
        });
      },
    };
  }, [setFlags, clearFlags, replace, failed, startDelete, titleOf, t]);
}
