import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';

/**
 * Deleting the account: the email is typed again, and the `delete-account` function checks it,
 * cancels any billing first, then deletes the account and its data. `onDeleted` then clears
 * this browser's session.
 */
export function DeleteAccount({
  email,
  onDeleted,
}: {
  email: string;
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiErrorCode | null>(null);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase() && email !== '';

  const close = () => {
    if (busy) return;
    setOpened(false);
    setTyped('');
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setFailure(null);
    const result = await platform().invokeFunction('delete-account', {
      confirmEmail: typed.trim(),
    });
    if (!result.ok) {
      setFailure(result.code);
      setBusy(false);
      return;
    }
    await onDeleted();
  }

  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('delete.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('delete.lead')}
        </Text>
        <Button color="red" variant="outline" onClick={() => setOpened(true)}>
          {t('delete.button')}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('delete.modalTitle')} centered>
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <Text size="sm">{t('delete.lead')}</Text>
            <TextInput
              label={t('delete.confirmLabel')}
              placeholder={email}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              autoComplete="off"
              dir="ltr"
              data-autofocus
            />
            {failure && (
              <Alert color="red" role="alert">
                {errorText(failure)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('delete.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={busy}>
                {t('delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
