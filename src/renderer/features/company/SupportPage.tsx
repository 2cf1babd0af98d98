import { Anchor, Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE } from '../../../shared/site-config.ts';
import { PageHero, PageSection } from './components/PageHero.tsx';
import { useLocalizedPath } from './components/use-localized-path.ts';
import classes from './components/company.module.css';

/** Support by plan (free community; starter email; creator priority; pro priority plus phone). */
export const SUPPORT_PLANS = ['free', 'starter', 'creator', 'pro'] as const;

export function SupportPage() {
  const { t } = useTranslation('company');
  const to = useLocalizedPath();
  return (
    <>
      <PageHero title={t('support.title')} lead={t('support.lead')} />
      <PageSection id="support-contact" title={t('support.contactTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Title order={3} size="h5">
                {t('support.emailTitle')}
              </Title>
              <Text>{t('support.emailText')}</Text>
              <Anchor href={`mailto:${SITE.supportEmail}`} fw={600} className={classes.wrap}>
                {SITE.supportEmail}
              </Anchor>
              <Button component="a" href={`mailto:${SITE.supportEmail}`}>
                {t('support.emailButton')}
              </Button>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="sm" align="flex-start">
              <Title order={3} size="h5">
                {t('support.communityTitle')}
              </Title>
              <Text>{t('support.communityText')}</Text>
              <Button
                component="a"
                href={SITE.supportCommunityUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
              >
                {t('support.communityButton')}
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
      </PageSection>
      <PageSection id="support-times" title={t('support.timesTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {SUPPORT_PLANS.map((plan) => (
            <Card key={plan} withBorder padding="lg" data-plan={plan}>
              <Stack gap={8} align="flex-start">
                <Title order={3} size="h5">
                  {t(`support.plans.${plan}.name`)}
                </Title>
                <Badge variant="light" className={classes.wrap} style={{ height: 'auto' }}>
                  {t(`support.plans.${plan}.channel`)}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t(`support.plans.${plan}.target`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('support.timesNote')}
        </Text>
      </PageSection>
      <PageSection id="support-self-help" title={t('support.selfHelpTitle')}>
        <List spacing="xs" pb={48}>
          <List.Item>
            <Anchor component={Link} to={to('/help')}>
              {t('support.helpLink')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={to('/status')}>
              {t('support.statusLink')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={to('/feature-request')}>
              {t('support.featureLink')}
            </Anchor>
          </List.Item>
        </List>
      </PageSection>
    </>
  );
}
