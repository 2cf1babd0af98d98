import { Alert, Anchor, Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BURST } from '../../../src/shared/extension/messages.ts';
import { MAX_REPLIES_PER_ACCOUNT_PER_DAY } from '../../../src/shared/plans.ts';
import { SITE } from '../../../src/shared/site-config.ts';
import type {
  PopupCommand,
  SessionState,
  StopReason,
} from '../../../src/shared/extension/messages.ts';
import { formatClock, localeOf } from '../format.ts';
import type { PopupSession } from '../transport.ts';

const BADGE_COLORS: Record<SessionState['status'], string> = {
  idle: 'gray',
  running: 'green',
  waiting: 'blue',
  paused: 'yellow',
  stopped: 'red',
};

/** Stop reasons the user should act on, shown as a warning rather than a note. */
const WARNINGS = new Set<StopReason>([
  'signed-out',
  'disconnected',
  'no-model',
  'x-rate-limited',
  'x-automation-flagged',
  'x-daily-limit',
  'page-changed',
  'no-x-tab',
]);

/** What support needs to fix a page change: the reason, the build, the browser and the time. */
export function reportText(session: PopupSession, version: string, now: number): string {
  const page = session.pageReport;
  return [
    'ReplyPilot extension report',
    `Stop reason: ${session.stopReason ?? 'none'}`,
    `Status: ${session.status}`,
    ...(page
      ? [
          `Seen at: ${new Date(page.at).toISOString()}`,
          `Signed-in handle: ${page.handle ?? 'unknown'}`,
          `What no longer matched: ${page.problems.join(', ') || 'not recorded'}`,
        ]
      : []),
    `Extension version: ${version}`,
    `Browser: ${typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent}`,
    `Time: ${new Date(now).toISOString()}`,
  ].join('\n');
}

/** The session in words, why it stopped (with what to do), and its controls. */
export function StatusPanel({
  session,
  version,
  now,
  run,
}: {
  session: PopupSession;
  version: string;
  now: number;
  run(command: PopupCommand): void;
}) {
  const { t, i18n } = useTranslation();
  const { status, stopReason, nextAt } = session;
  const words =
    status === 'waiting'
      ? nextAt
        ? t('status.waiting', { time: formatClock(nextAt, localeOf(i18n.language)) })
        : t('status.waitingSoon')
      : t(`status.${status}`);
  const showReason = stopReason !== null && (status === 'stopped' || status === 'idle');
  const report = showReason && stopReason === 'page-changed';
  const reportBody = report ? reportText(session, version, now) : '';

  return (
    <Stack gap="xs" component="section" aria-labelledby="session-status">
      <Group gap="xs" wrap="nowrap" align="center">
        <Badge color={BADGE_COLORS[status]} variant="filled" style={{ flexShrink: 0 }}>
          {t(`status.badge.${status}`)}
        </Badge>
        <Text size="sm" id="session-status" role="status" aria-live="polite">
          {words}
        </Text>
      </Group>
      {showReason && (
        <Alert
          color={WARNINGS.has(stopReason) ? 'orange' : 'gray'}
          variant="light"
          p="xs"
          data-testid="stop-reason"
        >
          <Text size="sm">
            {t(`stopReasons.${stopReason}`, { max: MAX_REPLIES_PER_ACCOUNT_PER_DAY })}
          </Text>
          {report && (
            <Group gap="xs" mt="xs">
              <Anchor
                size="sm"
                href={`mailto:${SITE.supportEmail}?subject=${encodeURIComponent(
                  'ReplyPilot extension: page-changed',
                )}&body=${encodeURIComponent(reportBody)}`}
              >
                {t('report.send')}
              </Anchor>
              <CopyButton value={reportBody}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? t('report.copied') : t('report.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
        </Alert>
      )}
      {session.notice && (
        <Alert color="blue" variant="light" p="xs" data-testid="session-notice">
          <Text size="sm">
            {t(`notices.${session.notice.code}`, {
              burst: BURST.replies,
              minutes: BURST.minutes,
              time: session.notice.at
                ? formatClock(session.notice.at, localeOf(i18n.language))
                : '',
            })}
          </Text>
        </Alert>
      )}
      <Group gap="xs" role="group" aria-label={t('controls.label')}>
        {(status === 'idle' || status === 'stopped') && (
          <Button onClick={() => run({ type: 'session:start' })}>{t('controls.start')}</Button>
        )}
        {(status === 'running' || status === 'waiting') && (
          <Button variant="light" onClick={() => run({ type: 'session:pause' })}>
            {t('controls.pause')}
          </Button>
        )}
        {status === 'paused' && (
          <Button onClick={() => run({ type: 'session:resume' })}>{t('controls.resume')}</Button>
        )}
        {status !== 'idle' && status !== 'stopped' && (
          <Button variant="outline" color="red" onClick={() => run({ type: 'session:stop' })}>
            {t('controls.stop')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
