import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isBuiltHref } from '../../../shared/navigation.ts';
import { BUILT_ROUTES } from '../../../shared/routes.ts';
import { TOOLS, toolRouteId } from '../../../shared/tool-catalogue.ts';
import { PageLoader } from '../../components/PageLoader.tsx';
import { platform, type RecentItem } from '../../platform/index.ts';
import { useSubscriptionStore } from '../../stores/subscription-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { PageHero, useLocalizedPath } from '../company/index.ts';
import { useBridgeStatus } from '../extension-bridge/index.ts';
import { WorkspaceMetricsCard } from '../workspace-metrics/index.ts';
import { InstallExtensionCard } from './InstallExtensionCard.tsx';
import { repliesPercent, trialDaysLeft } from './plan-info.ts';
import { mayStartTrial, StartTrialButton } from './StartTrialButton.tsx';
import { useRequireAuth } from './use-require-auth.ts';

/**
 * Tools to start with: built ones only (a link never leads to a page that is not there), named
 * by their route's translated title.
 */
const FEATURED_TOOLS = TOOLS.flatMap((tool) => {
  const route = BUILT_ROUTES.find((r) => r.path === tool.path);
  return route ? [{ slug: tool.slug, path: tool.path, routeId: route.id }] : [];
}).slice(0, 5);

/**
 * The user's last five saved items (null while loading; empty on error), read again whenever
 * the Workspace changes (a save, an edit or a deletion anywhere).
 */
function useRecentItems(userId: string | undefined): RecentItem[] | null {
  const [items, setItems] = useState<{ userId: string; items: RecentItem[] } | null>(null);
  const revision = useWorkspaceStore((s) => s.revision);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    platform()
      .workspace.recent(userId, 5)
      .then(
        (items) => active && setItems({ userId, items: items ?? [] }),
        () => active && setItems({ userId, items: [] }),
      );
    return () => {
      active = false;
    };
  }, [userId, revision]);
  return items && items.userId === userId ? items.items : null;
}

/**
 * The time zone whose midnight starts the user's day (the server counts replies in it; UTC
 * until one is saved). Null while loading or when it cannot be read.
 */
function useReplyTimeZone(userId: string | undefined) {
  const [zone, setZone] = useState<{ userId: string; saved: boolean; timeZone: string } | null>(
    null,
  );
  useEffect(() => {
    if (!userId) return;
    let active = true;
    void platform()
      .replySettings.timeZone()
      .then((found) => active && found && setZone({ userId, ...found }));
    return () => {
      active = false;
    };
  }, [userId]);
  return zone && zone.userId === userId ? zone : null;
}

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const to = useLocalizedPath();
  const auth = useRequireAuth();
  const subscription = useSubscriptionStore((s) => s.subscription);
  const extensionConnected = useBridgeStatus((s) => s.extensionConnected);
  const recent = useRecentItems(auth.user?.id);
  const openWorkspace = useWorkspaceStore((s) => s.openPanel);
  const toolLabel = (toolName: string) => {
    const routeId = toolRouteId(toolName);
    return routeId ? t(`routes:${routeId}.title`) : toolName;
  };
  const zone = useReplyTimeZone(auth.user?.id);

  const hero = <PageHero title={t('title')} lead={t('lead')} />;
  if (auth.status !== 'signed-in' || !subscription)
    return (
      <>
        {hero}
        <PageLoader />
      </>
    );

  const daysLeft = trialDaysLeft(subscription);
  const { daily_replies_used: used, daily_reply_limit: limit } = subscription;

  return (
    <>
      {hero}
      {/* PageHero's width: the cards start where the heading does. */}
      <Container size="md" pb={64}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Card withBorder padding="lg" data-testid="plan-card">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('plan.title')}
                </Title>
                <Group gap="xs">
                  <Text fw={700} size="xl">
                    {t(`plans.${subscription.subscription_tier}`)}
                  </Text>
                  <Badge variant="light">{t(`statuses.${subscription.subscription_status}`)}</Badge>
                </Group>
                {daysLeft !== null && (
                  <Text size="sm" data-testid="trial-days">
                    {daysLeft > 0
                      ? t('plan.trialDaysLeft', { count: daysLeft })
                      : t('plan.trialEnded')}
                  </Text>
                )}
                {mayStartTrial(subscription) && (
                  <div>
                    <StartTrialButton />
                  </div>
                )}
                {/* Upgrading lands with the pricing page; until it is built nothing links there. */}
                {isBuiltHref('/pricing') && (
                  <Anchor component={Link} to={to('/pricing')} size="sm">
                    {t('plan.upgrade')}
                  </Anchor>
                )}
              </Stack>
            </Card>

            <Card withBorder padding="lg" data-testid="replies-card">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('replies.title')}
                </Title>
                <Text fw={700} size="xl" data-testid="replies-count">
                  {t('replies.count', { used, limit })}
                </Text>
                <Progress
                  value={repliesPercent(subscription)}
                  aria-label={t('replies.label', { used, limit })}
                />
                {zone && (
                  <Text size="sm" c="dimmed" data-testid="replies-day">
                    {zone.saved
                      ? t('replies.day', { timeZone: zone.timeZone })
                      : t('replies.dayUtc')}{' '}
                    {/* Underlined: inside a sentence, colour alone does not mark a link. */}
                    <Anchor
                      component={Link}
                      to={to('/dashboard/settings')}
                      size="sm"
                      underline="always"
                    >
                      {t(zone.saved ? 'replies.changeTimeZone' : 'replies.setTimeZone')}
                    </Anchor>
                  </Text>
                )}
              </Stack>
            </Card>

            <Card withBorder padding="lg" data-testid="extension-card">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('extension.title')}
                </Title>
                <div>
                  <Badge
                    variant="light"
                    color={extensionConnected ? 'teal' : 'gray'}
                    data-testid="extension-status"
                  >
                    {t(extensionConnected ? 'extension.connected' : 'extension.notConnected')}
                  </Badge>
                </div>
                {!extensionConnected && (
                  <Text size="sm" c="dimmed">
                    {t('extension.installBelow')}
                  </Text>
                )}
              </Stack>
            </Card>
          </SimpleGrid>

          <InstallExtensionCard connected={extensionConnected} />

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder padding="lg" data-testid="recent-items">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('recent.title')}
                </Title>
                {recent === null ? null : recent.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('recent.empty')}
                  </Text>
                ) : (
                  <Stack
                    gap={4}
                    component="ul"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {recent.map((item) => (
                      <li key={item.id}>
                        <Text size="sm" fw={500} span>
                          {item.title || t('recent.untitled')}
                        </Text>{' '}
                        <Text size="xs" c="dimmed" span>
                          {toolLabel(item.tool_name)}
                        </Text>
                      </li>
                    ))}
                  </Stack>
                )}
                <div>
                  <Button variant="light" size="compact-sm" onClick={openWorkspace}>
                    {t('recent.open')}
                  </Button>
                </div>
              </Stack>
            </Card>

            <Card withBorder padding="lg">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('tools.title')}
                </Title>
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {FEATURED_TOOLS.map((tool) => (
                    <li key={tool.slug}>
                      <Anchor component={Link} to={to(tool.path)} size="sm">
                        {t(`routes:${tool.routeId}.title`)}
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Stack>
            </Card>
          </SimpleGrid>

          {/* Its texts load with it: the rest of the dashboard does not wait for them. */}
          <Suspense fallback={null}>
            <WorkspaceMetricsCard />
          </Suspense>

          <Group>
            <Button component={Link} to={to('/dashboard/settings')} variant="default">
              {t('settingsLink')}
            </Button>
            <Button component={Link} to={to('/account')} variant="default">
              {t('accountLink')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
