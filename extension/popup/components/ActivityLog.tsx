import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../src/shared/extension/messages.ts';
import { formatRelative, handle, localeOf } from '../format.ts';

/** At most this many entries are shown (the background keeps up to 200). */
export const ACTIVITY_SHOWN = 30;

const OUTCOME_COLORS: Record<Activity['outcome'], string> = {
  posted: 'green',
  failed: 'red',
  skipped: 'gray',
  discarded: 'gray',
};

/** Recent replies, newest first: the post, the outcome, why (translated), how long ago. */
export function ActivityLog({ activity, now }: { activity: Activity[]; now: number }) {
  const { t, i18n } = useTranslation();
  if (!activity.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('activity.empty')}
      </Text>
    );
  }
  // A reason is a code (X's error, the server's skip), maybe with details after a colon
  // (`quality: no-links`): the code's sentence when there is one, else the text as it came.
  const reason = (text: string) => {
    const code = text.split(':')[0]!.trim();
    return i18n.exists(`activity.reasons.${code}`) ? t(`activity.reasons.${code}`) : text;
  };
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      aria-label={t('activity.label')}
      style={{ listStyle: 'none' }}
    >
      {activity.slice(0, ACTIVITY_SHOWN).map((entry) => (
        <li key={`${entry.at}-${entry.postUrl}-${entry.outcome}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge size="sm" variant="light" color={OUTCOME_COLORS[entry.outcome]}>
                {t(`activity.outcomes.${entry.outcome}`)}
              </Badge>
              <Anchor
                href={entry.postUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                truncate="end"
              >
                {t('activity.post', { author: handle(entry.author) })}
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <time dateTime={new Date(entry.at).toISOString()}>
                {formatRelative(entry.at, now, localeOf(i18n.language))}
              </time>
            </Text>
          </Group>
          {entry.reason && (
            <Text size="xs" c="dimmed">
              {reason(entry.reason)}
            </Text>
          )}
          {entry.reply && (
            <Text size="xs" lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {entry.reply}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
