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
import { findLanguage } from '../../../shared/languages.ts';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { PageHero, usePageLanguage } from '../company/index.ts';
import { SERVICES, type Service, type ServiceState } from './health.ts';
import { REFRESH_SECONDS, useStatus } from './use-health.ts';

const STATE_COLOR = { operational: 'teal', degraded: 'orange', outage: 'red' } as const;
const SERVICE_COLOR: Record<ServiceState, string> = {
  up: 'teal',
  down: 'red',
  'test-mode': 'pilot',
  'not-yet': 'gray',
};
const SERVICE_LABEL: Record<ServiceState, string> = {
  up: 'state.up',
  down: 'state.down',
  'test-mode': 'state.testMode',
  'not-yet': 'state.notOffered',
};

/** A service's line under its name: payments say what their state means on this server. */
function detailKey(service: Service, state: ServiceState | undefined): string {
  if (service === 'payments' && state === 'test-mode') return 'services.payments.detailTestMode';
  if (service === 'payments' && state === 'not-yet') return 'services.payments.detailOff';
  return `services.${service}.detail`;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td ta="end">{children}</Table.Td>
    </Table.Tr>
  );
}

/**
 * `/status`: the services a user cares about (website, sign-in, AI tools, payments, extension
 * connection) in plain words, each judged from a real check run in this browser (health.ts);
 * payments also say whether this server charges for real, checks out in test mode (nothing
 * charged) or takes no payments at all.
 */
export function StatusPage() {
  const { t } = useTranslation('status');
  const lang = usePageLanguage();
  const { report, checking, refresh } = useStatus();
  const time = report
    ? new Intl.DateTimeFormat(findLanguage(lang)?.htmlLang ?? 'en', { timeStyle: 'medium' }).format(
        report.checkedAt,
      )
    : t('never');

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <Container size="md" pb={64}>
        <Stack gap="lg">
          {/* Heights do not depend on the answer: what arrives after the first paint (the
              state, each service's badge) fills space the page already holds. */}
          <Card withBorder padding="lg" aria-live="polite" data-testid="overall-status">
            <Group gap="sm" wrap="nowrap">
              <Badge
                size="lg"
                circle
                color={report ? STATE_COLOR[report.state] : 'gray'}
                aria-hidden="true"
              >
                {' '}
              </Badge>
              <Title order={2} size="h3">
                {report ? t(`overall.${report.state}`) : t('overall.checking')}
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
            {report?.state === 'outage' && (
              <Alert color="red" variant="light" mt="md">
                {t('outageText', { seconds: REFRESH_SECONDS })}
              </Alert>
            )}
            {report?.state === 'degraded' && (
              <Alert color="orange" variant="light" mt="md">
                {t('degradedText', { seconds: REFRESH_SECONDS })}
              </Alert>
            )}
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('servicesTitle')}
            </Title>
            <Table>
              <Table.Tbody>
                {SERVICES.map((service) => {
                  const state = report?.services[service];
                  return (
                    <Row
                      key={service}
                      label={
                        <Stack gap={2}>
                          <span>{t(`services.${service}.name`)}</span>
                          <Text size="xs" c="dimmed" fw={400}>
                            {t(detailKey(service, state), { days: TRIAL_DAYS })}
                          </Text>
                        </Stack>
                      }
                    >
                      <Badge color={state ? SERVICE_COLOR[state] : 'gray'}>
                        {t(state ? SERVICE_LABEL[state] : 'state.unknown')}
                      </Badge>
                    </Row>
                  );
                })}
                <Row label={t('latency')}>
                  {report?.latencyMs != null ? t('latencyValue', { ms: report.latencyMs }) : '—'}
                </Row>
                <Row label={t('lastChecked')}>
                  <time dateTime={report?.checkedAt.toISOString()}>{time}</time>
                </Row>
              </Table.Tbody>
            </Table>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
