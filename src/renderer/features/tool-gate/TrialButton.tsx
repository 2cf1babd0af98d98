import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { rememberReturnUrl, useAuthStore } from '../../stores/auth-store.ts';
import { useSubscriptionStore } from '../../stores/subscription-store.ts';
import { GATE_FIGURES } from './gate-text.ts';

/**
 * 'Start 7-day free trial'. A visitor goes to the sign-up that starts the trial
 * (`AUTH_LINKS.trial`) and comes back to this tool; a signed-in account that never had a trial
 * starts it here (`start_trial`), and the tool is unlimited at once.
 */
export function TrialButton({
  variant = 'filled',
  onClick,
}: {
  variant?: 'filled' | 'light' | 'default';
  onClick?: () => void;
}) {
  const { t } = useTranslation('gate');
  const { to } = useLocalized();
  const { pathname } = useLocation();
  const signedIn = useAuthStore((s) => s.status === 'signed-in');
  const [starting, setStarting] = useState(false);
  const label = t('actions.trial', GATE_FIGURES);

  if (signedIn) {
    return (
      <Button
        variant={variant}
        loading={starting}
        onClick={async () => {
          setStarting(true);
          const outcome = await useSubscriptionStore.getState().startTrial();
          setStarting(false);
          if (outcome === 'started') {
            toast({ title: t('toast.trialStarted', GATE_FIGURES), variant: 'success' });
            onClick?.();
          } else {
            toast({
              title:
                outcome === 'trial-unavailable'
                  ? t('toast.trialUnavailable')
                  : t('toast.trialFailed'),
              variant: 'destructive',
            });
          }
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={to(AUTH_LINKS.trial)}
      variant={variant}
      onClick={() => {
        rememberReturnUrl(pathname);
        onClick?.();
      }}
    >
      {label}
    </Button>
  );
}
