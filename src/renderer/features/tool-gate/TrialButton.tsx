import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { rememberReturnUrl, useAuthStore } from '../../stores/auth-store.ts';
import { GATE_FIGURES } from './gate-text.ts';

/**
 * 'Start 7-day free trial': the sign-up that starts the trial (`AUTH_LINKS.trial`). A visitor
 * comes back to this tool once signed up, with unlimited use.
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
  return (
    <Button
      component={Link}
      to={to(AUTH_LINKS.trial)}
      variant={variant}
      onClick={() => {
        if (!signedIn) rememberReturnUrl(pathname);
        onClick?.();
      }}
    >
      {t('actions.trial', GATE_FIGURES)}
    </Button>
  );
}
