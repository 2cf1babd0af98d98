import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalized } from '../../components/header/use-localized.ts';
import type { ValidatedLink } from '../../../shared/contracts/magic-link-auth.ts';
import { track } from '../../lib/analytics/index.ts';
import { useErrorText, type UiErrorCode } from '../../lib/error-text.ts';
import { platform } from '../../platform/index.ts';

type Validation = ValidatedLink | { error: UiErrorCode };

/**
 * Uses a link's token once: the answer's `sessionUrl` signs the browser in and lands on the
 * dashboard in the page's language.
 */
async function validate(token: string, language: string): Promise<Validation> {
  const result = await platform().invokeFunction('magic-link-auth', {
    action: 'validate',
    token,
    language,
  });
  if (!result.ok) return { error: result.code };
  return 'sessionUrl' in result.data ? result.data : { error: 'unexpected-response' };
}

/**
 * Validation runs once per token even when React runs the effect twice (StrictMode) or the
 * page remounts: a link can be used only once, so a second call would fail it.
 */
const pending = new Map<string, Promise<Validation>>();

function validateOnce(token: string, language: string) {
  let result = pending.get(token);
  if (!result) {
    result = validate(token, language).then((validation) => {
      // Recorded once per link; it waits in this tab's session storage and is sent once the
      // session link has signed this browser in as that account.
      if ('sessionUrl' in validation)
        track(
          'completed_signup',
          {
            method: 'magic_link',
            workspaceId: validation.workspaceId,
            itemId: validation.savedItemId ?? null,
          },
          { userId: validation.userId },
        );
      return validation;
    });
    pending.set(token, result);
  }
  return result;
}

/**
 * `/auth/magic?token=…`: the landing page of a mailed sign-in link (one use, one hour).
 * Validates the token, then sends the browser to the session link, which signs it in and
 * lands on the dashboard.
 */
export function MagicLinkPage() {
  const { t } = useTranslation('auth');
  const { lang, to } = useLocalized();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const errorText = useErrorText();
  const [error, setError] = useState<UiErrorCode | null>(token ? null : 'invalid-link');

  useEffect(() => {
    if (!token) return;
    let active = true;
    void validateOnce(token, lang).then((result) => {
      if ('sessionUrl' in result) window.location.replace(result.sessionUrl);
      else if (active) setError(result.error);
    });
    return () => {
      active = false;
    };
  }, [token, lang]);

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" align="stretch">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {error ? t('magic.failedTitle') : t('magic.signingIn')}
        </Title>
        {error ? (
          <>
            <Alert color="red" variant="light" role="alert">
              {errorText(error)}
            </Alert>
            <Button component={Link} to={to('/auth')} style={{ alignSelf: 'flex-start' }}>
              {t('magic.backToSignIn')}
            </Button>
          </>
        ) : (
          <Stack align="center" gap="sm" py="xl" role="status">
            <Loader />
            <Text c="dimmed">{t('magic.wait')}</Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
