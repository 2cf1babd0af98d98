import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader.tsx';
import { platform } from '../../platform/index.ts';
import { useSubscriptionStore } from '../../stores/subscription-store.ts';
import { PageHero, useLocalizedPath } from '../company/index.ts';
import { ExtensionConnections } from './ExtensionConnections.tsx';
import { useRequireAuth } from './use-require-auth.ts';

function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase() && email !== '';

  const close = () => {
    if (busy) return;
    setOpened(false);
    setTyped('');
    setFailed(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      if (!(await platform().auth.deleteAccount())) throw new Error('not deleted');
      await onDeleted();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('delete.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('delete.lead')}
        </Text>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          {t('delete.button')}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('delete.modalTitle')} centered>
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <Text size="sm">{t('delete.lead')}</Text>
            <TextInput
              label={t('delete.confirmLabel')}
              placeholder={email}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            {failed && (
              <Alert color="red" role="alert">
                {t('delete.failed')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('delete.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={busy}>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}

export function AccountPage() {
  const { t } = useTranslation(['account', 'dashboard']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const auth = useRequireAuth({ leaving });
  const subscription = useSubscriptionStore((s) => s.subscription);
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
  const meta = (user.user_metadata ?? {}) as { full_name?: unknown };
  const fullName = typeof meta.full_name === 'string' ? meta.full_name.trim() : '';
  const email = user.email ?? '';

  return (
    <>
      {hero}
      <Container size="md" pb={64}>
        <Stack gap="lg">
          <Card withBorder padding="lg" data-testid="profile">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('profile.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('profile.fullName')}
              </Text>
              <Text>{fullName || t('profile.notSet')}</Text>
              <Text size="sm" c="dimmed">
                {t('profile.email')}
              </Text>
              <Text>{email}</Text>
            </Stack>
          </Card>

          <Card withBorder padding="lg" data-testid="account-plan">
            <Stack gap="xs" align="flex-start">
              <Title order={2} size="h4">
                {t('plan.title')}
              </Title>
              {subscription && (
                <Group gap="xs">
                  <Text fw={700}>{t(`dashboard:plans.${subscription.subscription_tier}`)}</Text>
                  <Badge variant="light">
                    {t(`dashboard:statuses.${subscription.subscription_status}`)}
                  </Badge>
                </Group>
              )}
              <Button disabled variant="default">
                {t('plan.manageBilling')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('plan.billingNote')}
              </Text>
            </Stack>
          </Card>

          <ExtensionConnections />

          <Group>
            {/* The header's label (docs/product-rules.md#auth-behaviour: 'Sign Out'), one per language. */}
            <Button variant="default" onClick={() => void signOut(go)}>
              {t('nav:auth.signOut')}
            </Button>
          </Group>

          <DeleteAccount email={email} onDeleted={() => signOut(() => go('/'))} />
        </Stack>
      </Container>
    </>
  );
}
