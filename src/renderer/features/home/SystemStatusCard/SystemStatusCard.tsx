import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HealthResult } from '../../../lib/health.ts';
import { useSystemStatus, type SystemStatus } from './use-system-status.ts';

function backendBadge(backend: HealthResult | 'checking') {
  if (backend === 'checking') return <Badge color="gray">checking…</Badge>;
  switch (backend.state) {
    case 'ok':
      return <Badge color="teal">ok · {backend.latencyMs} ms</Badge>;
    case 'error':
      return <Badge color="orange">error · HTTP {backend.httpStatus}</Badge>;
    case 'unreachable':
      return <Badge color="red">unreachable</Badge>;
  }
}

function configBadge(config: SystemStatus['config']) {
  if (config === 'checking') return <Badge color="gray">checking…</Badge>;
  return config === 'loaded' ? (
    <Badge color="teal">loaded</Badge>
  ) : (
    <Badge color="red">unavailable</Badge>
  );
}

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      {children}
    </Group>
  );
}

export function SystemStatusCard() {
  const { status, recheck } = useSystemStatus();
  const busy = status.backend === 'checking' || status.config === 'checking';
  return (
    <Card withBorder shadow="sm" padding="lg" aria-labelledby="system-status-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="system-status-title">
            System status
          </Title>
          <Button size="compact-sm" variant="subtle" onClick={recheck} loading={busy}>
            Check again
          </Button>
        </Group>
        <StatusRow label="Backend">{backendBadge(status.backend)}</StatusRow>
        <StatusRow label="Runtime configuration">{configBadge(status.config)}</StatusRow>
        <StatusRow label="Running as">
          <Badge variant="light">
            {status.platform === 'desktop'
              ? `desktop app${status.appVersion ? ` ${status.appVersion}` : ''}`
              : 'website'}
          </Badge>
        </StatusRow>
      </Stack>
    </Card>
  );
}
