import { Alert, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../../shared/languages.ts';
import { PageHero, PageSection } from './PageHero.tsx';
import { usePageLanguage } from './use-localized-path.ts';
import classes from './company.module.css';

export interface LegalText {
  /** ISO date of the last change. */
  updated: string;
  /** Section id (its heading is `company:<page>.sections.<id>`) → English paragraphs. */
  sections: Record<string, readonly string[]>;
}

/**
 * Privacy policy and terms: headings and chrome translated, the body in English (long-form
 * legal text may be English; the English version is the one that applies).
 */
export function LegalPage({ page, text }: { page: 'privacy' | 'terms'; text: LegalText }) {
  const { t } = useTranslation('company');
  const lang = usePageLanguage();
  const date = new Intl.DateTimeFormat(findLanguage(lang)?.htmlLang ?? 'en', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${text.updated}T00:00:00Z`));
  return (
    <>
      <PageHero title={t(`${page}.title`)} lead={t(`${page}.lead`)}>
        <Text size="sm" c="dimmed">
          <time dateTime={text.updated}>{t('lastUpdated', { date })}</time>
        </Text>
      </PageHero>
      {lang !== 'en' && (
        <Container size="md">
          <Alert color="gray" variant="light">
            {t('englishOnly')}
          </Alert>
        </Container>
      )}
      {Object.entries(text.sections).map(([id, paragraphs]) => (
        <PageSection key={id} id={`${page}-${id}`} title={t(`${page}.sections.${id}`)}>
          <div className={classes.prose} lang="en">
            {paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </PageSection>
      ))}
      <div style={{ height: 48 }} />
    </>
  );
}
