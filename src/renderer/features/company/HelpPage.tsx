import { Accordion, Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BURST } from '../../../shared/extension/messages.ts';
import { ACTIVE_LANGUAGE_CODES } from '../../../shared/languages.ts';
import { MAX_REPLIES_PER_ACCOUNT_PER_DAY, PLAN_LIMITS, TRIAL_DAYS } from '../../../shared/plans.ts';
import { PageHero, PageSection } from './components/PageHero.tsx';
import { useLocalizedPath } from './components/use-localized-path.ts';

export const FAQ_IDS = [
  'trial',
  'limits',
  'safety',
  'extension',
  'voice',
  'languages',
  'billing',
  'data',
] as const;

const values = {
  days: TRIAL_DAYS,
  free: PLAN_LIMITS.free.dailyReplyLimit,
  starter: PLAN_LIMITS.starter.dailyReplyLimit,
  creator: PLAN_LIMITS.creator.dailyReplyLimit,
  pro: PLAN_LIMITS.pro.dailyReplyLimit,
  max: MAX_REPLIES_PER_ACCOUNT_PER_DAY,
  burst: BURST.replies,
  minutes: BURST.minutes,
  count: ACTIVE_LANGUAGE_CODES.length,
};

export function HelpPage() {
  const { t } = useTranslation('company');
  const to = useLocalizedPath();
  return (
    <>
      <PageHero title={t('help.title')} lead={t('help.lead')} />
      <PageSection id="help-faq" title={t('help.faqTitle')}>
        <Accordion variant="separated" defaultValue={FAQ_IDS[0]}>
          {FAQ_IDS.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control>
                <Text fw={600} component="span">
                  {t(`help.faq.${id}.q`)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(`help.faq.${id}.a`, values)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </PageSection>
      <PageSection id="help-more" title={t('help.moreTitle')}>
        <Card withBorder padding="lg" mb={48}>
          <Text mb="md">{t('help.moreText')}</Text>
          <Group gap="sm">
            <Button component={Link} to={to('/support')}>
              {t('help.supportButton')}
            </Button>
            <Button component={Link} to={to('/status')} variant="default">
              {t('help.statusButton')}
            </Button>
          </Group>
        </Card>
      </PageSection>
    </>
  );
}
