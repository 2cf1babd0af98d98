import type { WorkspaceItem, WorkspaceTab } from '../../platform/index.ts';

/** Whether an item belongs in a tab: All = not archived; Favorites = favorite, not archived. */
export function inTab(item: Pick<WorkspaceItem, 'isFavorite' | 'isArchived'>, tab: WorkspaceTab) {
  if (tab === 'archived') return item.isArchived;
  if (tab === 'favorites') return item.isFavorite && !item.isArchived;
  return !item.isArchived;
}

export interface ToolGroup<T extends Pick<WorkspaceItem, 'toolName'> = WorkspaceItem> {
  toolName: string;
  items: T[];
}

/** Items grouped by tool, groups in the order their first item appears, items in list order. */
export function groupByTool<T extends Pick<WorkspaceItem, 'toolName'>>(items: readonly T[]) {
  const groups = new Map<string, ToolGroup<T>>();
  for (const item of items) {
    let group = groups.get(item.toolName);
    if (!group) groups.set(item.toolName, (group = { toolName: item.toolName, items: [] }));
    group.items.push(item);
  }
  return [...groups.values()];
}
