import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast-store.ts';
import { platform, type WorkspaceItem, type WorkspaceTab } from '../../platform/index.ts';
import {
  download,
  exportJson,
  exportMarkdown,
  type ExportFormat,
  type MarkdownLabels,
} from './export-format.ts';

/**
 * Exports the list as filtered now (the search and the tab, every page, not only those
 * loaded), without the items whose deletion is waiting for its Undo to pass.
 */
export function ExportMenu({
  tab,
  search,
  hidden,
  disabled,
  labels,
}: {
  tab: WorkspaceTab;
  search: string;
  hidden: ReadonlySet<string>;
  disabled: boolean;
  labels: MarkdownLabels;
}) {
  const { t } = useTranslation('workspace');
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    const all = await platform()
      .workspace.listAll({ tab, search })
      .catch(() => null);
    setBusy(false);
    if (!all) {
      toast({ variant: 'destructive', title: t('failed') });
      return;
    }
    const items: WorkspaceItem[] = all.filter((item) => !hidden.has(item.id));
    download(format, format === 'json' ? exportJson(items) : exportMarkdown(items, labels));
    toast({ variant: 'success', title: t('toast.exported'), description: t('toast.exportedBody') });
  };

  return (
    <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" size="compact-sm" disabled={disabled} loading={busy}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('json')}>{t('export.json')}</Menu.Item>
        <Menu.Item onClick={() => void run('markdown')}>{t('export.markdown')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
