import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import type { Auth } from '../../stores/auth-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { useLocalized } from './use-localized.ts';
import classes from './Header.module.css';

// The user menu needs Mantine Menu; only signed-in visitors load it.
const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * Signs out everywhere, then (after the store's short delay) goes to the sign-in page in the
 * current language (docs/product-rules.md#auth-behaviour).
 */
function useSignOut(auth: Auth) {
  const navigate = useNavigate();
  const { to } = useLocalized();
  return () => void auth.signOut(() => navigate(to(AUTH_LINKS.afterSignOut)));
}

/**
 * Signed out (or still loading, which most visitors are): 'Sign In' and the trial button.
 * Signed in: the Workspace button (opens the side panel), the user menu and a primary
 * 'Sign Out' button. `onOpenWorkspace` lets the mobile drawer close as the panel opens.
 */
export function AuthActions({
  auth,
  stacked = false,
  onOpenWorkspace,
}: {
  auth: Auth;
  stacked?: boolean;
  onOpenWorkspace?: () => void;
}) {
  const { t } = useTranslation('nav');
  const { to } = useLocalized();
  const signOut = useSignOut(auth);
  const openPanel = useWorkspaceStore((s) => s.openPanel);
  const Layout = stacked ? Stack : Group;

  if (auth.status !== 'signed-in') {
    return (
      <Layout gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to={to(AUTH_LINKS.signIn)}
          variant={stacked ? 'default' : 'subtle'}
          color="gray"
        >
          {t('auth.signIn')}
        </Button>
        <Button component={Link} to={to(AUTH_LINKS.trial)} className={classes.cta}>
          {t('auth.trial', { days: TRIAL_DAYS })}
        </Button>
      </Layout>
    );
  }

  const workspace = (
    <Button
      variant={stacked ? 'default' : 'subtle'}
      color="gray"
      onClick={() => {
        onOpenWorkspace?.();
        openPanel();
      }}
      data-testid="open-workspace"
    >
      {t('auth.workspace')}
    </Button>
  );

  return (
    <Layout gap="xs" wrap="nowrap">
      {stacked ? (
        <>
          <Text size="sm" c="dimmed">
            {t('auth.signedInAs')} <strong>{auth.user?.email}</strong>
          </Text>
          <Button component={Link} to={to(AUTH_LINKS.dashboard)} variant="default">
            {t('auth.dashboard')}
          </Button>
          <Button component={Link} to={to(AUTH_LINKS.account)} variant="default">
            {t('auth.accountLink')}
          </Button>
          {workspace}
        </>
      ) : (
        <>
          {workspace}
          <Suspense fallback={null}>
            <UserMenu email={auth.user?.email ?? null} onSignOut={signOut} />
          </Suspense>
        </>
      )}
      <Button onClick={signOut}>{t('auth.signOut')}</Button>
    </Layout>
  );
}
