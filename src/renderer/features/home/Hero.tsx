import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACTIVE_LANGUAGES } from '../../../shared/languages.ts';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { builtToolCount } from '../../../shared/tool-catalogue.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import classes from './HomePage.module.css';

export function Hero() {
  const { t } = useTranslation('home');
  const { to } = useLocalized();
  // Figures computed from the data, never typed in (docs/product-rules.md#honest-figures).
  // Only what is true today: the tools fact appears once tool pages exist.
  const facts = [
    ...(builtToolCount() > 0 ? [{ value: builtToolCount(), label: t('facts.tools') }] : []),
    { value: ACTIVE_LANGUAGES.length, label: t('facts.languages') },
    { value: TRIAL_DAYS, label: t('facts.trialDays') },
  ];
  return (
    <section className={classes.hero}>
      <Container size="xl" className={classes.heroGrid}>
        <Stack gap="lg">
          <Text className={classes.eyebrow}>{t('eyebrow')}</Text>
          <Title order={1} className={classes.title}>
            {t('title')}
          </Title>
          <Text size="xl" c="dimmed" className={classes.lead}>
            {t('lead')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={to(AUTH_LINKS.trial)} size="lg">
              {t('nav:auth.trial', { days: TRIAL_DAYS })}
            </Button>
            <Button component={Link} to={to(AUTH_LINKS.signIn)} size="lg" variant="default">
              {t('nav:auth.signIn')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('trialNote', { days: TRIAL_DAYS })}
          </Text>
        </Stack>
        <dl className={classes.facts} aria-label={t('facts.label')}>
          {facts.map((fact) => (
            <div key={fact.label} className={classes.fact}>
              <dt className={classes.factLabel}>{fact.label}</dt>
              <dd className={classes.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
