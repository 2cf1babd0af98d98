import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { useSubscriptionStore, type Subscription } from '../../stores/subscription-store.ts';

/** The plan the trial gives (docs/product-rules.md#trial). */
export const TRIAL_TIER = 'creator';

/**
 * Whether to offer the trial: a free account that never had one. The server decides
 * (start_trial refuses anyone else); this only hides the button where it would be refused.
 */
export function mayStartTrial(subscription: Subscription, hasBillingAccount = false): boolean {
  return (
    subscription.subscription_tier === 'free' &&
    subscription.trial_ends_at === null &&
    !hasBillingAccount
  );
}

/** Starts the signed-in account's trial in place; the plan on the page follows the store. */
export function StartTrialButton({
  variant = 'filled',
  size,
}: {
  variant?: 'filled' | 'light';
  size?: 'compact-sm';
}) {
  const { t } = useTranslation(['account', 'dashboard']);
  const [starting, setStarting] = useState(false);
  const plan = t(`dashboard:plans.${TRIAL_TIER}`);

  async function start() {
    setStarting(true);
    const outcome = await useSubscriptionStore.getState().startTrial();
    setStarting(false);
    if (outcome === 'started')
      toast({
        title: t('plan.trialStarted', { plan, days: TRIAL_DAYS }),
        variant: 'success',
      });
    else
      toast({
        title: t(outcome === 'trial-unavailable' ? 'plan.trialUnavailable' : 'plan.trialFailed'),
        variant: 'destructive',
      });
  }

  return (
    <Button variant={variant} size={size} loading={starting} onClick={() => void start()}>
      {t('plan.startTrial', { plan, days: TRIAL_DAYS })}
    </Button>
  );
}
