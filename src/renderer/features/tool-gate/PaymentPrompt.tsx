import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRICING_LINK } from '../../../shared/navigation.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { GATE_FIGURES } from './gate-text.ts';
import { TrialButton } from './TrialButton.tsx';
import { useToolGate } from './use-tool-gate.ts';

/**
 * The payment dialog, after the free uses and the share's: the gate's payment message (the
 * price from the plan config), the 7-day free trial first where the caller may still start
 * it, and the plans (the home page's pricing section until the pricing page exists).
 */
export function PaymentPrompt({
  toolId,
  opened,
  onClose,
}: {
  toolId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('gate');
  const { to } = useLocalized();
  const gate = useToolGate(toolId);
  const trial = gate.trialOffered;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('payment.title')}
      closeButtonProps={{ 'aria-label': t('share.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{gate.gateText}</Text>
        {trial && (
          <Text size="xs" c="dimmed">
            {t('actions.trialNote', GATE_FIGURES)}
          </Text>
        )}
        <Group gap="sm">
          {trial && <TrialButton onClick={onClose} />}
          <Button
            component={Link}
            to={to(PRICING_LINK.href)}
            variant={trial ? 'default' : 'filled'}
            onClick={onClose}
          >
            {t('actions.plans')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('actions.later')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export default PaymentPrompt;
