import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { platform, type WorkspaceSummary } from '../../platform/index.ts';
import { useSubscriptionStore } from '../../stores/subscription-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { mayStartTrial, StartTrialButton } from '../account/index.ts';
import { useLocalizedPath } from '../company/index.ts';

/** The summary, read again whenever the Workspace changes (null until read, or on failure). */
function useSummary(active: boolean): WorkspaceSummary | null {
  const revision = useWorkspaceStore((s) => s.revision);
  // A plan change (a trial started from here) changes the cap.
  const tier = useSubscriptionStore((s) => s.subscription?.subscription_tier);
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
  }, [active, revision, tier]);
  return summary;
}

/**
 * How full the Workspace is: a free account sees 'used/max items' and, once full, an Upgrade
 * button to the pricing page (and the trial's button when the account may still start it); a
 * paid plan or the trial (unlimited) sees a Pro badge.
 */
export function WorkspaceUsage({ active, onLeave }: { active: boolean; onLeave(): void }) {
  const { t } = useTranslation('workspace');
  const to = useLocalizedPath();
  const summary = useSummary(active);
  const subscription = useSubscriptionStore((s) => s.subscription);
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
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {subscription && mayStartTrial(subscription) && (
              // Its texts (account namespace) load on demand: the panel does not wait for them.
              <Suspense fallback={null}>
                <StartTrialButton variant="light" size="compact-sm" />
              </Suspense>
            )}
            <Button component={Link} to={to('/pricing')} size="compact-sm" onClick={onLeave}>
              {t('usage.upgrade')}
            </Button>
          </Group>
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
