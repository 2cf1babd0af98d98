import { Button, Progress, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolUsageState } from '../../../shared/tool-gate.ts';
import type { ToolGate } from './use-tool-gate.ts';

/** 0–100: how far the wait from opening the share window to `verifyAt` has come. */
export function verificationProgress(record: ToolUsageState, now: number): number {
  const start = record.shareTimestamp ? Date.parse(record.shareTimestamp) : NaN;
  const end = record.verifyAt ? Date.parse(record.verifyAt) : NaN;
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return 0;
  return Math.round(Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100)));
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [active]);
  return now;
}

/**
 * The wait after a share, until its free uses unlock: the time gone as a bar and, once the
 * unlock is due (e.g. after a failed attempt), a way to ask again. Shown under the result
 * and in the share dialog; the words around it thank the user, they do not claim a check.
 */
export function ShareWait({ gate }: { gate: ToolGate }) {
  const { t } = useTranslation('gate');
  const now = useNow(gate.verifying);
  const [checking, setChecking] = useState(false);
  const progress = verificationProgress(gate.record, now);
  return (
    <Stack gap="sm">
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={progress} aria-label={t('share.progressLabel')} animated />
      </Progress.Root>
      {progress >= 100 && (
        <Button
          variant="light"
          loading={checking}
          onClick={() => {
            setChecking(true);
            void gate.verifyShare().finally(() => setChecking(false));
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('actions.retry')}
        </Button>
      )}
    </Stack>
  );
}
