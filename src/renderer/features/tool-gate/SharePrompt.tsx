import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SHARE_PLATFORM_NAMES, prefillsPost } from '../../../shared/share-links.ts';
import { SHARE_PLATFORMS } from '../../../shared/tool-gate.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { GATE_FIGURES, suggestedShareText } from './gate-text.ts';
import { ShareWait } from './ShareWait.tsx';
import { TrialButton } from './TrialButton.tsx';
import { shareAddress, useToolGate } from './use-tool-gate.ts';

/** Long enough for any network's post; X itself counts and refuses past its limit. */
export const SHARE_TEXT_MAX = 1000;

/**
 * The share dialog: the post that will be shared, in an editable field (a neutral
 * recommendation of the tool with the page's address), one button per network opening its
 * share window with that text, and beside sharing the free trial. After a share it thanks the
 * user and shows the time left until the 4 more uses unlock (on trust: nothing is checked).
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
  const { pathname } = useLocation();
  const [text, setText] = useState(() => suggestedShareText(t, toolId, shareAddress(pathname)));
  const [copied, setCopied] = useState(false);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyText() {
    try {
      await navigator.clipboard.writeText(text);
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
      title={waiting ? t('share.waitingTitle') : t('share.title', GATE_FIGURES)}
      closeButtonProps={{ 'aria-label': t('share.close') }}
      centered
      size="lg"
    >
      {waiting ? (
        <Stack gap="md">
          <Text size="sm">{t('message.wait', GATE_FIGURES)}</Text>
          <ShareWait gate={gate} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('share.intro')}</Text>
          <Textarea
            label={t('share.textLabel')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={4}
            maxLength={SHARE_TEXT_MAX}
          />
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
                disabled={starting || !text.trim()}
                onClick={() => {
                  // Networks without a share link get the text on the clipboard first.
                  if (!prefillsPost(platform))
                    void navigator.clipboard?.writeText(text).catch(() => {});
                  setStarting(true);
                  void gate.startShare(platform, text).finally(() => setStarting(false));
                }}
              >
                {SHARE_PLATFORM_NAMES[platform]}
              </Button>
            ))}
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed" style={{ flex: '1 1 16rem' }}>
              {t('share.pasteHint')}
            </Text>
            <Button variant="light" onClick={() => void copyText()}>
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          </Group>
          {gate.trialOffered && (
            <>
              <Divider />
              <Group justify="space-between" gap="sm">
                <Text size="sm" style={{ flex: '1 1 16rem' }}>
                  {t('share.trialInstead', GATE_FIGURES)}
                </Text>
                <TrialButton variant="light" onClick={onClose} />
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

export default SharePrompt;
