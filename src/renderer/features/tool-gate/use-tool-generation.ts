/**
 * `useToolGeneration(toolId)`: runs one AI generation through the gate. A use the local record
 * already refuses never reaches the server; otherwise the server decides, and its
 * record replaces ours either way. Returns null on any failure, after telling the user.
 * A result is its own feedback (no success toast). A blocked attempt opens the one dialog
 * that helps (share, payment, or sign-in for the network's new-browser limit) and nothing
 * else; other failures are an error toast.
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
import { canUse, defaultUsage, gateAction, type GateAction } from '../../../shared/tool-gate.ts';
import { toast } from '../../components/toasts/toast-store.ts';
import * as api from './api.ts';
import { useGateControls, type GatePrompt } from './gate-context.ts';
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

  /** The same dialog whether the local record or the server refused (a toast outside a wrapper). */
  const announceBlocked = useCallback(
    (action: GateAction) => {
      if (openPrompt) openPrompt(PROMPT_FOR[action]);
      else toast({ title: errorText('gate'), variant: 'destructive' });
    },
    [openPrompt, errorText],
  );

  const generate = useCallback(
    async (input: InputOf<T>, options?: OptionsOf<T>): Promise<GenerateResponse<T> | null> => {
      if (running.current) return null;
      const store = useToolGateStore.getState();
      const record = store.records[toolId] ?? readStoredRecord(toolId) ?? defaultUsage(toolId);
      if (!canUse(record)) {
        announceBlocked(gateAction(record) ?? 'share');
        return null;
      }

      running.current = true;
      setPending(true);
      try {
        const outcome = await api.generate(toolId, input, options);
        if (outcome.kind === 'ok') {
          store.setRecord(outcome.response.usage);
          reportUse?.();
          return outcome.response;
        }
        if (outcome.kind === 'gate') {
          const { action, usage } = outcome.refusal;
          store.setRecord(usage);
          announceBlocked(action);
          return null;
        }
        if (outcome.code === 'new-browser-limit' && openPrompt) {
          openPrompt('sign-in');
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
    [toolId, t, errorText, reportUse, announceBlocked, openPrompt],
  );

  return { generate, pending };
}
