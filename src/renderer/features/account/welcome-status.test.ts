import { describe, expect, it } from 'vitest';
import type { FunctionResult, InvokeFunction } from '../../platform/index.ts';
import { checkOnce, checkoutIdFrom, WELCOME_TIMEOUT_MS } from './welcome-status.ts';

const status = (over: Record<string, unknown> = {}) => ({
  checkout: 'complete',
  plan: 'creator',
  period: 'monthly',
  applied: false,
  tier: 'free',
  status: 'active',
  ...over,
});

const answering = (answer: FunctionResult<'checkout-status'>): InvokeFunction =>
  (async () => answer) as unknown as InvokeFunction;

const ok = (data: Record<string, unknown>) =>
  answering({ ok: true, status: 200, data: data as never });
const failed = (code: string, status: number | null = 400) =>
  answering({ ok: false, status, code: code as never, message: null, body: null });

describe('/welcome', () => {
  it('reads only a checkout id from the address', () => {
    expect(checkoutIdFrom('?session_id=cs_test_a1B2c3D4e5')).toBe('cs_test_a1B2c3D4e5');
    expect(checkoutIdFrom('?session_id={CHECKOUT_SESSION_ID}')).toBeNull();
    expect(checkoutIdFrom("?session_id=cs_x' or 1=1")).toBeNull();
    expect(checkoutIdFrom('')).toBeNull();
  });

  it('is ready once the plan is applied, and waits until then', async () => {
    expect(
      await checkOnce(ok(status({ applied: true, tier: 'creator' })), 'cs_x1234567', 0),
    ).toMatchObject({
      kind: 'ready',
    });
    expect(await checkOnce(ok(status()), 'cs_x1234567', 3000)).toEqual({
      kind: 'waiting',
      elapsedMs: 3000,
    });
    expect(await checkOnce(ok(status()), 'cs_x1234567', WELCOME_TIMEOUT_MS)).toEqual({
      kind: 'timeout',
    });
  });

  it('tells an abandoned checkout and a forged id apart, and keeps waiting through outages', async () => {
    expect(await checkOnce(ok(status({ checkout: 'expired' })), 'cs_x1234567', 0)).toEqual({
      kind: 'not-completed',
    });
    expect(await checkOnce(failed('checkout-not-found', 404), 'cs_x1234567', 0)).toEqual({
      kind: 'not-found',
    });
    expect(await checkOnce(failed('network-error', null), 'cs_x1234567', 10)).toEqual({
      kind: 'waiting',
      elapsedMs: 10,
    });
  });
});
