import type { TFunction } from 'i18next';
import { findTool } from '../../../shared/tool-catalogue.ts';
import {
  FREE_USES_PER_TOOL,
  SHARE_REWARD_USES,
  upgradePrice,
  type GateAction,
} from '../../../shared/tool-gate.ts';
import { SITE } from '../../../shared/site-config.ts';

/** The gate's blocked message for an action, in the page's language. */
export function gateMessageText(t: TFunction<'gate'>, action: GateAction): string {
  switch (action) {
    case 'share':
      return t('message.share', { product: SITE.name, reward: SHARE_REWARD_USES });
    case 'wait':
      return t('message.wait');
    case 'payment':
      return t('message.payment', { total: FREE_USES_PER_TOOL, price: upgradePrice() });
  }
}

/** The tool's name for copy such as 'Share {tool} on social media…'. */
export function toolName(toolId: string): string {
  return findTool(toolId)?.title ?? SITE.name;
}
