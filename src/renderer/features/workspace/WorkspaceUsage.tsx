import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { platform, type WorkspaceSummary } from '../../platform/index.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { useLocalizedPath } from '../company/index.ts';

/** The summary, read again whenever the Workspace changes (null until read, or on failure). */
function useSummary(active: boolean): WorkspaceSummary | null {
  const revision = useWorkspaceStore((s) => s.revision);
  const [summary, setSummary] = useState<WorkspaceSummary | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    platform()
      .workspace.summary()
      .then(
        (found) => live && found && setSummary(found),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [active, revision]);
  return summary;
}

/**
 * How full the Workspace is: a free account sees 'used/max items' and, once full, an Upgrade
 * button to the pricing page; a paid plan or the trial (unlimited) sees a Pro badge.
 */
export function WorkspaceUsage({ active, onLeave }: { active: boolean; onLeave(): void }) {
  const { t } = useTranslation('workspace');
  const to = useLocalizedPath();
  const summary = useSummary(active);
  if (!summary) return null;
  if (summary.tier === 'pro' || summary.max === null)
    return (
      <Group gap="xs" data-testid="workspace-usage">
        <Badge variant="filled" color="pilot">
          {t('usage.pro')}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('usage.unlimited', { used: summary.used })}
        </Text>
      </Group>
    );
  const { used, max } = summary;
  const full = used >= max;
  return (
    <Stack gap={6} data-testid="workspace-usage">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} data-testid="workspace-usage-count">
          {t('usage.count', { used, max })}
        </Text>
        {full && (
          <Button component={Link} to={to('/pricing')} size="compact-sm" onClick={onLeave}>
            {t('usage.upgrade')}
          </Button>
        )}
      </Group>
      <Progress
        value={max > 0 ? Math.min(100, (used / max) * 100) : 100}
        color={full ? 'red' : 'pilot'}
        size="sm"
        aria-label={t('usage.label', { used, max })}
      />
    </Stack>
  );
}
