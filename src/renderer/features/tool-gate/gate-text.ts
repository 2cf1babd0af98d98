import type { TFunction } from 'i18next';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { GENERATION_TOOL_IDS } from '../../../shared/generation/schemas.ts';
import {
  FREE_USES_PER_TOOL,
  SHARE_REWARD_USES,
  TRIAL_USES,
  upgradePrice,
  type GateAction,
} from '../../../shared/tool-gate.ts';

/** The figures every gate text is filled from (the shared config, never typed into copy). */
export const GATE_FIGURES = {
  first: TRIAL_USES,
  reward: SHARE_REWARD_USES,
  total: FREE_USES_PER_TOOL,
  days: TRIAL_DAYS,
} as const;

/**
 * The gate's blocked message for an action, in the page's language. `trial` says whether the
 * caller may still start the free trial (visitors, and accounts that never had one): only then
 * does the message offer it.
 */
export function gateMessageText(
  t: TFunction<'gate'>,
  action: GateAction,
  { trial }: { trial: boolean },
): string {
  switch (action) {
    case 'share':
      return t(trial ? 'message.share' : 'message.shareNoTrial', GATE_FIGURES);
    case 'wait':
      return t('message.wait', GATE_FIGURES);
    case 'payment':
      return t(trial ? 'message.payment' : 'message.paymentNoTrial', {
        ...GATE_FIGURES,
        price: upgradePrice(),
      });
  }
}

/**
 * The post a share suggests: a neutral recommendation of the tool with the page's address,
 * in the page's language. Tools without a sentence of their own get the site's.
 */
export function suggestedShareText(t: TFunction<'gate'>, toolId: string, url: string): string {
  const key = (GENERATION_TOOL_IDS as readonly string[]).includes(toolId) ? toolId : 'default';
  return t(`share.text.${key}`, { url });
}
