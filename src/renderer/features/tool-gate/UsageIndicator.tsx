import { Badge, Button, Card, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHARE_PLATFORM_NAMES } from '../../../shared/share-links.ts';
import {
  FREE_USES_PER_TOOL,
  SHARE_PLATFORMS,
  SHARE_REWARD_USES,
  type SharePlatform,
} from '../../../shared/tool-gate.ts';
import { useGateControls } from './gate-context.ts';
import { useToolGate, type ToolGate } from './use-tool-gate.ts';

export type UsageIndicatorVariant = 'banner' | 'badge' | 'card';

/** Banner states: unlimited, share (or waiting), payment, or the uses left. */
export type BannerState = 'pro' | 'share' | 'payment' | 'default';

export function bannerState(gate: Pick<ToolGate, 'record' | 'action'>): BannerState {
  if (gate.record.isPaidUser || gate.record.freeUsageRemaining === null) return 'pro';
  if (gate.action === 'share' || gate.action === 'wait') return 'share';
  if (gate.action === 'payment') return 'payment';
  return 'default';
}

function UsageProgress({ value, label }: { value: number; label: string }) {
  return (
    <Progress.Root size="sm" radius="xl">
      <Progress.Section value={value} aria-label={label} color={value >= 100 ? 'teal' : 'blue'} />
    </Progress.Root>
  );
}

function Banner({ gate }: { gate: ToolGate }) {
  const { t } = useTranslation('gate');
  const controls = useGateControls();
  const state = bannerState(gate);

  if (state === 'pro')
    return (
      <Paper withBorder p="sm" radius="md" role="status" data-state={state}>
        <Group gap="sm" wrap="nowrap">
          <Badge color="teal" variant="filled">
            {t('banner.pro')}
          </Badge>
          <Text size="sm">{gate.statusText}</Text>
        </Group>
      </Paper>
    );

  if (state === 'share' || state === 'payment') {
    const cta =
      state === 'payment'
        ? t('banner.upgradeCta')
        : gate.action === 'wait'
          ? t('banner.progressCta')
          : t('banner.shareCta');
    return (
      <Paper
        withBorder
        p="sm"
        radius="md"
        role="status"
        data-state={state}
        bg={
          state === 'payment'
            ? 'var(--mantine-color-orange-light)'
            : 'var(--mantine-color-blue-light)'
        }
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 16rem' }}>
            {gate.gateText}
          </Text>
          {controls && (
            <Button size="xs" onClick={() => controls.openPrompt(state)}>
              {cta}
            </Button>
          )}
        </Group>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="sm" radius="md" role="status" data-state={state}>
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={500}>
            {gate.statusText}
          </Text>
          <Text size="xs" c="dimmed">
            {t('banner.usage', { used: gate.record.totalUsage, total: FREE_USES_PER_TOOL })}
          </Text>
        </Group>
        <UsageProgress value={gate.progressPct} label={t('banner.progressLabel')} />
      </Stack>
    </Paper>
  );
}

function CompactBadge({ gate }: { gate: ToolGate }) {
  const state = bannerState(gate);
  const color =
    state === 'pro'
      ? 'teal'
      : state === 'default'
        ? 'blue'
        : state === 'share'
          ? 'violet'
          : 'orange';
  return (
    <Badge color={color} variant="light" role="status" tt="none">
      {gate.statusText}
    </Badge>
  );
}

function UsageCard({ gate }: { gate: ToolGate }) {
  const { t } = useTranslation('gate');
  const { record } = gate;
  const paid = record.isPaidUser || record.freeUsageRemaining === null;
  const platforms = record.sharedPlatforms
    .filter((p): p is SharePlatform => (SHARE_PLATFORMS as readonly string[]).includes(p))
    .map((p) => SHARE_PLATFORM_NAMES[p]);
  const next = paid ? 'paid' : (gate.action ?? 'none');

  return (
    <Card withBorder padding="md" radius="md" role="region" aria-label={t('card.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('card.title')}</Text>
          <CompactBadge gate={gate} />
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('card.usesSoFar')}
          </Text>
          <Text size="sm" fw={500}>
            {paid
              ? t('card.unlimited')
              : t('card.usesValue', { used: record.totalUsage, total: FREE_USES_PER_TOOL })}
          </Text>
        </Group>
        <UsageProgress value={gate.progressPct} label={t('banner.progressLabel')} />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('card.platforms')}
          </Text>
          <Text size="sm">{platforms.length ? platforms.join(', ') : t('card.noPlatforms')}</Text>
        </Group>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('card.nextStep')}
          </Text>
          <Text size="sm" ta="end">
            {t(`card.requirement.${next}`, { reward: SHARE_REWARD_USES })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The usage indicator in three variants. */
export function UsageIndicator({
  toolId,
  variant = 'banner',
}: {
  toolId: string;
  variant?: UsageIndicatorVariant;
}) {
  const gate = useToolGate(toolId);
  if (variant === 'badge') return <CompactBadge gate={gate} />;
  if (variant === 'card') return <UsageCard gate={gate} />;
  return <Banner gate={gate} />;
}
