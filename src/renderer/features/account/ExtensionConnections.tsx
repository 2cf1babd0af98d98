import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../shared/languages.ts';
import { platform, type ExtensionTokenInfo } from '../../platform/index.ts';

type Listing =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: ExtensionTokenInfo[] };

/**
 * The browser extensions connected to the account (docs/product-rules.md#extension-tokens):
 * each with when it connected and was last used, and a button that disconnects it at once
 * (its next call to the server is refused).
 */
export function ExtensionConnections() {
  const { t, i18n } = useTranslation('account');
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [revokeFailed, setRevokeFailed] = useState(false);

  // Bumped after a disconnection, to read the list again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void platform()
      .extensionTokens.list()
      .then((items) => {
        if (live) setListing(items ? { state: 'ready', items } : { state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [version]);

  const format = (iso: string) =>
    new Intl.DateTimeFormat(findLanguage(i18n.language)?.htmlLang ?? 'en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  async function revoke(id: string) {
    setBusy(id);
    setRevokeFailed(false);
    const done = await platform().extensionTokens.revoke(id);
    if (!done) setRevokeFailed(true);
    setVersion((v) => v + 1);
    setBusy(null);
  }

  return (
    <Card withBorder padding="lg" data-testid="extension-connections">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('extensions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('extensions.lead')}
        </Text>
        {listing.state === 'loading' && <Loader size="sm" aria-label={t('extensions.loading')} />}
        {listing.state === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {t('extensions.loadFailed')}
          </Alert>
        )}
        {revokeFailed && (
          <Alert color="red" variant="light" role="alert">
            {t('extensions.revokeFailed')}
          </Alert>
        )}
        {listing.state === 'ready' && listing.items.length === 0 && (
          <Text size="sm">{t('extensions.none')}</Text>
        )}
        {listing.state === 'ready' && listing.items.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {listing.items.map((item) => (
              <Group
                key={item.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="sm"
                data-testid="extension-connection"
              >
                <Stack gap={0}>
                  <Text fw={600}>{item.label}</Text>
                  <Text size="xs" c="dimmed">
                    {t('extensions.connectedAt', { date: format(item.createdAt) })}
                    {' · '}
                    {item.lastUsedAt
                      ? t('extensions.lastUsedAt', { date: format(item.lastUsedAt) })
                      : t('extensions.neverUsed')}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  loading={busy === item.id}
                  disabled={busy !== null && busy !== item.id}
                  onClick={() => void revoke(item.id)}
                  aria-label={t('extensions.revokeLabel', { label: item.label })}
                >
                  {t('extensions.revoke')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
