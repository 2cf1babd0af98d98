import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRICING_LINK } from '../../../shared/navigation.ts';
import { useLocalized } from '../../components/header/use-localized.ts';
import { useGateControls } from './gate-context.ts';
import { GATE_FIGURES } from './gate-text.ts';
import { ShareWait } from './ShareWait.tsx';
import { TrialButton } from './TrialButton.tsx';
import { useToolGate, type StatusKey, type ToolGate } from './use-tool-gate.ts';

/**
 * `badge`: the one-line status beside the tool's submit button ('1 free use, then 4 more when
 * you share', 'Free use spent: share for 4 more', '3 free uses left'…). `notice`: what to do
 * next once the free uses are spent, shown under the result; nothing while a use is allowed.
 */
export type UsageIndicatorVariant = 'badge' | 'notice';

/** The states in which the next use needs a step first: stated in full strength. */
const NEEDS_STEP: ReadonlySet<StatusKey> = new Set(['shareNext', 'unlocking', 'spent']);

function StatusLine({ gate }: { gate: ToolGate }) {
  const step = NEEDS_STEP.has(gate.statusKey);
  return (
    <Text
      size="sm"
      c={step ? undefined : 'dimmed'}
      fw={step ? 600 : undefined}
      role="status"
      data-state={gate.statusKey}
    >
      {gate.statusText}
    </Text>
  );
}

/**
 * The next step, in the order of the rules: share for 4 more or start the trial; then, while
 * the share unlocks, thanks and the time left; then the trial or a paid plan. Buttons only
 * inside a ToolWrapper (the share dialog lives there).
 */
function GateNotice({ gate }: { gate: ToolGate }) {
  const { t } = useTranslation('gate');
  const { to } = useLocalized();
  const controls = useGateControls();
  const { action } = gate;
  if (!action) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="status"
      data-state={action}
      bg={
        action === 'payment'
          ? 'var(--mantine-color-orange-light)'
          : 'var(--mantine-color-blue-light)'
      }
    >
      <Stack gap="sm">
        <Text size="sm">{gate.gateText}</Text>
        {action === 'wait' && <ShareWait gate={gate} />}
        {action !== 'wait' && (
          <Group gap="sm">
            {action === 'share' && controls && (
              <Button onClick={() => controls.openPrompt('share')}>
                {t('actions.share', GATE_FIGURES)}
              </Button>
            )}
            {gate.trialOffered && (
              <TrialButton variant={action === 'share' && controls ? 'light' : 'filled'} />
            )}
            {action === 'payment' && (
              <Button
                component={Link}
                to={to(PRICING_LINK.href)}
                variant={gate.trialOffered ? 'default' : 'filled'}
              >
                {t('actions.plans')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The gate's state for one tool: the status line, or the next-step notice. */
export function UsageIndicator({
  toolId,
  variant = 'badge',
}: {
  toolId: string;
  variant?: UsageIndicatorVariant;
}) {
  const gate = useToolGate(toolId);
  if (variant === 'notice') return <GateNotice gate={gate} />;
  return <StatusLine gate={gate} />;
}
