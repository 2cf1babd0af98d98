import { Alert, Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../components/header/use-localized.ts';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';
import { validateEmail } from '../auth/index.ts';

type Outcome = { ok: true } | { ok: false; error: UiErrorCode } | null;

function OutcomeAlert({ outcome, success }: { outcome: Outcome; success: string }) {
  const errorText = useErrorText();
  if (!outcome) return null;
  return outcome.ok ? (
    <Alert color="teal" variant="light" role="status">
      {success}
    </Alert>
  ) : (
    <Alert color="red" variant="light" role="alert">
      {errorText(outcome.error)}
    </Alert>
  );
}

function FullNameForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const meta = (user.user_metadata ?? {}) as { full_name?: unknown };
  const saved = typeof meta.full_name === 'string' ? meta.full_name.trim() : '';
  const [name, setName] = useState(saved);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!name.trim()) return setMissing(true);
    setBusy(true);
    const result = await platform().auth.updateProfile({ fullName: name.trim() });
    setBusy(false);
    setOutcome(result.ok ? { ok: true } : result);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('profile.fullName')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setMissing(false);
              setOutcome(null);
            }}
            error={missing ? t('profile.nameRequired') : undefined}
            autoComplete="name"
            style={{ flex: '1 1 240px' }}
            required
          />
          <Button type="submit" variant="default" loading={busy} disabled={name.trim() === saved}>
            {t('profile.save')}
          </Button>
        </Group>
        <OutcomeAlert outcome={outcome} success={t('profile.saved')} />
      </Stack>
    </form>
  );
}

function EmailForm({ user, changed }: { user: User; changed: boolean }) {
  const { t } = useTranslation(['account', 'auth']);
  const { to } = useLocalized();
  const email = user.email ?? '';
  const [next, setNext] = useState('');
  const [invalid, setInvalid] = useState<'required' | 'invalid' | 'same' | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiErrorCode | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const errorText = useErrorText();
  // Asked here, or earlier (the user's `new_email` stays pending until the link is opened).
  const pending = asked ?? (user.new_email || null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const wanted = next.trim().toLowerCase();
    const problem = validateEmail(wanted) ?? (wanted === email.toLowerCase() ? 'same' : undefined);
    setInvalid(problem);
    if (problem) return;
    setBusy(true);
    const redirect = `${window.location.origin}${to('/account')}`;
    const result = await platform().auth.changeEmail(wanted, redirect);
    setBusy(false);
    if (!result.ok) return setFailure(result.error);
    setAsked(result.user.new_email || wanted);
    setNext('');
  }

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('profile.email')}
      </Text>
      <Text dir="ltr" style={{ alignSelf: 'flex-start' }} data-testid="current-email">
        {email}
      </Text>
      {changed && (
        <Alert color="teal" variant="light" role="status">
          {t('email.changed', { email })}
        </Alert>
      )}
      {pending && pending !== email && (
        <Alert
          color="blue"
          variant="light"
          role="status"
          title={t('email.pendingTitle')}
          data-testid="email-pending"
        >
          {t('email.pendingText', { email, newEmail: pending })}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            dir="ltr"
            label={t('email.newLabel')}
            value={next}
            onChange={(e) => {
              setNext(e.currentTarget.value);
              setInvalid(undefined);
            }}
            error={
              invalid === 'same'
                ? t('email.same')
                : invalid
                  ? t(`auth:error.email.${invalid}`)
                  : undefined
            }
            autoComplete="email"
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit" variant="default" loading={busy}>
            {t('email.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/**
 * Name and email. The name saves at once (user metadata `full_name`); a new email is only
 * asked for: the confirmation mailed to the account takes effect when its link is opened,
 * and lands back here (`changed`), in the page's language.
 */
export function ProfileCard({
  user,
  landed,
}: {
  user: User;
  /** What the email-change link that opened this page did, if one did. */
  landed: 'changed' | 'failed' | null;
}) {
  const { t } = useTranslation('account');
  return (
    <Card withBorder padding="lg" data-testid="profile">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.title')}
        </Title>
        {landed === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {t('email.linkFailed')}
          </Alert>
        )}
        <FullNameForm user={user} />
        <Divider />
        <EmailForm user={user} changed={landed === 'changed'} />
      </Stack>
    </Card>
  );
}
