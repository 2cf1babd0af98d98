import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SITE } from '../../../shared/site-config.ts';
import { PageHero, PageSection } from './components/PageHero.tsx';

const WORK = ['remote', 'writing', 'users', 'care'] as const;

export function CareersPage() {
  const { t } = useTranslation('company');
  const mailto = `mailto:${SITE.supportEmail}?subject=${encodeURIComponent(t('careers.applySubject'))}`;
  return (
    <>
      <PageHero title={t('careers.title')} lead={t('careers.lead')} />
      <PageSection id="careers-work" title={t('careers.workTitle')}>
        <List spacing="sm">
          {WORK.map((id) => (
            <List.Item key={id}>{t(`careers.work.${id}`)}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection id="careers-openings" title={t('careers.openingsTitle')}>
        <Alert variant="light" color="gray">
          {t('careers.noOpenings')}
        </Alert>
      </PageSection>
      <PageSection id="careers-apply" title={t('careers.applyTitle')}>
        <Stack gap="md" align="flex-start" pb={48}>
          <Text>{t('careers.applyText')}</Text>
          <Button component="a" href={mailto}>
            {t('careers.applyButton')}
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
