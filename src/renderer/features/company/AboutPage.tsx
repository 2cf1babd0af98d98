import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAX_REPLIES_PER_ACCOUNT_PER_DAY, PLAN_LIMITS, TRIAL_DAYS } from '../../../shared/plans.ts';
import { PageHero, PageSection } from './components/PageHero.tsx';
import { useLocalizedPath } from './components/use-localized-path.ts';
import classes from './components/company.module.css';

/** The mission story's paragraphs, in order (company:about.story.*). */
const STORY = ['conversations', 'automation', 'mission'] as const;
const BELIEFS = ['voice', 'limits', 'pace', 'honesty'] as const;
const STEPS = ['persona', 'find', 'reply', 'limits'] as const;

export function AboutPage() {
  const { t } = useTranslation('company');
  const to = useLocalizedPath();
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <PageSection id="about-story" title={t('about.storyTitle')}>
        <div className={classes.prose}>
          {STORY.map((id) => (
            <p key={id}>{t(`about.story.${id}`)}</p>
          ))}
        </div>
      </PageSection>
      <PageSection id="about-beliefs" title={t('about.beliefsTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {BELIEFS.map((id) => (
            <Card key={id} withBorder padding="lg">
              <Title order={3} size="h5" mb={6}>
                {t(`about.beliefs.${id}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`about.beliefs.${id}.text`, { max: MAX_REPLIES_PER_ACCOUNT_PER_DAY })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="about-how" title={t('about.howTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {STEPS.map((id, index) => (
            <Card key={id} withBorder padding="lg">
              <ThemeIcon radius="xl" size="lg" variant="light" mb="sm" aria-hidden="true">
                {index + 1}
              </ThemeIcon>
              <Title order={3} size="h5" mb={6}>
                {t(`about.steps.${id}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`about.steps.${id}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="about-plans" title={t('about.plansTitle')}>
        <Text>
          {t('about.plansText', {
            days: TRIAL_DAYS,
            free: PLAN_LIMITS.free.dailyReplyLimit,
            starter: PLAN_LIMITS.starter.dailyReplyLimit,
            creator: PLAN_LIMITS.creator.dailyReplyLimit,
            pro: PLAN_LIMITS.pro.dailyReplyLimit,
          })}
        </Text>
        <Group gap="sm" pb={48}>
          <Button component={Link} to={to('/help')}>
            {t('about.helpCta')}
          </Button>
          <Button component={Link} to={to('/support')} variant="default">
            {t('about.contactCta')}
          </Button>
        </Group>
      </PageSection>
    </>
  );
}
