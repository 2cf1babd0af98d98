import { Button, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHARE_PLATFORM_NAMES, prefillsPost } from '../../../shared/share-links.ts';
import { SITE } from '../../../shared/site-config.ts';
import {
  SHARE_PLATFORMS,
  SHARE_REWARD_USES,
  type ToolUsageState,
} from '../../../shared/tool-gate.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { toolName } from './gate-text.ts';
import { shareAddress, useToolGate } from './use-tool-gate.ts';

/** 0–100: how far the wait from opening the share window to `verifyAt` has come. */
export function verificationProgress(record: ToolUsageState, now: number): number {
  const start = record.shareTimestamp ? Date.parse(record.shareTimestamp) : NaN;
  const end = record.verifyAt ? Date.parse(record.verifyAt) : NaN;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 0;
  return Math.round(Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100)));
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [active]);
  return now;
}

/**
 * The share prompt: the gate's share message and one button per network; while the
 * share is being verified, the waiting message and its progress until `verifyAt`.
 */
export function SharePrompt({
  toolId,
  opened,
  onClose,
}: {
  toolId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('gate');
  const gate = useToolGate(toolId);
  const waiting = gate.verifying;
  const now = useNow(opened && waiting);
  const [copied, setCopied] = useState(false);
  const [starting, setStarting] = useState(false);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const { pathname } = useLocation();
  const shareText = () =>
    `${t('share.text', { tool: toolName(toolId), product: SITE.name })} ${shareAddress(pathname)}`;

  async function copyText() {
    try {
      await navigator.clipboard.writeText(shareText());
      setCopied(true);
    } catch {
      toast({
        title: t('toast.copyFailedTitle'),
        description: t('toast.copyFailedBody'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={waiting ? t('share.waitingTitle') : t('share.title', { reward: SHARE_REWARD_USES })}
      closeButtonProps={{ 'aria-label': t('share.close') }}
      centered
      size="lg"
    >
      {waiting ? (
        <Stack gap="md">
          <Text size="sm">{gate.gateText ?? t('message.wait')}</Text>
          <Progress.Root size="md" radius="xl">
            <Progress.Section
              value={verificationProgress(gate.record, now)}
              aria-label={t('share.progressLabel')}
              animated
            />
          </Progress.Root>
          {verificationProgress(gate.record, now) >= 100 && (
            <Button
              variant="light"
              loading={checking}
              onClick={() => {
                setChecking(true);
                void gate.verifyShare().finally(() => setChecking(false));
              }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('share.checkAgain')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{gate.gateText ?? t('share.choose')}</Text>
          {gate.gateText && (
            <Text size="sm" c="dimmed">
              {t('share.choose')}
            </Text>
          )}
          <SimpleGrid
            cols={{ base: 2, xs: 4 }}
            spacing="xs"
            role="group"
            aria-label={t('share.networks')}
          >
            {SHARE_PLATFORMS.map((platform) => (
              <Button
                key={platform}
                variant="default"
                px="xs"
                aria-label={t('share.on', { network: SHARE_PLATFORM_NAMES[platform] })}
                disabled={starting}
                onClick={() => {
                  // Networks without a share link get the text on the clipboard first.
                  if (!prefillsPost(platform))
                    void navigator.clipboard?.writeText(shareText()).catch(() => {});
                  setStarting(true);
                  void gate.startShare(platform).finally(() => setStarting(false));
                }}
              >
                {SHARE_PLATFORM_NAMES[platform]}
              </Button>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('share.pasteHint')}
          </Text>
          <Button
            variant="light"
            onClick={() => void copyText()}
            style={{ alignSelf: 'flex-start' }}
          >
            {copied ? t('share.copied') : t('share.copy')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

export default SharePrompt;
