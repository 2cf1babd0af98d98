import { useAuthStore } from '../../stores/auth-store.ts';
import { bindSubscriptionToAuth, useSubscriptionStore } from '../../stores/subscription-store.ts';
import { createPageBridge, type AuthSnapshot } from './bridge-core.ts';
import { useBridgeStatus } from './bridge-status.ts';

function currentAuth(): AuthSnapshot {
  const { status, session, user } = useAuthStore.getState();
  if (status === 'loading') return undefined;
  if (status !== 'signed-in' || !session || !user) return null;
  const subscription = useSubscriptionStore.getState().subscription;
  // Signed in, subscription still loading: send once it is here (the real one, never forced).
  if (!subscription) return undefined;
  return {
    token: session.access_token,
    user: { id: user.id, email: user.email ?? '', created_at: user.created_at },
    subscription,
  };
}

let started = false;

/**
 * Starts the page side of the extension bridge once per page load (browser only): listens
 * for the extension's messages, (re)sends auth at 0, 1 and 3 s, self-tests at 2 s, and
 * tells the extension about every sign-in, sign-out and subscription change.
 */
export function startExtensionBridge(firstMessage?: MessageEvent): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  useAuthStore.getState().init();
  bindSubscriptionToAuth();

  const bridge = createPageBridge({
    self: { window, origin: window.location.origin },
    post: (message) => window.postMessage(message, window.location.origin),
    getAuth: currentAuth,
    refreshSubscription: () => useSubscriptionStore.getState().refresh(),
    onConnected: () => useBridgeStatus.setState({ extensionConnected: true }),
    log: (message, detail) => console.info(`[ReplyPilot bridge] ${message}`, detail ?? ''),
    now: Date.now,
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  window.addEventListener('message', bridge.onMessage);
  bridge.start();
  // The extension's message that woke the bridge (see ExtensionBridge.tsx) is answered too.
  if (firstMessage) bridge.onMessage(firstMessage);

  let authenticated: boolean | undefined;
  const followAuth = () => {
    const { status } = useAuthStore.getState();
    if (status === 'loading') return;
    const now = status === 'signed-in';
    if (now === authenticated) return;
    authenticated = now;
    bridge.authChanged(now);
  };
  useAuthStore.subscribe(followAuth);
  followAuth();
  useSubscriptionStore.subscribe((state, previous) => {
    if (state.subscription && state.subscription !== previous.subscription) bridge.sendAuth();
  });
}
