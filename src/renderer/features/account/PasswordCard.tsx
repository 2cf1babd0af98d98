import { Alert, Anchor, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';
import {
  NewPasswordFields,
  useResetRedirect,
  validateNewPassword,
  type NewPasswordErrors,
} from '../auth/index.ts';

/**
 * A new password, given the current one (the server checks it and then ends the account's
 * other sessions). Without the current password (forgotten, or never set with magic links)
 * a reset link is mailed to the account instead.
 */
export function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'auth']);
  const errorText = useErrorText();
  const resetRedirect = useResetRedirect();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [currentMissing, setCurrentMissing] = useState(false);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiErrorCode | null>(null);
  const [changed, setChanged] = useState(false);
  const [reset, setReset] = useState<'sending' | 'sent' | UiErrorCode | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    setCurrentMissing(!current);
    setFailure(null);
    setChanged(false);
    if (!current || Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await platform().auth.updatePassword({ password, currentPassword: current });
    setBusy(false);
    if (!result.ok) return setFailure(result.error);
    setChanged(true);
    setCurrent('');
    setPassword('');
    setConfirm('');
  }

  async function sendReset() {
    setReset('sending');
    const result = await platform().auth.requestPasswordReset(email, resetRedirect());
    setReset(result.ok ? 'sent' : result.error);
  }

  return (
    <Card withBorder padding="lg" data-testid="password">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('password.title')}
        </Title>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md" maw={420}>
            {changed && (
              <Alert color="teal" variant="light" role="status">
                {t('password.changed')}
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {errorText(failure)}
              </Alert>
            )}
            <PasswordInput
              dir="ltr"
              label={t('password.current')}
              value={current}
              onChange={(e) => {
                setCurrent(e.currentTarget.value);
                setCurrentMissing(false);
              }}
              error={currentMissing ? t('password.currentRequired') : undefined}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('auth:field.togglePassword') }}
              required
            />
            <NewPasswordFields
              password={password}
              confirm={confirm}
              errors={errors}
              onPassword={(value) => {
                setPassword(value);
                setErrors((e) => ({ ...e, password: undefined }));
              }}
              onConfirm={(value) => {
                setConfirm(value);
                setErrors((e) => ({ ...e, confirm: undefined }));
              }}
            />
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
        <Text size="sm">
          {t('password.forgot')}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            underline="always"
            onClick={() => void sendReset()}
            disabled={reset === 'sending' || reset === 'sent'}
          >
            {t('password.sendReset')}
          </Anchor>
        </Text>
        {reset === 'sent' && (
          <Alert color="teal" variant="light" role="status">
            {t('password.resetSent', { email })}
          </Alert>
        )}
        {reset && reset !== 'sent' && reset !== 'sending' && (
          <Alert color="red" variant="light" role="alert">
            {errorText(reset)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
