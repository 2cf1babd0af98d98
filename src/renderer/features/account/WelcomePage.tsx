import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { recordCheckoutOnce } from '../../lib/analytics/checkout.ts';
import { platform } from '../../platform/index.ts';
import { useSubscriptionStore } from '../../stores/subscription-store.ts';
import { PageHero, useLocalizedPath } from '../company/index.ts';
import { trialDaysLeft } from './plan-info.ts';
import { useRequireAuth } from './use-require-auth.ts';
import {
  checkOnce,
  checkoutIdFrom,
  WELCOME_POLL_MS,
  WELCOME_TIMEOUT_MS,
  type WelcomeState,
} from './welcome-status.ts';

/**
 * Where Stripe's checkout returns (`/welcome?session_id=…`). The plan starts when Stripe's
 * event reaches the server, which may be a moment after the redirect: the page asks until the
 * subscription record shows it (or gives up after a minute, saying what happens next), then
 * reloads the plan, which the extension bridge passes on to the extension.
 */
export function WelcomePage() {
  const { t } = useTranslation(['welcome', 'dashboard', 'routes']);
  const to = useLocalizedPath();
  const auth = useRequireAuth();
  const { search } = useLocation();
  const sessionId = checkoutIdFrom(search);
  const subscription = useSubscriptionStore((s) => s.subscription);
  const [state, setState] = useState<WelcomeState>(
    sessionId ? { kind: 'waiting', elapsedMs: 0 } : { kind: 'no-session' },
  );
  const [attempt, setAttempt] = useState(0);
  const signedIn = auth.status === 'signed-in';

  useEffect(() => {
    if (!signedIn || !sessionId) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const look = async () => {
      const next = await checkOnce(platform().invokeFunction, sessionId, Date.now() - started);
      if (!active) return;
      if (next.kind === 'ready') await useSubscriptionStore.getState().refresh();
      if (!active) return;
      setState(next);
      if (next.kind === 'waiting') timer = setTimeout(() => void look(), WELCOME_POLL_MS);
    };
    void look();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [signedIn, sessionId, attempt]);

  // The checkout is confirmed: its upgrade and purchase are recorded once (not on a reload).
  const confirmed = state.kind === 'ready' ? state.status : null;
  useEffect(() => {
    if (confirmed && sessionId) void recordCheckoutOnce(sessionId, confirmed);
  }, [confirmed, sessionId]);

  const retry = () => {
    setState({ kind: 'waiting', elapsedMs: 0 });
    setAttempt((n) => n + 1);
  };

  const body = (() => {
    switch (state.kind) {
      case 'waiting':
        return (
          <Stack gap="sm" role="status" aria-live="polite">
            <Group gap="sm">
              <Loader size="sm" />
              <Text fw={600}>{t('waiting')}</Text>
            </Group>
            <Progress
              value={Math.min(100, (state.elapsedMs / WELCOME_TIMEOUT_MS) * 100)}
              aria-label={t('waiting')}
              animated
            />
            <Text size="sm" c="dimmed">
              {t('waitingHint')}
            </Text>
          </Stack>
        );
      case 'ready': {
        const plan = t(`dashboard:plans.${state.status.tier}`);
        const days = subscription ? trialDaysLeft(subscription) : null;
        return (
          <Stack gap="sm" data-testid="welcome-ready">
            <Title order={2}>{t('title', { plan })}</Title>
            <Text>
              {state.status.status === 'trialing' && days !== null
                ? t('trialLead', { plan, count: days })
                : t('paidLead', { plan })}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={to('/dashboard')}>
                {t('dashboard')}
              </Button>
              <Button component={Link} to={to('/account')} variant="default">
                {t('account')}
              </Button>
            </Group>
          </Stack>
        );
      }
      case 'timeout':
        return (
          <Alert color="yellow" title={t('timeoutTitle')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('timeout')}</Text>
              <Group gap="sm">
                <Button size="xs" onClick={retry}>
                  {t('retry')}
                </Button>
                <Button size="xs" variant="default" component={Link} to={to('/account')}>
                  {t('account')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      case 'not-completed':
        return (
          <Alert color="gray" title={t('notCompletedTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('notCompleted')}</Text>
              <Button size="xs" component={Link} to={to('/pricing')}>
                {t('pricing')}
              </Button>
            </Stack>
          </Alert>
        );
      case 'not-found':
      case 'no-session':
        return (
          <Alert color="red" title={t('notFoundTitle')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('notFound')}</Text>
              <Group gap="sm">
                <Button size="xs" component={Link} to={to('/account')}>
                  {t('account')}
                </Button>
                <Button size="xs" variant="default" component={Link} to={to('/pricing')}>
                  {t('pricing')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
    }
  })();

  return (
    <>
      <PageHero title={t('heading')} lead={t('routes:welcome.description')} />
      <Container size="sm" pb={64}>
        <Card withBorder padding="xl">
          {signedIn ? body : <Loader size="sm" aria-label={t('waiting')} />}
        </Card>
      </Container>
    </>
  );
}
