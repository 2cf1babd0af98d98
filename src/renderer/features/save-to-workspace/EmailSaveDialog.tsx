import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentToSave } from '../../../shared/contracts/magic-link-auth.ts';
import type { ErrorCode } from '../../../shared/contracts/errors.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';
import { workspacePlanFigures } from './plan-figures.ts';
import { recordSaveEvent } from './save-events.ts';

/** After a link is sent, the confirmation stays this long, then the dialog closes and resets. */
export const DIALOG_RESET_MS = 3_000;

/** Failures whose own sentence helps more than 'Failed to send magic link'. */
const EXPLAINED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'rate-limited',
  'network-error',
  'invalid-request',
  'payload-too-large',
  'send-failed',
]);

/** Only the shape is checked here ('@' present); the server checks the address itself. */
const looksLikeEmail = (value: string) => value.length > 0 && value.includes('@');

/**
 * A visitor's way to save: their email gets a magic link that creates the account if needed
 * (no password), signs them in and saves `item` to their Workspace. One dialog per opening:
 * the caller mounts a fresh one each time, so it always starts empty.
 */
export default function EmailSaveDialog({
  opened,
  onClose,
  item,
}: {
  opened: boolean;
  onClose: () => void;
  item: ContentToSave;
}) {
  const { t } = useTranslation('saveToWorkspace');
  const errorText = useErrorText();
  const { lang } = useLocalized();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      toast({
        title: t('invalidEmail.title'),
        description: t('invalidEmail.text'),
        variant: 'destructive',
      });
      return;
    }
    const step = { toolName: item.toolName, contentType: item.contentType };
    recordSaveEvent('entered_email', step);
    setSending(true);
    const result = await platform().invokeFunction('magic-link-auth', {
      action: 'generate',
      email: address,
      contentToSave: item,
      language: lang,
    });
    setSending(false);
    if (!result.ok) {
      toast({
        title: t('magicLinkError.title'),
        description: EXPLAINED.has(result.code)
          ? errorText(result.code)
          : t('magicLinkError.fallback'),
        variant: 'destructive',
      });
      return;
    }
    recordSaveEvent('magic_link_sent', step);
    setSentTo(address);
    toast({ title: t('sent.title'), variant: 'success' });
    clearTimeout(timer.current);
    // Closes; the next opening starts empty (the button mounts a fresh dialog each time).
    timer.current = setTimeout(onClose, DIALOG_RESET_MS);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      centered
    >
      {sentTo ? (
        <Stack gap="sm" data-testid="save-email-sent">
          <Title order={3} size="h4" ref={sentHeading} tabIndex={-1}>
            {t('sent.title')}
          </Title>
          <Text size="sm">{t('sent.text', { email: sentTo })}</Text>
          <Text size="sm" c="dimmed">
            {t('sent.hint')}
          </Text>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text size="sm">{t('dialog.lead')}</Text>
            <TextInput
              type="email"
              label={t('dialog.emailLabel')}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
              autoComplete="email"
              dir="ltr"
              data-autofocus
            />
            <Text size="xs" c="dimmed">
              {t('dialog.plan', workspacePlanFigures())}
            </Text>
            <Group gap="sm" justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" loading={sending}>
                {t('dialog.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
