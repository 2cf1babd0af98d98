import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNCTION_NAMES } from '../../../shared/contracts/function-names.ts';
import { findLanguage } from '../../../shared/languages.ts';
import { PageHero, usePageLanguage } from '../company/index.ts';
import { REFRESH_SECONDS, useHealth } from './use-health.ts';

const STATE_COLOR = { operational: 'teal', degraded: 'orange', outage: 'red' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td ta="end">{children}</Table.Td>
    </Table.Tr>
  );
}

/** The functions the backend should serve, then any other it reports. */
function functionNames(reported: readonly string[] = []): string[] {
  return [...new Set<string>([...FUNCTION_NAMES, ...reported])];
}

export function StatusPage() {
  const { t } = useTranslation('status');
  const lang = usePageLanguage();
  const { health, checking, refresh } = useHealth();
  const up = health?.state === 'operational';
  const reached = health && health.state !== 'outage' ? health : null;
  const dbKind = reached?.database;
  const time = health
    ? new Intl.DateTimeFormat(findLanguage(lang)?.htmlLang ?? 'en', { timeStyle: 'medium' }).format(
        health.checkedAt,
      )
    : t('never');
  const stateBadge = (ok: boolean | null) =>
    ok === null ? (
      <Badge color="gray">{t('state.unknown')}</Badge>
    ) : (
      <Badge color={ok ? 'teal' : 'red'}>{t(ok ? 'state.up' : 'state.down')}</Badge>
    );

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Container size="md" pb={64}>
        <Stack gap="lg">
          {/* Heights do not depend on the answer: what arrives after the first paint
              (the state, the database kind, each function's badge) fills space the
              page already holds, so nothing below it moves. */}
          <Card withBorder padding="lg" aria-live="polite" data-testid="overall-status">
            <Group gap="sm" wrap="nowrap">
              <Badge
                size="lg"
                circle
                color={health ? STATE_COLOR[health.state] : 'gray'}
                aria-hidden="true"
              >
                {' '}
              </Badge>
              <Title order={2} size="h3">
                {health ? t(`overall.${health.state}`) : t('overall.checking')}
              </Title>
            </Group>
            <Group justify="space-between" wrap="wrap" gap="sm" mt="sm">
              <Text size="sm" c="dimmed">
                {t('autoRefresh', { seconds: REFRESH_SECONDS })}
              </Text>
              <Button variant="default" onClick={refresh} loading={checking}>
                {t('refresh')}
              </Button>
            </Group>
            {health?.state === 'outage' && (
              <Alert color="red" variant="light" mt="md">
                {t('outageText', { seconds: REFRESH_SECONDS })}
              </Alert>
            )}
            {health?.state === 'degraded' && (
              <Alert color="orange" variant="light" mt="md">
                {t('degradedText')}
              </Alert>
            )}
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('componentsTitle')}
            </Title>
            <Table>
              <Table.Tbody>
                <Row label={t('api')}>{stateBadge(health ? health.state !== 'outage' : null)}</Row>
                <Row label={t('database')}>
                  <Stack gap={2} align="flex-end">
                    {stateBadge(health ? up : null)}
                    <Text size="xs" c="dimmed">
                      {dbKind === undefined
                        ? '\u00a0'
                        : t(
                            dbKind === 'pglite' || dbKind === 'postgres'
                              ? `databaseKind.${dbKind}`
                              : 'databaseKind.unknown',
                          )}
                    </Text>
                  </Stack>
                </Row>
                <Row label={t('latency')}>
                  {reached ? t('latencyValue', { ms: reached.latencyMs }) : '—'}
                </Row>
                <Row label={t('lastChecked')}>
                  <time dateTime={health?.checkedAt.toISOString()}>{time}</time>
                </Row>
              </Table.Tbody>
            </Table>
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('functionsTitle')}
            </Title>
            <Table>
              <Table.Tbody>
                {functionNames(reached?.functions).map((name) => (
                  <Row key={name} label={name}>
                    {stateBadge(!health ? null : (reached?.functions.includes(name) ?? false))}
                  </Row>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
