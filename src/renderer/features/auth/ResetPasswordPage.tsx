import {
  Alert,
  Button,
  Card,
  Container,
  Fieldset,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLocalized } from '../../components/header/use-localized.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { platform, type AuthRedirect } from '../../platform/index.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { validateNewPassword, type NewPasswordErrors } from './rules.ts';

type View = 'checking' | 'form' | 'invalid' | 'expired' | 'no-link';

/** Which view the link's landing and the session call for. */
function viewOf(landing: AuthRedirect | null | undefined, status: string, expired: boolean): View {
  if (landing === undefined) return 'checking';
  if (landing?.kind === 'error') return 'invalid';
  if (landing?.kind !== 'session' || landing.type !== 'recovery') return 'no-link';
  if (expired) return 'expired';
  if (status === 'loading') return 'checking';
  return status === 'signed-in' ? 'form' : 'invalid';
}

/**
 * `/auth/reset`: where a password-reset mail's link lands, signed in by the link for this
 * one purpose. The new password is typed twice (the sign-up rules), saved without the
 * current one (the server allows that once, soon after the link), the account's other
 * sessions end, and the user goes on to the dashboard. A used or expired link, or a visit
 * without one, says so and offers a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const auth = useAuth();
  const navigate = useNavigate();
  const { to } = useLocalized();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [landing, setLanding] = useState<AuthRedirect | null | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<UiErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void platform()
      .auth.landedFrom(pathname)
      .then(
        (found) => active && setLanding(found),
        () => active && setLanding(null),
      );
    return () => {
      active = false;
    };
  }, [pathname]);

  const view = viewOf(landing, auth.status, expired);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await platform().auth.updatePassword({ password });
    if (!result.ok) {
      setBusy(false);
      // The link's session may set a password only for a while after the link.
      if (result.error === 'current-password-required') setExpired(true);
      else setFailure(result.error);
      return;
    }
    // The server already ended the other sessions; asking again costs nothing.
    await platform().auth.signOutOthers();
    await platform().auth.forgetLanding();
    toast({ title: t('reset.done'), variant: 'success' });
    void navigate(to('/dashboard'), { replace: true });
  }

  const title =
    view === 'invalid' || view === 'expired'
      ? t('reset.invalidTitle')
      : view === 'no-link'
        ? t('reset.noLinkTitle')
        : t('reset.title');

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {view === 'checking' && (
          <Stack align="center" gap="sm" py="xl" role="status">
            <Loader />
            <Text c="dimmed">{t('reset.checking')}</Text>
          </Stack>
        )}
        {view === 'form' && (
          <Card withBorder padding="lg" radius="md">
            <Fieldset variant="unstyled" disabled={!hydrated} p={0} m={0}>
              <form noValidate onSubmit={(event) => void submit(event)}>
                <Stack gap="md">
                  <Text c="dimmed">{t('reset.lead', { email: auth.user?.email ?? '' })}</Text>
                  {failure && (
                    <Alert color="red" variant="light" role="alert">
                      {errorText(failure)}
                    </Alert>
                  )}
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
                  <Button type="submit" loading={busy}>
                    {t('reset.submit')}
                  </Button>
                </Stack>
              </form>
            </Fieldset>
          </Card>
        )}
        {(view === 'invalid' || view === 'expired' || view === 'no-link') && (
          <>
            <Alert
              color={view === 'no-link' ? 'blue' : 'red'}
              variant="light"
              role={view === 'no-link' ? 'status' : 'alert'}
            >
              {view === 'invalid'
                ? t('reset.invalidText')
                : view === 'expired'
                  ? t('reset.expiredText')
                  : t('reset.noLinkText')}
            </Alert>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('forgot.title')}
                </Title>
                <ForgotPasswordForm
                  initialEmail={auth.user?.email ?? ''}
                  onBack={() => void navigate(to('/auth'))}
                />
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
