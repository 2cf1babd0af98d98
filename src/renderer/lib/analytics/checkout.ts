import type { CheckoutStatus } from '../../../shared/contracts/billing.ts';
import { platform } from '../../platform/index.ts';
import { PURCHASE_CURRENCY, purchaseValue } from './events.ts';
import { track } from './index.ts';
import { RECORDED_CHECKOUTS_KEY } from './keys.ts';

/** Checkout ids remembered (the latest ones; a checkout is seldom revisited much later). */
const REMEMBERED = 20;

/** Recorded on this page even where storage cannot remember them. */
const recordedHere = new Set<string>();

function remembered(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECORDED_CHECKOUTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** True the first time for `checkoutId` in this browser; false afterwards (also on reload). */
function firstTime(checkoutId: string): boolean {
  if (recordedHere.has(checkoutId)) return false;
  recordedHere.add(checkoutId);
  const ids = remembered();
  if (ids.includes(checkoutId)) return false;
  try {
    localStorage.setItem(
      RECORDED_CHECKOUTS_KEY,
      JSON.stringify([...ids, checkoutId].slice(-REMEMBERED)),
    );
  } catch {
    // Not remembered beyond this page.
  }
  return true;
}

/**
 * `/welcome` once the checkout is confirmed: records `upgraded` and `purchase` once per
 * checkout. The purchase's value is what the plan and period charge from the plans config,
 * founding or standard price as the account's record says (the fallback value when it cannot
 * be read).
 */
export async function recordCheckoutOnce(checkoutId: string, status: CheckoutStatus) {
  if (!firstTime(checkoutId)) return;
  const billing = await platform()
    .subscription.billing()
    .catch(() => null);
  const common = { plan: status.plan, period: status.period, checkoutId };
  track('upgraded', { ...common, status: status.status });
  track('purchase', {
    ...common,
    value: purchaseValue(status.plan, status.period, billing?.foundingMember ?? null),
    currency: PURCHASE_CURRENCY,
    trial: status.status === 'trialing',
  });
}
