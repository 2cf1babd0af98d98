import {
  CHECKOUT_SESSION_ID_PATTERN,
  type CheckoutStatus,
} from '../../../shared/contracts/billing.ts';
import type { InvokeFunction } from '../../platform/index.ts';

/** How often `/welcome` asks whether the payment's effect has arrived, and for how long. */
export const WELCOME_POLL_MS = 1500;
export const WELCOME_TIMEOUT_MS = 60_000;

export type WelcomeState =
  | { kind: 'waiting'; elapsedMs: number }
  | { kind: 'ready'; status: CheckoutStatus }
  | { kind: 'not-completed' }
  | { kind: 'not-found' }
  | { kind: 'no-session' }
  | { kind: 'timeout' };

/** The checkout id of `?session_id=…`, or null when there is none or it is not one. */
export function checkoutIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('session_id');
  return id && CHECKOUT_SESSION_ID_PATTERN.test(id) ? id : null;
}

/**
 * One look at the checkout: ready once the subscription record shows the plan; not found for
 * an id that is not the caller's; not completed when it was abandoned; else still waiting
 * (also when the server could not be reached: the next look may succeed).
 */
export async function checkOnce(
  invoke: InvokeFunction,
  sessionId: string,
  elapsedMs: number,
): Promise<WelcomeState> {
  const answer = await invoke('checkout-status', { sessionId });
  if (answer.ok) {
    if (answer.data.applied) return { kind: 'ready', status: answer.data };
    if (answer.data.checkout === 'expired') return { kind: 'not-completed' };
  } else if (answer.code === 'checkout-not-found' || answer.code === 'invalid-request') {
    return { kind: 'not-found' };
  }
  return elapsedMs >= WELCOME_TIMEOUT_MS ? { kind: 'timeout' } : { kind: 'waiting', elapsedMs };
}
