import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../company/index.ts';

const USEFUL = [
  { path: '/help', key: 'help' },
  { path: '/status', key: 'status' },
  { path: '/support', key: 'support' },
] as const;

/**
 * The 404 page. It is kept out of search results by RouteHead (components/seo), which renders
 * `<Noindex/>` without canonical or hreflang links for every path that is not a built route.
 */
export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  const { pathname } = useLocation();
  const to = useLocalizedPath();
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }}>
      <Stack align="flex-start" gap="md">
        <Text fw={700} c="pilot" size="sm">
          {t('eyebrow')}
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('body', { path: pathname })}
        </Text>
        <Button component={Link} to={to('/')}>
          {t('home')}
        </Button>
        <Stack gap={6} mt="md">
          <Text fw={600} size="sm">
            {t('usefulTitle')}
          </Text>
          <Group gap="lg">
            {USEFUL.map(({ path, key }) => (
              <Anchor key={key} component={Link} to={to(path)} size="sm">
                {t(key)}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
