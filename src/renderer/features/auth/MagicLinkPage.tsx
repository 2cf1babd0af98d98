import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalized } from '../../components/header/use-localized.ts';
import { INVALID_LINK, validateMagicLink, type ValidatedLink } from './magic-link.ts';

/**
 * Validation runs once per token even when React runs the effect twice (StrictMode) or the
 * page remounts: a link can be used only once, so a second call would fail it.
 */
const pending = new Map<string, Promise<{ data?: ValidatedLink; error?: string }>>();

function validateOnce(token: string) {
  let result = pending.get(token);
  if (!result) {
    result = validateMagicLink(token);
    pending.set(token, result);
  }
  return result;
}

/**
 * `/auth/magic?token=…` (spec ML-04/05/07, AX-17): the landing page of a mailed sign-in link.
 * Validates the token, then sends the browser to the session link, which signs it in and
 * lands on the dashboard.
 */
export function MagicLinkPage() {
  const { t } = useTranslation('auth');
  const { to } = useLocalized();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);

  useEffect(() => {
    if (!token) return;
    let active = true;
    void validateOnce(token).then((result) => {
      if (result.data) window.location.replace(result.data.sessionUrl);
      else if (active) setError(result.error ?? INVALID_LINK);
    });
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <Container size={460} py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" align="stretch">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {error ? t('magic.failedTitle') : t('magic.signingIn')}
        </Title>
        {error ? (
          <>
            <Alert color="red" variant="light" role="alert">
              {error === INVALID_LINK ? t('error.invalidLink') : error}
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
