import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HEADER_MENUS } from '../../../shared/navigation.ts';
import { EntryContent } from '../../components/header/EntryContent.tsx';
import { useLocalized } from '../../components/header/use-localized.ts';
import classes from './HomePage.module.css';

/** The product's features, read from the header's Features menu so both stay in step. */
export function FeaturesBand() {
  const { t } = useTranslation('home');
  const { to } = useLocalized();
  const features = HEADER_MENUS.find((m) => m.id === 'features')!.groups.flatMap((g) => g.entries);
  return (
    <section className={classes.band} aria-labelledby="features-title">
      <Container size="xl">
        <Stack gap="xs" mb="xl" className={classes.sectionHead}>
          <Title order={2} id="features-title">
            {t('features.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('features.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {features.map((entry, index) => (
            // A plain link: Mantine's UnstyledButton reset would override the card's styles.
            <Link
              key={entry.id}
              to={to(entry.href)}
              className={`mantine-focus-auto ${classes.featureCard}`}
            >
              <span className={classes.featureIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <EntryContent entry={entry} />
            </Link>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
