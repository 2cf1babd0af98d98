import { describe, expect, it, vi } from 'vitest';
import { EXTENSION_SOURCE, PAGE_SOURCE } from '../../src/shared/bridge/protocol.ts';
import { createExtensionBridge, type BridgeDeps } from './bridge-core.ts';

function setup() {
  const self = { window: {}, origin: 'http://localhost:8787' };
  const deps: BridgeDeps = {
    self,
    postToPage: vi.fn(),
    sendToBackground: vi.fn(async () => ({ ok: true })),
    now: () => 42,
  };
  const bridge = createExtensionBridge(deps);
  const fromPage = (data: unknown, origin = self.origin) =>
    bridge.onMessage({ source: self.window, origin, data });
  return { deps, bridge, fromPage };
}

const payload = {
  token: 'jwt',
  user: { id: 'u1', email: 'a@example.com', created_at: '2026-11-22T00:00:00Z' },
  subscription: {
    subscription_tier: 'free',
    subscription_status: 'active',
    extension_access: true,
    tools_access: false,
    daily_reply_limit: 5,
    daily_replies_used: 0,
    trial_ends_at: null,
  },
  timestamp: 1,
};

describe('extension bridge', () => {
  it('asks the page for the session on start', () => {
    const { deps, bridge } = setup();
    bridge.start();
    expect(deps.postToPage).toHaveBeenCalledWith({
      source: EXTENSION_SOURCE,
      type: 'GET_AUTH_TOKEN',
    });
  });

  it('hands a valid session, or sign-out, to the background worker', () => {
    const { deps, fromPage } = setup();
    fromPage({ source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: payload });
    fromPage({ source: PAGE_SOURCE, type: 'AUTH_STATE_CHANGED', data: { authenticated: false } });
    const origin = 'http://localhost:8787';
    expect(deps.sendToBackground).toHaveBeenNthCalledWith(1, { kind: 'auth', payload, origin });
    expect(deps.sendToBackground).toHaveBeenNthCalledWith(2, {
      kind: 'auth',
      payload: null,
      origin,
    });
  });

  it('answers the page self-test', () => {
    const { deps, fromPage } = setup();
    fromPage({ source: PAGE_SOURCE, type: 'TEST_BRIDGE' });
    expect(deps.postToPage).toHaveBeenCalledWith({
      source: EXTENSION_SOURCE,
      type: 'TEST_BRIDGE_RESPONSE',
      data: { status: 'ok', timestamp: 42 },
    });
  });

  it('ignores other origins, its own messages and malformed payloads', () => {
    const { deps, fromPage } = setup();
    fromPage(
      { source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: payload },
      'https://evil.example',
    );
    fromPage({ source: EXTENSION_SOURCE, type: 'GET_AUTH_TOKEN' });
    fromPage({ source: PAGE_SOURCE, type: 'AUTH_TOKEN_RESPONSE', data: { ...payload, token: '' } });
    expect(deps.sendToBackground).not.toHaveBeenCalled();
    expect(deps.postToPage).not.toHaveBeenCalled();
  });
});
