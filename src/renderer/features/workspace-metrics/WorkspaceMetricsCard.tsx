import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../shared/languages.ts';
import { platform, type WorkspaceMetrics } from '../../platform/index.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { toolRouteId } from '../../../shared/tool-catalogue.ts';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; metrics: WorkspaceMetrics };

/** The recorded events the card counts, in the order shown. */
const COUNTED_EVENTS = ['item_saved', 'workspace_accessed'] as const;

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The owner's figures, reloaded whenever the Workspace changes (and on "Try again"). */
function useWorkspaceMetrics(): [Load, () => void] {
  const revision = useWorkspaceStore((s) => s.revision);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    platform()
      .workspace.metrics()
      .then(
        (metrics) => active && setLoad(metrics ? { kind: 'ready', metrics } : { kind: 'failed' }),
        () => active && setLoad({ kind: 'failed' }),
      );
    return () => {
      active = false;
    };
  }, [revision, attempt]);
  const retry = () => {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [load, retry];
}

/**
 * The signed-in owner's own Workspace figures (`get_workspace_metrics`): items, favorites and
 * archived items, items per tool, and counts of their recorded activity.
 */
export function WorkspaceMetricsCard() {
  const { t, i18n } = useTranslation(['workspaceMetrics', 'routes']);
  const [load, retry] = useWorkspaceMetrics();
  const number = new Intl.NumberFormat(findLanguage(i18n.language)?.htmlLang ?? 'en');
  const toolName = (name: string) => {
    const routeId = toolRouteId(name);
    return routeId ? t(`routes:${routeId}.title`) : name;
  };

  let body;
  if (load.kind === 'loading')
    body = (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    );
  else if (load.kind === 'failed')
    body = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('failed')}</Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const { metrics } = load;
    const figures = [
      ['items', metrics.items],
      ['favorites', metrics.favorites],
      ['archived', metrics.archived],
    ] as const;
    const byTool = Object.entries(metrics.byTool)
      .map(([name, count]) => ({ name: toolName(name), count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, i18n.language));
    body = (
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
          {figures.map(([key, value]) => (
            <div key={key} data-testid={`metric-${key}`}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`figures.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl">
                {number.format(value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>

        <Stack gap={4}>
          <Title order={3} size="h6">
            {t('byTool.title')}
          </Title>
          {byTool.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('byTool.empty')}
            </Text>
          ) : (
            <Stack gap={2} component="ul" style={listStyle} data-testid="metrics-by-tool">
              {byTool.map(({ name, count }) => (
                <Group key={name} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{name}</Text>
                  <Text size="sm" fw={600}>
                    {number.format(count)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        <Stack gap={4}>
          <Title order={3} size="h6">
            {t('events.title')}
          </Title>
          <Stack gap={2} component="ul" style={listStyle} data-testid="metrics-events">
            {COUNTED_EVENTS.map((type) => (
              <Group key={type} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{t(`events.${type}`)}</Text>
                <Text size="sm" fw={600}>
                  {number.format(metrics.events[type] ?? 0)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      </Stack>
    );
  }

  return (
    <Card
      withBorder
      padding="lg"
      data-testid="workspace-metrics"
      aria-busy={load.kind === 'loading'}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
