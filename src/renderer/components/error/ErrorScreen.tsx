import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { detectLanguage, localizePath } from '../../../shared/languages.ts';
import { SITE } from '../../../shared/site-config.ts';
import { platform } from '../../platform/index.ts';

/** `/` in the language of the current address, as a plain link (works outside the router). */
function homeHref(): string {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const home = localizePath('/', detectLanguage(pathname));
  return platform().routerMode === 'hash' ? `#${home}` : home;
}

/**
 * The one error screen, used by the error boundaries and the router's
 * route error. English copy is the spec's, verbatim.
 */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="flex-start" gap="md" role="alert" aria-live="assertive">
        <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden="true">
          <Text fw={800} size="xl" component="span">
            !
          </Text>
        </ThemeIcon>
        <Title order={1}>{t('screen.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('screen.body')}
        </Text>
        <Group gap="sm">
          <Button onClick={onRetry}>{t('screen.tryAgain')}</Button>
          <Button component="a" href={homeHref()} variant="default">
            {t('screen.goHome')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('screen.communityPrompt')}{' '}
          <Anchor href={SITE.supportCommunityUrl} target="_blank" rel="noopener noreferrer">
            {t('screen.communityLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
