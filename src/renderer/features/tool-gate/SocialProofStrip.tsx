import { Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../shared/languages.ts';
import {
  FREE_USES_PER_TOOL,
  SHARE_REWARD_USES,
  SOCIAL_PROOF_MIN,
  TRIAL_USES,
} from '../../../shared/tool-gate.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import type { SocialProof } from './api.ts';
import { useToolGateStore } from './tool-gate-store.ts';

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={0}>
      <Text fw={700} size="lg" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * Per-tool social proof: real counts of users and of today's uses, and the average rating.
 * Loaded after the first render so it never holds the page up. A figure below its threshold
 * (SOCIAL_PROOF_MIN) is left out, and with none left the strip hides (never a made-up figure,
 * never "1 users"). The allowance is stated as it is, from the gate's own rules.
 */
export function SocialProofStrip({ toolId }: { toolId: string }) {
  const { t } = useTranslation('gate');
  const { lang } = useLocalized();
  const proof: SocialProof | null | undefined = useToolGateStore((s) => s.socialProof[toolId]);

  useEffect(() => {
    void useToolGateStore.getState().loadSocialProof(toolId);
  }, [toolId]);

  if (!proof) return null;
  const { totalUsers, todayUsage, rating, ratingsCount } = proof;
  const showUsers = totalUsers >= SOCIAL_PROOF_MIN.users;
  const showToday = todayUsage >= SOCIAL_PROOF_MIN.usesToday;
  const showRating = rating !== null && ratingsCount >= SOCIAL_PROOF_MIN.ratings;
  if (!showUsers && !showToday && !showRating) return null;

  const locale = findLanguage(lang)?.htmlLang ?? 'en';
  const whole = new Intl.NumberFormat(locale);
  const oneDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  return (
    <Group
      component="section"
      aria-label={t('proof.label')}
      gap="lg"
      justify="space-between"
      wrap="wrap"
    >
      <Group gap="xl" wrap="wrap">
        {showUsers && <Figure value={whole.format(totalUsers)} label={t('proof.users')} />}
        {showToday && <Figure value={whole.format(todayUsage)} label={t('proof.today')} />}
        {showRating && (
          <Stack gap={0}>
            <Text fw={700} size="lg" lh={1.2}>
              <span aria-hidden="true">★ </span>
              {t('proof.ratingValue', { rating: oneDecimal.format(rating) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('proof.rating')} · {t('proof.ratingsCount', { total: whole.format(ratingsCount) })}
            </Text>
          </Stack>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        {showUsers && (
          <Badge variant="light" color="teal" tt="none">
            {t('proof.trusted')}
          </Badge>
        )}
        <Badge variant="light" color="blue" tt="none">
          {t('proof.instant')}
        </Badge>
        <Badge variant="light" color="grape" tt="none">
          {t('proof.freeAllowance', {
            total: FREE_USES_PER_TOOL,
            first: TRIAL_USES,
            reward: SHARE_REWARD_USES,
          })}
        </Badge>
      </Group>
    </Group>
  );
}
