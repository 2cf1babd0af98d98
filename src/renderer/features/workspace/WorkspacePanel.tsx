import {
  Alert,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../shared/languages.ts';
import { toolRouteId } from '../../../shared/tool-catalogue.ts';
import { track } from '../../lib/analytics/index.ts';
import type { WorkspaceItem, WorkspaceTab } from '../../platform/index.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { usePageLanguage } from '../company/index.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { SearchIcon } from './icons.tsx';
import { useCommitDelete, useItemActions, useWriteFailure } from './use-item-actions.ts';
import { usePendingDeletes } from './use-pending-deletes.ts';
import { useWorkspaceList, type ListView } from './use-workspace-list.ts';
import { WorkspaceItemCard, type ItemActions } from './WorkspaceItemCard.tsx';
import { WorkspaceUsage } from './WorkspaceUsage.tsx';
import { groupByTool } from './workspace-view.ts';
import { endSideDrawer } from '../../components/end-side-drawer.ts';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

const TABS: readonly WorkspaceTab[] = ['all', 'favorites', 'archived'];

function EmptyState({ tab, searching }: { tab: WorkspaceTab; searching: boolean }) {
  const { t } = useTranslation('workspace');
  if (searching || tab !== 'all')
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="workspace-empty">
        {t(searching ? 'empty.search' : tab === 'favorites' ? 'empty.favorites' : 'empty.archived')}
      </Text>
    );
  return (
    <Stack gap={4} align="center" py="xl" data-testid="workspace-empty">
      <Text fw={600}>{t('empty.title')}</Text>
      <Text c="dimmed" size="sm" ta="center">
        {t('empty.hint')}
      </Text>
    </Stack>
  );
}

function ItemList({
  view,
  tab,
  searching,
  retry,
  loadMore,
  actions,
  toolLabel,
  titleOf,
  dateOf,
}: {
  view: ListView;
  tab: WorkspaceTab;
  searching: boolean;
  retry(): void;
  loadMore(): void;
  actions: ItemActions;
  toolLabel(toolName: string): string;
  titleOf(item: WorkspaceItem): string;
  dateOf(item: WorkspaceItem): string;
}) {
  const { t } = useTranslation('workspace');
  if (view.status !== 'ready')
    return view.status === 'loading' ? (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    ) : (
      <Alert color="red" title={t('failed')} role="alert">
        <Button size="compact-sm" variant="light" color="red" onClick={retry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const groups = groupByTool(view.items);
  return (
    <Stack gap="lg">
      {groups.length === 0 && !view.nextCursor && <EmptyState tab={tab} searching={searching} />}
      {groups.map((group) => (
        <Stack
          component="section"
          key={group.toolName}
          gap="xs"
          aria-label={toolLabel(group.toolName)}
          data-testid="workspace-group"
          data-tool={group.toolName}
        >
          <Title order={3} size="h5">
            {toolLabel(group.toolName)}
          </Title>
          {group.items.map((item) => (
            <WorkspaceItemCard
              key={item.id}
              item={item}
              title={titleOf(item)}
              date={dateOf(item)}
              actions={actions}
            />
          ))}
        </Stack>
      ))}
      {view.nextCursor && (
        <Stack gap={4} align="center">
          {view.moreFailed && (
            <Text size="sm" c="red" role="alert">
              {t('failed')}
            </Text>
          )}
          <Button variant="default" onClick={loadMore} loading={view.loadingMore}>
            {t('loadMore')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The Workspace side panel (signed-in users only, loaded on first open): usage, search,
 * the All / Favorites / Archived tabs, items grouped by tool with their actions, export.
 */
export default function WorkspacePanel() {
  const { t, i18n } = useTranslation(['workspace', 'routes']);
  const lang = usePageLanguage();
  const rtl = findLanguage(lang)?.direction === 'rtl';
  const opened = useWorkspaceStore((s) => s.panelOpen);
  const closePanel = useWorkspaceStore((s) => s.closePanel);
  const [tab, setTab] = useState<WorkspaceTab>('all');
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [manualReloads, setManualReloads] = useState(0);
  const reload = useCallback(() => setManualReloads((n) => n + 1), []);
  const foreignRevision = useWorkspaceStore((s) => s.foreignRevision);
  // Each opening of the panel is one visit to the Workspace.
  useEffect(() => {
    if (opened) track('workspace_accessed');
  }, [opened]);

  const toolLabel = useCallback(
    (toolName: string) => {
      const routeId = toolRouteId(toolName);
      return routeId ? t(`routes:${routeId}.title`) : toolName;
    },
    [t],
  );
  const titleOf = useCallback(
    (item: WorkspaceItem) =>
      item.title.trim() || t('untitled', { type: t(`contentTypes.${item.contentType}`) }),
    [t],
  );
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(findLanguage(i18n.language)?.htmlLang ?? 'en', {
        dateStyle: 'medium',
      }),
    [i18n.language],
  );
  const dateOf = useCallback(
    (item: WorkspaceItem) => dateFormat.format(new Date(item.createdAt)),
    [dateFormat],
  );

  const failed = useWriteFailure(reload);
  const deletes = usePendingDeletes(useCommitDelete(failed));
  const list = useWorkspaceList(
    { tab, search, active: opened, reloads: manualReloads + foreignRevision },
    deletes.hidden,
  );
  const actions = useItemActions({ list, failed, startDelete: deletes.start, titleOf });
  const markdownLabels = useMemo(
    () => ({ heading: t('export.heading'), tool: toolLabel, title: titleOf }),
    [t, toolLabel, titleOf],
  );
  const { view } = list;
  const nothingShown = view.status !== 'ready' || (view.items.length === 0 && !view.nextCursor);

  return (
    <Drawer
      opened={opened}
      onClose={closePanel}
      {...endSideDrawer(rtl)}
      size="min(100%, 34rem)"
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="workspace-panel"
    >
      <Stack gap="md">
        <WorkspaceUsage active={opened} onLeave={closePanel} />
        <TextInput
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<SearchIcon />}
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          maxLength={200}
        />
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as WorkspaceTab)}
          keepMounted={false}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
            <Tabs.List aria-label={t('tabs.label')} style={{ flex: 1 }}>
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <ExportMenu
              tab={tab}
              search={search}
              hidden={deletes.hidden}
              disabled={nothingShown}
              labels={markdownLabels}
            />
          </Group>
          {TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <ItemList
                view={view}
                tab={tab}
                searching={search.length > 0}
                retry={reload}
                loadMore={list.loadMore}
                actions={actions}
                toolLabel={toolLabel}
                titleOf={titleOf}
                dateOf={dateOf}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Drawer>
  );
}
