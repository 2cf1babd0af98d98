import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../test-utils/fake-platform.ts';

const rpcResult = vi.hoisted(() => ({
  current: { data: null as unknown, error: null as unknown } as
    { data: unknown; error: unknown } | Error,
}));
const rpc = vi.hoisted(() => vi.fn());

withFakeSupabase({
  mayHaveSession: () => false,
  getSupabase: async () => {
    const result = rpcResult.current;
    if (result instanceof Error) throw result;
    return {
      rpc: (name: string) => {
        rpc(name);
        return { limit: () => ({ maybeSingle: async () => result }) };
      },
    };
  },
});

const { useAuthStore, resetAuthStore } = await import('./auth-store.ts');
const {
  DEFAULT_SUBSCRIPTION,
  bindSubscriptionToAuth,
  resetSubscriptionStore,
  useSubscriptionStore,
} = await import('./subscription-store.ts');

const row = {
  user_id: 'u1',
  subscription_tier: 'creator',
  subscription_status: 'trialing',
  extension_access: true,
  tools_access: true,
  daily_reply_limit: 200,
  daily_replies_used: 7,
  trial_ends_at: '2026-11-29T00:00:00Z',
  stripe_customer_id: null,
};

const state = () => useSubscriptionStore.getState();

beforeEach(() => {
  rpc.mockClear();
  rpcResult.current = { data: null, error: null };
});
afterEach(() => {
  resetSubscriptionStore();
  resetAuthStore();
});

describe('subscription store', () => {
  it('default: free, no extension, trialing, no tools, 5 a day, 0 used', () => {
    expect(DEFAULT_SUBSCRIPTION).toEqual({
      subscription_tier: 'free',
      extension_access: false,
      subscription_status: 'trialing',
      tools_access: false,
      daily_reply_limit: 5,
      daily_replies_used: 0,
      trial_ends_at: null,
    });
  });

  it('loads the row from rpc(my_subscription)', async () => {
    rpcResult.current = { data: row, error: null };
    const loading = state().load();
    expect(state().loading).toBe(true);
    await loading;
    expect(rpc).toHaveBeenCalledWith('my_subscription');
    expect(state()).toMatchObject({
      loading: false,
      subscription: {
        subscription_tier: 'creator',
        subscription_status: 'trialing',
        extension_access: true,
        tools_access: true,
        daily_reply_limit: 200,
        daily_replies_used: 7,
        trial_ends_at: '2026-11-29T00:00:00Z',
      },
    });
    expect(state().subscription).not.toHaveProperty('stripe_customer_id');
  });

  it.each([
    ['no row', { data: null, error: null }],
    ['an error', { data: null, error: { message: 'permission denied' } }],
    ['a malformed row', { data: { subscription_tier: 'gold' }, error: null }],
    ['no backend', new Error('config.json unreachable')],
  ])('falls back to the default on %s', async (_name, result) => {
    rpcResult.current = result;
    await state().load();
    expect(state()).toMatchObject({ loading: false, subscription: DEFAULT_SUBSCRIPTION });
  });

  it('refresh() reloads', async () => {
    rpcResult.current = { data: row, error: null };
    await state().load();
    rpcResult.current = { data: { ...row, daily_replies_used: 8 }, error: null };
    await state().refresh();
    expect(state().subscription?.daily_replies_used).toBe(8);
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('loads when auth becomes signed-in and clears on sign-out', async () => {
    rpcResult.current = { data: row, error: null };
    bindSubscriptionToAuth();
    expect(rpc).not.toHaveBeenCalled();
    useAuthStore.setState({
      status: 'signed-in',
      user: { id: 'u1' } as never,
      session: { access_token: 't' } as never,
    });
    await vi.waitFor(() => expect(state().subscription?.subscription_tier).toBe('creator'));
    // A token refresh (same user) does not reload.
    useAuthStore.setState({ session: { access_token: 't2' } as never });
    expect(rpc).toHaveBeenCalledTimes(1);

    useAuthStore.setState({ status: 'signed-out', user: null, session: null });
    expect(state().subscription).toBeNull();
  });

  it('a sign-out during a load is not undone by the load', async () => {
    rpcResult.current = { data: row, error: null };
    const pending = state().load();
    state().clear();
    await pending;
    expect(state().subscription).toBeNull();
  });
});
