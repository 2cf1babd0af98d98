import { Anchor, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PopupAccount } from '../transport.ts';
import { formatDate, localeOf } from '../format.ts';

/** Who is connected, their plan and today's replies, the persona link and Disconnect. */
export function AccountHeader({
  account,
  origin,
  onDisconnect,
}: {
  account: PopupAccount;
  origin: string;
  onDisconnect(): void;
}) {
  const { t, i18n } = useTranslation();
  const { used, limit } = account.replies;
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const trialEndsAt = account.plan.status === 'trialing' ? account.plan.trialEndsAt : null;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('account.connectedAs')}
          </Text>
          <Text size="sm" fw={600} truncate="end" dir="ltr" data-testid="account-email">
            {account.user.email}
          </Text>
        </div>
        <Stack gap={2} align="flex-end">
          <Badge variant="light">
            {t('account.plan', { plan: t(`plans.${account.plan.tier}`) })}
          </Badge>
          {trialEndsAt && (
            <Text size="xs" c="dimmed">
              {t('account.trialEnds', { date: formatDate(trialEndsAt, localeOf(i18n.language)) })}
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" id="replies-today">
          {t('account.repliesToday')}
        </Text>
        <Text size="sm" fw={600} aria-hidden dir="ltr">
          {t('account.repliesCount', { used, limit })}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 100 ? 'orange' : 'pilot'}
        aria-label={t('account.repliesLabel', { used, limit })}
      />
      <Group justify="space-between" gap="xs" mt={4}>
        <Anchor
          href={`${origin}/dashboard/settings`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          {t('account.persona')}
        </Anchor>
        <Button variant="subtle" color="gray" size="compact-sm" onClick={onDisconnect}>
          {t('account.disconnect')}
        </Button>
      </Group>
    </Stack>
  );
}
