import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AUTH_LINKS } from '../../../shared/navigation.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { rememberReturnUrl } from '../../stores/auth-store.ts';

/**
 * The network's new-browser limit (`new-browser-limit`): a visitor's new browser is refused
 * once its network has brought the day's most; an account is never counted, so signing in is
 * the way on. Says so, with the sign-in button right there; signed in, the visitor comes back
 * to this tool.
 */
export function SignInPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('gate');
  const errorText = useErrorText();
  const { to } = useLocalized();
  const { pathname } = useLocation();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('signIn.title')}
      closeButtonProps={{ 'aria-label': t('share.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{errorText('new-browser-limit')}</Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={to(AUTH_LINKS.signIn)}
            onClick={() => {
              rememberReturnUrl(pathname);
              onClose();
            }}
          >
            {t('signIn.cta')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('actions.later')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default SignInPrompt;
