import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../shared/languages.ts';
import { SITE } from '../../../shared/site-config.ts';
import { AFFILIATE_TERMS } from './affiliate-terms.ts';
import { PageHero, PageSection } from './components/PageHero.tsx';
import { usePageLanguage } from './components/use-localized-path.ts';

const STEPS = ['apply', 'share', 'earn'] as const;
const TERMS = ['payout', 'own', 'spam', 'ads', 'disclose', 'changes'] as const;

export function AffiliatePage() {
  const { t } = useTranslation('company');
  const lang = usePageLanguage();
  const minimum = new Intl.NumberFormat(findLanguage(lang)?.htmlLang ?? 'en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(AFFILIATE_TERMS.minimumPayoutUsd);
  const values = {
    days: AFFILIATE_TERMS.attributionDays,
    percent: AFFILIATE_TERMS.commissionPercent,
    months: AFFILIATE_TERMS.commissionMonths,
    minimum,
  };
  const mailto = `mailto:${SITE.supportEmail}?subject=${encodeURIComponent(t('affiliate.joinSubject'))}`;
  return (
    <>
      <PageHero title={t('affiliate.title')} lead={t('affiliate.lead')} />
      <PageSection id="affiliate-how" title={t('affiliate.howTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((id, index) => (
            <Card key={id} withBorder padding="lg">
              <ThemeIcon radius="xl" size="lg" variant="light" mb="sm" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <Title order={3} size="h5" mb={6}>
                {t(`affiliate.steps.${id}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`affiliate.steps.${id}.text`, values)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="affiliate-terms" title={t('affiliate.termsTitle')}>
        <List spacing="sm">
          {TERMS.map((id) => (
            <List.Item key={id}>{t(`affiliate.terms.${id}`, values)}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection id="affiliate-join" title={t('affiliate.joinTitle')}>
        <Stack gap="md" align="flex-start" pb={48}>
          <Text>{t('affiliate.joinText')}</Text>
          <Button component="a" href={mailto}>
            {t('affiliate.joinButton')}
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
