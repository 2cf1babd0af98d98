import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTH_LINKS, PRICING_LINK } from '../../../shared/navigation.ts';
import { FREE_USES_PER_TOOL, upgradePrice } from '../../../shared/tool-gate.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

/**
 * The payment prompt: the gate's payment message with the price from the plan config and a
 * way to the plans. The pricing page is not built yet, so the plans are the home
 * page's pricing section. Visitors may also start the 7-day trial instead.
 */
export function PaymentPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('gate');
  const { to } = useLocalized();
  const signedIn = useAuthStore((s) => s.status === 'signed-in');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('payment.title')}
      closeButtonProps={{ 'aria-label': t('share.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {t('message.payment', { total: FREE_USES_PER_TOOL, price: upgradePrice() })}
        </Text>
        {!signedIn && (
          <Text size="xs" c="dimmed">
            {t('payment.trialNote')}
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to={to(PRICING_LINK.href)} onClick={onClose}>
            {t('payment.cta')}
          </Button>
          {!signedIn && (
            <Button component={Link} to={to(AUTH_LINKS.trial)} variant="light" onClick={onClose}>
              {t('payment.trial')}
            </Button>
          )}
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('payment.later')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default PaymentPrompt;
