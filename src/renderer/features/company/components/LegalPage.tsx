import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_LANGUAGE, findLanguage, localizePath } from '../../../../shared/languages.ts';
import { PageHero, PageSection } from './PageHero.tsx';
import { usePageLanguage } from './use-localized-path.ts';
import classes from './company.module.css';

export interface LegalText {
  /** ISO date of the last change. */
  updated: string;
  /**
   * Section id (its heading is `company:<page>.sections.<id>`) → the ids of its paragraphs
   * (`company:<page>.text.<section>.<paragraph>`), in order.
   */
  sections: Record<string, readonly string[]>;
  /** Values the paragraphs interpolate (limits, days, the support address). */
  values: Record<string, string | number>;
}

/**
 * Privacy policy and terms, translated like the rest of the interface. A translated page
 * says that the English version applies where the two differ, and links to it.
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
      {lang !== DEFAULT_LANGUAGE && (
        <Container size="md">
          <Alert color="gray" variant="light">
            {t('legalTranslation')}{' '}
            <Anchor component={Link} to={localizePath(`/${page}`, DEFAULT_LANGUAGE)} hrefLang="en">
              {t('legalEnglishLink')}
            </Anchor>
          </Alert>
        </Container>
      )}
      {Object.entries(text.sections).map(([id, paragraphs]) => (
        <PageSection key={id} id={`${page}-${id}`} title={t(`${page}.sections.${id}`)}>
          <div className={classes.prose}>
            {paragraphs.map((p) => (
              <p key={p}>{t(`${page}.text.${id}.${p}`, text.values)}</p>
            ))}
          </div>
        </PageSection>
      ))}
      <div style={{ height: 48 }} />
    </>
  );
}
