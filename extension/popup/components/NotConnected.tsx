import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** No account: say so, and open the website's dashboard, where the extension is connected. */
export function NotConnected({ origin }: { origin: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" py="md">
      <Title order={2} size="h4">
        {t('notConnected.heading')}
      </Title>
      <Text size="sm">{t('notConnected.body')}</Text>
      <Button component="a" href={`${origin}/dashboard`} target="_blank" rel="noopener noreferrer">
        {t('notConnected.button')}
      </Button>
    </Stack>
  );
}
