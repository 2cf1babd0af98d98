import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Fieldset,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BILLING_PERIODS, isPaidTier, TRIAL_DAYS } from '../../../shared/plans.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { track } from '../../lib/analytics/index.ts';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { platform } from '../../platform/index.ts';
import { useAuth } from '../../stores/auth-store.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { takeReturnUrl } from './return-url.ts';
import classes from './AuthPage.module.css';
import {
  MIN_PASSWORD_LENGTH,
  validateAuthForm,
  validateEmail,
  type AuthFieldErrors,
  type AuthForm,
  type AuthMode,
} from './rules.ts';

export { rememberReturnUrl } from './return-url.ts';

const EMPTY: AuthForm = { email: '', password: '', fullName: '' };

/** Plans a visitor may arrive with: `creator` starts the trial at sign-up. */
const TRIAL_PLAN = 'creator';
/**
 * A paid plan chosen on the pricing page (other than the trial plan, which starts at sign-up)
 * continues to its checkout there once the visitor is signed in.
 */
function checkoutAfterSignIn(plan: string | undefined, period: string | null): string | null {
  if (!plan || plan === TRIAL_PLAN || !isPaidTier(plan)) return null;
  const chosen =
    period && (BILLING_PERIODS as readonly string[]).includes(period) ? period : 'monthly';
  return `/pricing?checkout=${plan}&period=${chosen}`;
}

/**
 * `/auth`: sign in or create an account, or get a sign-in link
 * by email. Once signed in, goes to the saved return URL, else the dashboard.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const { lang, to } = useLocalized();
  const [params] = useSearchParams();
  const plan = params.get('plan') ?? undefined;
  const [mode, setMode] = useState<AuthMode>(plan === TRIAL_PLAN ? 'sign-up' : 'sign-in');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [failure, setFailure] = useState<UiErrorCode | null>(null);
  const errorText = useErrorText();
  const [notice, setNotice] = useState<'confirm' | 'magic-sent' | null>(null);
  const [busy, setBusy] = useState<'submit' | 'magic' | null>(null);
  /** 'Forgot password?' was chosen: the reset request replaces the form. */
  const [forgot, setForgot] = useState(false);
  const redirected = useRef(false);
  // The confirmation takes the place of the button that was pressed: focus moves to it.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // The page is prerendered: until it is hydrated its controls do nothing, and a native
  // submit would put the password in the address. They stay disabled until then.
  const hydrated = useHydrated();

  // Signed in while on /auth → saved return URL (then cleared) or the dashboard.
  useEffect(() => {
    if (auth.status !== 'signed-in' || redirected.current) return;
    redirected.current = true;
    const target =
      checkoutAfterSignIn(plan, params.get('period')) ?? takeReturnUrl() ?? '/dashboard';
    void navigate(to(target), { replace: true });
  }, [auth.status, plan, params, navigate, to]);

  const set = (field: keyof AuthForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const switchMode = (next: string | null) => {
    if (next !== 'sign-in' && next !== 'sign-up') return;
    setMode(next);
    setErrors({});
    setFailure(null);
    setNotice(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateAuthForm(form, mode);
    setErrors(found);
    setFailure(null);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy('submit');
    const email = form.email.trim();
    const result =
      mode === 'sign-in'
        ? await auth.signIn(email, form.password)
        : await auth.signUp({
            email,
            password: form.password,
            fullName: form.fullName.trim(),
            plan: plan === TRIAL_PLAN ? TRIAL_PLAN : undefined,
          });
    setBusy(null);
    if (result.error) setFailure(result.error);
    else if (result.needsConfirmation) setNotice('confirm');
    else if (mode === 'sign-up')
      track('completed_signup', {
        method: 'password',
        plan: plan && isPaidTier(plan) ? plan : undefined,
      });
  }

  async function onMagicLink() {
    const email = validateEmail(form.email);
    setErrors(email ? { email } : {});
    setFailure(null);
    setNotice(null);
    if (email) return;
    setBusy('magic');
    const result = await platform().invokeFunction('magic-link-auth', {
      action: 'generate',
      email: form.email.trim(),
      language: lang,
    });
    setBusy(null);
    if (!result.ok) setFailure(result.code);
    else setNotice('magic-sent');
  }

  const signUp = mode === 'sign-up';
  const fieldError = (field: keyof AuthForm) => {
    const kind = errors[field];
    if (!kind) return undefined;
    if (field === 'password' && kind === 'short')
      return t('error.passwordShort', { count: MIN_PASSWORD_LENGTH });
    return t(`error.${field}.${kind === 'invalid' ? 'invalid' : 'required'}`);
  };

  if (forgot)
    return (
      <Container size={460} py={{ base: 32, sm: 64 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('forgot.title')}
            </Title>
            <Text c="dimmed">{t('forgot.lead')}</Text>
          </Stack>
          <Card withBorder padding="lg" radius="md">
            <ForgotPasswordForm initialEmail={form.email.trim()} onBack={() => setForgot(false)} />
          </Card>
        </Stack>
      </Container>
    );

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {signUp ? t('signUp.title') : t('signIn.title')}
          </Title>
          <Text c="dimmed">{signUp ? t('signUp.lead') : t('signIn.lead')}</Text>
        </Stack>
        {signUp && plan === TRIAL_PLAN && (
          <Alert color="teal" variant="light" data-testid="trial-note">
            {t('signUp.trialNote', { days: TRIAL_DAYS })}
          </Alert>
        )}
        {notice ? (
          // Sent: the confirmation replaces the form (nothing left to fill in), with a way back.
          <Card
            withBorder
            padding="lg"
            radius="md"
            ref={noticeRef}
            tabIndex={-1}
            className={classes.notice}
            data-testid="auth-notice"
          >
            <Stack gap="md" align="flex-start">
              <Alert
                color="teal"
                variant="light"
                role="status"
                w="100%"
                title={notice === 'magic-sent' ? t('magic.sentTitle') : t('signUp.confirmTitle')}
              >
                {notice === 'magic-sent'
                  ? t('magic.sentText', { email: form.email.trim() })
                  : t('signUp.confirmText', { email: form.email.trim() })}
              </Alert>
              <Button variant="default" onClick={() => switchMode('sign-in')}>
                {t('magic.backToSignIn')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <Fieldset variant="unstyled" disabled={!hydrated} p={0} m={0}>
            <Stack gap="lg">
              <Card withBorder padding="lg" radius="md">
                <Tabs value={mode} onChange={switchMode} mb="md">
                  <Tabs.List grow>
                    <Tabs.Tab value="sign-in">{t('signIn.tab')}</Tabs.Tab>
                    <Tabs.Tab value="sign-up">{t('signUp.tab')}</Tabs.Tab>
                  </Tabs.List>
                </Tabs>
                <form noValidate onSubmit={onSubmit}>
                  <Stack gap="md">
                    {failure && (
                      <Alert color="red" variant="light" role="alert">
                        {errorText(failure)}
                      </Alert>
                    )}
                    {signUp && (
                      <TextInput
                        label={t('field.fullName')}
                        value={form.fullName}
                        onChange={(e) => set('fullName')(e.currentTarget.value)}
                        error={fieldError('fullName')}
                        autoComplete="name"
                        required
                      />
                    )}
                    {/* Addresses and passwords are typed left to right, also in Arabic forms. */}
                    <TextInput
                      type="email"
                      dir="ltr"
                      label={t('field.email')}
                      value={form.email}
                      onChange={(e) => set('email')(e.currentTarget.value)}
                      error={fieldError('email')}
                      autoComplete="email"
                      required
                    />
                    <PasswordInput
                      dir="ltr"
                      label={t('field.password')}
                      // The length rule is for choosing a password, not for typing one in.
                      description={
                        signUp ? t('field.passwordHint', { count: MIN_PASSWORD_LENGTH }) : undefined
                      }
                      value={form.password}
                      onChange={(e) => set('password')(e.currentTarget.value)}
                      error={fieldError('password')}
                      autoComplete={signUp ? 'new-password' : 'current-password'}
                      visibilityToggleButtonProps={{ 'aria-label': t('field.togglePassword') }}
                      required
                    />
                    {!signUp && (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => setForgot(true)}
                        style={{ alignSelf: 'flex-end' }}
                        data-testid="forgot-password"
                      >
                        {t('signIn.forgot')}
                      </Anchor>
                    )}
                    <Button type="submit" loading={busy === 'submit'} disabled={busy === 'magic'}>
                      {signUp ? t('signUp.submit') : t('signIn.submit')}
                    </Button>
                  </Stack>
                </form>
                <Divider my="md" label={t('magic.or')} labelPosition="center" />
                <Stack gap={4}>
                  <Button
                    variant="default"
                    onClick={() => void onMagicLink()}
                    loading={busy === 'magic'}
                    disabled={busy === 'submit'}
                  >
                    {t('magic.request')}
                  </Button>
                  <Text size="xs" c="dimmed" ta="center">
                    {t('magic.hint')}
                  </Text>
                </Stack>
              </Card>
              <Text size="sm" ta="center">
                {signUp ? t('signUp.switchPrompt') : t('signIn.switchPrompt')}{' '}
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => switchMode(signUp ? 'sign-in' : 'sign-up')}
                >
                  {signUp ? t('signIn.tab') : t('signUp.tab')}
                </Anchor>
              </Text>
            </Stack>
          </Fieldset>
        )}
      </Stack>
    </Container>
  );
}
