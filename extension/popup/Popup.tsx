import {
  Alert,
  Box,
  DirectionProvider,
  Divider,
  Group,
  Loader,
  MantineProvider,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Direction } from '../../src/shared/languages.ts';
import { ActivityLog } from './components/ActivityLog.tsx';
import { AccountHeader } from './components/AccountHeader.tsx';
import { DraftList } from './components/DraftList.tsx';
import { NotConnected } from './components/NotConnected.tsx';
import { SettingsPanel } from './components/SettingsPanel.tsx';
import { StatusPanel } from './components/StatusPanel.tsx';
import { localeOf } from './format.ts';
import { theme } from './theme.ts';
import type { PopupTransport } from './transport.ts';
import { POLL_MS, usePopup } from './use-popup.ts';

export interface PopupProps {
  transport: PopupTransport;
  /** The ReplyPilot website (app-origin.ts). */
  origin: string;
  i18n: i18n;
  direction: Direction;
  /** The extension's version, for reports. */
  version?: string;
  pollMs?: number;
  now?: () => number;
}

/** The popup with its providers: the site's theme, the language and its direction. */
export function Popup({ i18n, direction, ...props }: PopupProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={direction} detectDirection={false}>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          <Box dir={direction} lang={localeOf(i18n.language)} p="md" data-testid="popup">
            <PopupContent {...props} />
          </Box>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}

function PopupContent({
  transport,
  origin,
  version = 'unknown',
  pollMs = POLL_MS,
  now = Date.now,
}: Omit<PopupProps, 'i18n' | 'direction'>) {
  const { t } = useTranslation();
  const { loaded, account, session, commandFailed, run } = usePopup(transport, pollMs);
  const send = (command: Parameters<typeof run>[0]) => void run(command);
  const [tab, setTab] = useState<string | null>(null);

  const header = (
    <Group justify="space-between" mb="sm">
      <Title order={1} size="h4">
        ReplyPilot
      </Title>
    </Group>
  );

  if (!loaded) {
    return (
      <>
        {header}
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      </>
    );
  }
  if (!account) {
    return (
      <>
        {header}
        <NotConnected origin={origin} />
      </>
    );
  }

  const drafts = session?.drafts ?? [];
  const reviewing = session?.settings.mode === 'review' || drafts.length > 0;
  const activeTab = tab ?? (reviewing ? 'drafts' : 'activity');
  const time = now();

  return (
    <Stack gap="sm">
      {header}
      <AccountHeader
        account={account}
        origin={origin}
        onDisconnect={() => send({ type: 'account:disconnect' })}
      />
      <Divider />
      {commandFailed && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {t('commandFailed')}
        </Alert>
      )}
      {session ? (
        <>
          <StatusPanel session={session} version={version} now={time} run={send} />
          <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
            <Tabs.List aria-label={t('tabs.label')} grow>
              {reviewing && (
                <Tabs.Tab value="drafts">{t('tabs.drafts', { count: drafts.length })}</Tabs.Tab>
              )}
              <Tabs.Tab value="activity">{t('tabs.activity')}</Tabs.Tab>
              <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>
            </Tabs.List>
            {reviewing && (
              <Tabs.Panel value="drafts" pt="sm">
                <DraftList drafts={drafts} run={send} />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="activity" pt="sm">
              <ActivityLog activity={session.activity} now={time} />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="sm">
              <SettingsPanel
                settings={session.settings}
                onChange={(settings) => send({ type: 'session:settings', settings })}
              />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : (
        <Alert color="orange" variant="light" p="xs" role="alert">
          {t('unreachable')}
        </Alert>
      )}
    </Stack>
  );
}
