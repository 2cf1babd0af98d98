import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  findLanguage,
  SITE_LANGUAGE_CODES,
  type SiteLanguageCode,
} from '../../../shared/languages.ts';
import { isBuiltHref } from '../../../shared/navigation.ts';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { platform, type BillingDetails } from '../../platform/index.ts';
import type { Subscription } from '../../stores/subscription-store.ts';
import { useLocalizedPath } from '../company/index.ts';
import { trialDaysLeft } from './plan-info.ts';
import { mayStartTrial, StartTrialButton, TRIAL_TIER } from './StartTrialButton.tsx';

/** Leaving for the billing portal (an object, so tests can watch it). */
export const leaveForPortal = {
  to(url: string): void {
    window.location.assign(url);
  },
};

/** The caller's billing details (null while loading or when they cannot be read). */
function useBilling(userId: string): BillingDetails | null {
  const [billing, setBilling] = useState<{ userId: string; details: BillingDetails } | null>(null);
  useEffect(() => {
    let active = true;
    void platform()
      .subscription.billing()
      .then((details) => active && details && setBilling({ userId, details }));
    return () => {
      active = false;
    };
  }, [userId]);
  return billing && billing.userId === userId ? billing.details : null;
}

/**
 * The account's plan: its name (a running trial says so and how long it has left), for a paid
 * plan the billing period and when it renews or ends, a failed payment explained, the billing
 * portal when the account has billing, and for a free account the trial or an upgrade.
 */
export function PlanCard({ userId, subscription }: { userId: string; subscription: Subscription }) {
  const { t, i18n } = useTranslation(['account', 'dashboard']);
  const to = useLocalizedPath();
  const errorText = useErrorText();
  const billing = useBilling(userId);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<UiErrorCode | null>(null);

  const tier = subscription.subscription_tier;
  const status = subscription.subscription_status;
  const plan = t(`dashboard:plans.${tier}`);
  const daysLeft = trialDaysLeft(subscription);
  const paid = tier !== 'free';
  const date = (iso: string) =>
    new Intl.DateTimeFormat(findLanguage(i18n.language)?.htmlLang ?? 'en', {
      dateStyle: 'long',
    }).format(new Date(iso));

  async function openPortal() {
    setOpening(true);
    setFailure(null);
    const language = SITE_LANGUAGE_CODES.find(
      (code): code is SiteLanguageCode => code === i18n.language,
    );
    const result = await platform().invokeFunction('customer-portal', language ? { language } : {});
    if (result.ok) {
      // Leaving for the portal: the button stays busy until the page goes.
      leaveForPortal.to(result.data.url);
      return;
    }
    setOpening(false);
    setFailure(result.code);
  }

  return (
    <Card withBorder padding="lg" data-testid="account-plan">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('plan.title')}
        </Title>
        <Group gap="xs">
          <Text fw={700} data-testid="plan-name">
            {daysLeft !== null && daysLeft > 0 ? t('plan.trial', { plan, count: daysLeft }) : plan}
          </Text>
          {status !== 'active' && status !== 'trialing' && (
            <Badge variant="light" color={status === 'past_due' ? 'yellow' : 'gray'}>
              {t(`dashboard:statuses.${status}`)}
            </Badge>
          )}
        </Group>
        {daysLeft === 0 && <Text size="sm">{t('dashboard:plan.trialEnded')}</Text>}
        {paid && billing?.period && (
          <Text size="sm" data-testid="plan-period">
            {t(`plan.period.${billing.period}`)}
          </Text>
        )}
        {paid && billing?.currentPeriodEnd && (
          <Text size="sm" data-testid="plan-renewal">
            {t(billing.cancelAtPeriodEnd ? 'plan.ends' : 'plan.renews', {
              date: date(billing.currentPeriodEnd),
            })}
          </Text>
        )}
        {billing?.foundingMember && <Text size="sm">{t('plan.foundingMember')}</Text>}
        {status === 'past_due' && (
          <Alert color="yellow" variant="light" title={t('plan.pastDueTitle')} w="100%">
            {t('plan.pastDue')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" w="100%">
            {errorText(failure)}
          </Alert>
        )}
        <Group gap="sm">
          {billing?.hasBillingAccount && (
            <Button variant="default" loading={opening} onClick={() => void openPortal()}>
              {t('plan.manageBilling')}
            </Button>
          )}
          {mayStartTrial(subscription, billing?.hasBillingAccount) && (
            <StartTrialButton variant="light" />
          )}
          {/* The pricing page may not be built yet: nothing links to a page that is not there. */}
          {!paid && isBuiltHref('/pricing') && (
            <Anchor component={Link} to={to('/pricing')} size="sm">
              {t('plan.upgrade')}
            </Anchor>
          )}
        </Group>
        {mayStartTrial(subscription, billing?.hasBillingAccount) && (
          <Text size="sm" c="dimmed">
            {t('plan.trialNote', { plan: t(`dashboard:plans.${TRIAL_TIER}`), days: TRIAL_DAYS })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
