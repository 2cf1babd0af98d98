import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_SOURCE, PAGE_SOURCE } from '../../../shared/bridge/protocol.ts';
import { createPageBridge, type AuthSnapshot, type PageBridgeDeps } from './bridge-core.ts';

const ORIGIN = 'http://localhost:8787';

const signedIn: AuthSnapshot = {
  token: 'jwt',
  user: { id: 'u1', email: 'ana@example.test', created_at: '2026-11-22T00:00:00Z' },
  subscription: {
    subscription_tier: 'free',
    subscription_status: 'trialing',
    extension_access: false,
    tools_access: false,
    daily_reply_limit: 5,
    daily_replies_used: 2,
    trial_ends_at: null,
  },
};

function setup(initial: AuthSnapshot = signedIn) {
  const self = { window: {}, origin: ORIGIN };
  let auth = initial;
  const deps = {
    self,
    post: vi.fn(),
    getAuth: () => auth,
    refreshSubscription: vi.fn(async () => {
      if (auth) auth = { ...auth, subscription: { ...auth.subscription, daily_replies_used: 3 } };
    }),
    onConnected: vi.fn(),
    log: vi.fn(),
    now: () => 42,
    setTimer: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimer: (t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>),
  } satisfies PageBridgeDeps;
  const bridge = createPageBridge(deps);
  const receive = (data: unknown, origin = ORIGIN, source: unknown = self.window) =>
    bridge.onMessage({ source, origin, data });
  const fromExtension = (type: string, data?: unknown) =>
    receive({ source: EXTENSION_SOURCE, type, data });
  const posted = () => deps.post.mock.calls.map((c) => c[0] as { type: string; data?: unknown });
  return {
    deps,
    bridge,
    receive,
    fromExtension,
    posted,
    setAuth: (a: AuthSnapshot) => (auth = a),
  };
}

describe('page bridge: messages', () => {
  it('answers GET_AUTH_TOKEN with the token, user and the real subscription', () => {
    const { fromExtension, deps } = setup();
    fromExtension('GET_AUTH_TOKEN');
    expect(deps.post).toHaveBeenCalledExactlyOnceWith({
      source: PAGE_SOURCE,
      type: 'AUTH_TOKEN_RESPONSE',
      data: { ...signedIn, timestamp: 42 },
    });
    // Never forced on or active (docs/product-rules.md#extension-bridge).
    const data = deps.post.mock.calls[0]![0].data as { subscription: Record<string, unknown> };
    expect(data.subscription.extension_access).toBe(false);
    expect(data.subscription.subscription_status).toBe('trialing');
  });

  it('answers with null data when signed out, and with nothing while auth is unknown', () => {
    const { fromExtension, deps, setAuth } = setup(null);
    fromExtension('GET_AUTH_TOKEN');
    expect(deps.post).toHaveBeenCalledExactlyOnceWith({
      source: PAGE_SOURCE,
      type: 'AUTH_TOKEN_RESPONSE',
      data: null,
    });
    setAuth(undefined);
    fromExtension('GET_AUTH_TOKEN');
    expect(deps.post).toHaveBeenCalledTimes(1);
  });

  it('answers TEST_BRIDGE with TEST_BRIDGE_RESPONSE', () => {
    const { fromExtension, deps } = setup();
    fromExtension('TEST_BRIDGE');
    expect(deps.post).toHaveBeenCalledExactlyOnceWith({
      source: PAGE_SOURCE,
      type: 'TEST_BRIDGE_RESPONSE',
      data: { status: 'ok', timestamp: 42 },
    });
  });

  it('REFRESH_SUBSCRIPTION reloads the subscription, then re-sends auth', async () => {
    const { fromExtension, deps, posted } = setup();
    fromExtension('REFRESH_SUBSCRIPTION');
    expect(deps.refreshSubscription).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(deps.post).toHaveBeenCalledTimes(1));
    const data = posted()[0]!.data as { subscription: { daily_replies_used: number } };
    expect(posted()[0]!.type).toBe('AUTH_TOKEN_RESPONSE');
    expect(data.subscription.daily_replies_used).toBe(3);
  });

  it('REFRESH_SUBSCRIPTION still re-sends when the reload fails', async () => {
    const { fromExtension, deps } = setup();
    deps.refreshSubscription.mockRejectedValueOnce(new Error('offline'));
    fromExtension('REFRESH_SUBSCRIPTION');
    await vi.waitFor(() => expect(deps.post).toHaveBeenCalledTimes(1));
    expect(deps.log).toHaveBeenCalledWith('subscription refresh failed', expect.any(Error));
  });

  it('logs TEST_MESSAGE and posts nothing', () => {
    const { fromExtension, deps } = setup();
    fromExtension('TEST_MESSAGE', { text: 'hello' });
    expect(deps.log).toHaveBeenCalledWith('test message from the extension', 'hello');
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('marks the extension connected once, on its TEST_BRIDGE_RESPONSE', () => {
    const { fromExtension, deps, bridge } = setup();
    expect(bridge.isConnected()).toBe(false);
    fromExtension('TEST_BRIDGE_RESPONSE', { status: 'ok', timestamp: 1 });
    fromExtension('TEST_BRIDGE_RESPONSE', { status: 'ok', timestamp: 2 });
    expect(bridge.isConnected()).toBe(true);
    expect(deps.onConnected).toHaveBeenCalledTimes(1);
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('sends AUTH_STATE_CHANGED and the auth on auth changes', () => {
    const { bridge, posted, setAuth } = setup();
    bridge.authChanged(true);
    setAuth(null);
    bridge.authChanged(false);
    expect(posted()).toEqual([
      { source: PAGE_SOURCE, type: 'AUTH_STATE_CHANGED', data: { authenticated: true } },
      { source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: { ...signedIn, timestamp: 42 } },
      { source: PAGE_SOURCE, type: 'AUTH_STATE_CHANGED', data: { authenticated: false } },
      { source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: null },
    ]);
  });
});

describe('page bridge: what it ignores', () => {
  const request = { source: EXTENSION_SOURCE, type: 'GET_AUTH_TOKEN' };

  it('ignores other origins', () => {
    const { receive, deps } = setup();
    receive(request, 'http://localhost:9999');
    receive(request, 'https://evil.example');
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('ignores messages from another window (frames, openers)', () => {
    const { receive, deps } = setup();
    receive(request, ORIGIN, {});
    receive(request, ORIGIN, null);
    expect(deps.post).not.toHaveBeenCalled();
  });

  it('ignores untagged, wrongly tagged and malformed messages', () => {
    const { receive, deps } = setup();
    receive({ type: 'GET_AUTH_TOKEN' });
    receive({ source: 'someone-else', type: 'GET_AUTH_TOKEN' });
    receive({ source: EXTENSION_SOURCE, type: 'NOPE' });
    receive({ source: EXTENSION_SOURCE, type: 'TEST_BRIDGE_RESPONSE', data: { status: 'bad' } });
    receive('GET_AUTH_TOKEN');
    receive(null);
    expect(deps.post).not.toHaveBeenCalled();
    expect(deps.onConnected).not.toHaveBeenCalled();
  });

  it('ignores its own echoes (page-tagged messages)', () => {
    const { receive, deps } = setup();
    receive({ source: PAGE_SOURCE, type: 'TEST_BRIDGE' });
    receive({
      source: PAGE_SOURCE,
      type: 'TEST_BRIDGE_RESPONSE',
      data: { status: 'ok', timestamp: 1 },
    });
    receive({ source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: null });
    receive({ source: PAGE_SOURCE, type: 'AUTH_STATE_CHANGED', data: { authenticated: true } });
    expect(deps.post).not.toHaveBeenCalled();
    expect(deps.onConnected).not.toHaveBeenCalled();
  });
});

describe('page bridge: timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends auth at 0, 1 s and 3 s and runs the self-test at 2 s', () => {
    const { bridge, posted } = setup();
    bridge.start();
    const types = () => posted().map((m) => m.type);
    vi.advanceTimersByTime(0);
    expect(types()).toEqual(['AUTH_TOKEN_RESPONSE']);
    vi.advanceTimersByTime(999);
    expect(types()).toEqual(['AUTH_TOKEN_RESPONSE']);
    vi.advanceTimersByTime(1);
    expect(types()).toEqual(['AUTH_TOKEN_RESPONSE', 'AUTH_TOKEN_RESPONSE']);
    vi.advanceTimersByTime(1000);
    expect(types()).toEqual(['AUTH_TOKEN_RESPONSE', 'AUTH_TOKEN_RESPONSE', 'TEST_BRIDGE']);
    vi.advanceTimersByTime(1000);
    expect(types()).toEqual([
      'AUTH_TOKEN_RESPONSE',
      'AUTH_TOKEN_RESPONSE',
      'TEST_BRIDGE',
      'AUTH_TOKEN_RESPONSE',
    ]);
    vi.advanceTimersByTime(60_000);
    expect(posted()).toHaveLength(4);
    expect(posted()[2]).toEqual({ source: PAGE_SOURCE, type: 'TEST_BRIDGE' });
  });

  it('sends null data on the timers when signed out', () => {
    const { bridge, posted } = setup(null);
    bridge.start();
    vi.advanceTimersByTime(3000);
    expect(posted().filter((m) => m.type === 'AUTH_TOKEN_RESPONSE')).toEqual([
      { source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: null },
      { source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: null },
      { source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: null },
    ]);
  });

  it('stop() cancels the pending sends', () => {
    const { bridge, deps } = setup();
    const stop = bridge.start();
    vi.advanceTimersByTime(1500);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(deps.post).toHaveBeenCalledTimes(2);
  });
});
