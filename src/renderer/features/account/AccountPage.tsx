import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader.tsx';
import { platform } from '../../platform/index.ts';
import { useSubscriptionStore } from '../../stores/subscription-store.ts';
import { PageHero, useLocalizedPath } from '../company/index.ts';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ExtensionConnections } from './ExtensionConnections.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { PlanCard } from './PlanCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { useRequireAuth } from './use-require-auth.ts';

/** What an email-change link that opened this page did (read once, then forgotten). */
function useEmailChangeLanding(): 'changed' | 'failed' | null {
  const { pathname } = useLocation();
  const [landed, setLanded] = useState<'changed' | 'failed' | null>(null);
  useEffect(() => {
    let active = true;
    void platform()
      .auth.landedFrom(pathname)
      .then((found) => {
        if (!active || !found) return;
        if (found.kind === 'error') setLanded('failed');
        else if (found.type === 'email_change') setLanded('changed');
        void platform().auth.forgetLanding();
      });
    return () => {
      active = false;
    };
  }, [pathname]);
  return landed;
}

/**
 * `/account`: the profile (name, email change), the password, the plan and billing, the
 * browsers the extension is connected in, signing out everywhere and deleting the account.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const auth = useRequireAuth({ leaving });
  const subscription = useSubscriptionStore((s) => s.subscription);
  const landed = useEmailChangeLanding();
  const go = (path: string) => void navigate(to(path));
  const signOut = (then: (path: string) => void) => {
    setLeaving(true);
    return auth.signOut(then);
  };

  const hero = <PageHero title={t('title')} lead={t('lead')} />;
  if (auth.status !== 'signed-in' || !auth.user || leaving)
    return (
      <>
        {hero}
        <PageLoader />
      </>
    );

  const user = auth.user;
  const email = user.email ?? '';

  return (
    <>
      {hero}
      <Container size="md" pb={64}>
        <Stack gap="lg">
          {/* Keyed by user: the forms start from the saved values of the signed-in account. */}
          <ProfileCard key={user.id} user={user} landed={landed} />
          {subscription && <PlanCard userId={user.id} subscription={subscription} />}
          <PasswordCard email={email} />

          <ExtensionConnections />

          <Card withBorder padding="lg" data-testid="sessions">
            <Stack gap="xs" align="flex-start">
              <Title order={2} size="h4">
                {t('sessions.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('sessions.lead')}
              </Text>
              <Button variant="default" onClick={() => void signOut(go)}>
                {t('sessions.signOutEverywhere')}
              </Button>
            </Stack>
          </Card>

          <DeleteAccount email={email} onDeleted={() => signOut(() => go('/'))} />
        </Stack>
      </Container>
    </>
  );
}
