/**
 * `useToolGeneration(toolId)`: runs one AI generation through the gate. A use the local record
 * already refuses never reaches the server; otherwise the server decides, and its
 * record replaces ours either way. Returns null on any failure, after telling the user.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text.ts';
import type {
  GenerateResponse,
  GenerationToolId,
  InputOf,
  OptionsOf,
} from '../../../shared/generation/schemas.ts';
import {
  FREE_USES_PER_TOOL,
  SHARE_REWARD_USES,
  canUse,
  defaultUsage,
  gateAction,
  type GateAction,
} from '../../../shared/tool-gate.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import * as api from './api.ts';
import { useGateControls, type GatePrompt } from './gate-context.ts';
import { gateMessageText, toolName } from './gate-text.ts';
import { readStoredRecord, useToolGateStore } from './tool-gate-store.ts';

export interface ToolGeneration<T extends GenerationToolId> {
  generate(input: InputOf<T>, options?: OptionsOf<T>): Promise<GenerateResponse<T> | null>;
  pending: boolean;
}

/** The prompt that helps with each blocked action: waiting shows the share prompt's progress. */
const PROMPT_FOR: Record<GateAction, GatePrompt> = {
  share: 'share',
  wait: 'share',
  payment: 'payment',
};

export function useToolGeneration<T extends GenerationToolId>(toolId: T): ToolGeneration<T> {
  const { t } = useTranslation('gate');
  const errorText = useErrorText();
  const controls = useGateControls();
  const openPrompt = controls?.openPrompt;
  const reportUse = controls?.reportUse;
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  /**
   * The same words whether the local record or the server refused: payment → 'Upgrade to
   * Continue'; share → 'Usage Limit Reached' with the out-of-uses text; waiting → 'Usage Limit
   * Reached' with the verifying message. Then the prompt that helps.
   */
  const announceBlocked = useCallback(
    (action: GateAction | null) => {
      if (action === 'payment')
        toast({
          title: t('toast.upgradeTitle'),
          description: t('toast.upgradeBody', { total: FREE_USES_PER_TOOL }),
          variant: 'destructive',
        });
      else
        toast({
          title: t('toast.limitTitle'),
          description:
            action === 'share'
              ? t('toast.shareNeeded', { tool: toolName(toolId), reward: SHARE_REWARD_USES })
              : action
                ? gateMessageText(t, action)
                : t('toast.limitFallback'),
          variant: 'destructive',
        });
      if (action) openPrompt?.(PROMPT_FOR[action]);
    },
    [t, toolId, openPrompt],
  );

  const generate = useCallback(
    async (input: InputOf<T>, options?: OptionsOf<T>): Promise<GenerateResponse<T> | null> => {
      if (running.current) return null;
      const store = useToolGateStore.getState();
      const record = store.records[toolId] ?? readStoredRecord(toolId) ?? defaultUsage(toolId);
      if (!canUse(record)) {
        announceBlocked(gateAction(record));
        return null;
      }

      running.current = true;
      setPending(true);
      try {
        const outcome = await api.generate(toolId, input, options);
        if (outcome.kind === 'ok') {
          store.setRecord(outcome.response.usage);
          reportUse?.();
          toast({ title: t('toast.usedTitle'), variant: 'info' });
          return outcome.response;
        }
        if (outcome.kind === 'gate') {
          const { action, usage } = outcome.refusal;
          store.setRecord(usage);
          announceBlocked(action);
          return null;
        }
        const title =
          outcome.status === 400
            ? t('toast.invalidTitle')
            : outcome.status === 429
              ? t('toast.rateLimitedTitle')
              : t('toast.failedTitle');
        toast({
          title,
          description: errorText(outcome.code),
          variant: 'destructive',
        });
        return null;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [toolId, t, errorText, reportUse, announceBlocked],
  );

  return { generate, pending };
}
