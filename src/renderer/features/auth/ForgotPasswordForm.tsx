import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../components/header/use-localized.ts';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';
import { validateEmail } from './rules.ts';

/** Where a reset link lands: the reset page in the language of the page that asked. */
export function useResetRedirect(): () => string {
  const { to } = useLocalized();
  return () => `${window.location.origin}${to('/auth/reset')}`;
}

/**
 * Asks for a password-reset link. The answer is the same whether or not the email has an
 * account (the server mails only real ones), so nobody learns which emails are registered.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  onBack,
  backLabel,
}: {
  initialEmail?: string;
  /** A way back (to the sign-in form); none when the page has its own. */
  onBack?: () => void;
  backLabel?: string;
}) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const redirect = useResetRedirect();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState<'required' | 'invalid' | undefined>();
  const [failure, setFailure] = useState<UiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(email);
    setInvalid(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    const result = await platform().auth.requestPasswordReset(email.trim(), redirect());
    setBusy(false);
    if (result.ok) setSentTo(email.trim());
    else setFailure(result.error);
  }

  const back = onBack && (
    <Button variant="default" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      {backLabel ?? t('magic.backToSignIn')}
    </Button>
  );

  if (sentTo)
    return (
      <Stack gap="md" ref={sentRef} tabIndex={-1} data-testid="reset-sent">
        <Alert color="teal" variant="light" role="status" title={t('forgot.sentTitle')}>
          {t('forgot.sentText', { email: sentTo })}
        </Alert>
        {back}
      </Stack>
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {errorText(failure)}
          </Alert>
        )}
        <TextInput
          type="email"
          dir="ltr"
          label={t('field.email')}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setInvalid(undefined);
          }}
          error={invalid ? t(`error.email.${invalid}`) : undefined}
          autoComplete="email"
          required
        />
        <Button type="submit" loading={busy}>
          {t('forgot.submit')}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
