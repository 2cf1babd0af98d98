import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '../../../shared/languages.ts';
import {
  fetchExtensionDownloads,
  type ExtensionBrowser,
  type ExtensionDownload,
} from './extension-downloads.ts';

type Downloads = Partial<Record<ExtensionBrowser, ExtensionDownload>>;

/** The browser pages the steps send the user to (not translated: typed as they are). */
const BROWSER_PAGES: Record<ExtensionBrowser, string> = {
  chrome: 'chrome://extensions',
  firefox: 'about:debugging',
};
const STEPS: Record<ExtensionBrowser, readonly string[]> = {
  chrome: ['step1', 'step2', 'step3', 'step4'],
  firefox: ['step1', 'step2', 'step3'],
};

function BrowserSteps({
  browser,
  downloads,
}: {
  browser: ExtensionBrowser;
  downloads: Downloads | null;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const download = downloads?.[browser];
  const size = (bytes: number) =>
    new Intl.NumberFormat(findLanguage(i18n.language)?.htmlLang ?? 'en', {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.round(bytes / 1024)));

  return (
    <Stack gap="xs" data-testid={`install-${browser}`}>
      <Title order={3} size="h5">
        {t(`install.${browser}.title`)}
      </Title>
      {downloads === null ? (
        <Loader size="xs" aria-label={t('install.checking')} />
      ) : download ? (
        <div>
          <Button
            component="a"
            href={download.url}
            download={download.file}
            variant="light"
            size="sm"
            data-testid={`download-${browser}`}
          >
            {t(`install.${browser}.download`, { size: size(download.bytes) })}
          </Button>
        </div>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`download-${browser}-missing`}>
          {t('install.unavailable')}
        </Text>
      )}
      <List type="ordered" size="sm" spacing={4}>
        {STEPS[browser].map((step) => (
          <List.Item key={step}>
            {t(`install.${browser}.${step}`, { page: BROWSER_PAGES[browser] })}
          </List.Item>
        ))}
      </List>
      {browser === 'firefox' && (
        <Text size="xs" c="dimmed">
          {t('install.firefox.note')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * How to install the extension: a download per browser, linked only when this server has built
 * it (`/downloads/index.json`), and the steps to load it. Once the extension answers the bridge
 * self-test on this page the card says so, and the steps fold away.
 */
export function InstallExtensionCard({
  connected,
  loadDownloads = fetchExtensionDownloads,
}: {
  connected: boolean;
  loadDownloads?: () => Promise<Downloads>;
}) {
  const { t } = useTranslation('dashboard');
  const [downloads, setDownloads] = useState<Downloads | null>(null);
  const [showSteps, setShowSteps] = useState(false);

  useEffect(() => {
    let live = true;
    void loadDownloads().then((found) => live && setDownloads(found));
    return () => {
      live = false;
    };
  }, [loadDownloads]);

  const stepsVisible = !connected || showSteps;

  return (
    <Card withBorder padding="lg" data-testid="install-extension">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('install.title')}
          </Title>
          {connected && <Badge color="teal">{t('extension.connected')}</Badge>}
        </Group>
        {connected ? (
          <Alert color="teal" variant="light" data-testid="install-connected">
            {t('install.connected')}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('install.lead')}
          </Text>
        )}
        {stepsVisible && (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <BrowserSteps browser="chrome" downloads={downloads} />
              <BrowserSteps browser="firefox" downloads={downloads} />
            </SimpleGrid>
            {!connected && (
              <Text size="sm" fw={500}>
                {t('install.then')}
              </Text>
            )}
          </>
        )}
        {connected && (
          <div>
            <Button variant="subtle" size="xs" onClick={() => setShowSteps((shown) => !shown)}>
              {t(showSteps ? 'install.hideSteps' : 'install.showSteps')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
