import {
  AUTH_RESEND_DELAYS_MS,
  ExtensionToPageSchema,
  PAGE_SOURCE,
  SELF_TEST_DELAY_MS,
  acceptMessage,
  type AuthPayload,
  type PageToExtension,
} from '../../../shared/bridge/protocol.ts';

/** What the page knows about the visitor: not yet known, signed out, or signed in. */
export type AuthSnapshot = undefined | null | Omit<AuthPayload, 'timestamp'>;

type Timer = unknown;

export interface PageBridgeDeps {
  self: { window: unknown; origin: string };
  /** Posts to this window only (`window.postMessage(message, location.origin)`). */
  post(message: PageToExtension): void;
  /** The current session and the real subscription (never forced active). */
  getAuth(): AuthSnapshot;
  /** Reloads the subscription from the backend (`REFRESH_SUBSCRIPTION`). */
  refreshSubscription(): Promise<void>;
  /** Called once, when the extension answers the self-test. */
  onConnected(): void;
  log(message: string, detail?: unknown): void;
  now(): number;
  setTimer(run: () => void, ms: number): Timer;
  clearTimer(timer: Timer): void;
}

/**
 * The page side of the page ⇄ extension bridge, free of browser globals so
 * it can be tested. `onMessage` is the `message` event handler; `start()` schedules the auth
 * (re)sends and the self-test and returns a stop function.
 */
export function createPageBridge(deps: PageBridgeDeps) {
  let connected = false;
  const post = (message: Omit<PageToExtension, 'source'>) =>
    deps.post({ source: PAGE_SOURCE, ...message } as PageToExtension);

  /** Sends the session, or null data when signed out; nothing while it is still unknown. */
  function sendAuth() {
    const auth = deps.getAuth();
    if (auth === undefined) return;
    post({
      type: 'AUTH_TOKEN_RESPONSE',
      data: auth && { ...auth, timestamp: deps.now() },
    });
  }

  function authChanged(authenticated: boolean) {
    post({ type: 'AUTH_STATE_CHANGED', data: { authenticated } });
    sendAuth();
  }

  function selfTest() {
    post({ type: 'TEST_BRIDGE' });
  }

  function onMessage(event: { source: unknown; origin: string; data: unknown }) {
    const message = acceptMessage(event, deps.self, ExtensionToPageSchema);
    if (!message) return;
    switch (message.type) {
      case 'GET_AUTH_TOKEN':
        sendAuth();
        break;
      case 'REFRESH_SUBSCRIPTION':
        void deps
          .refreshSubscription()
          .catch((error: unknown) => deps.log('subscription refresh failed', error))
          .then(sendAuth);
        break;
      case 'TEST_BRIDGE':
        post({ type: 'TEST_BRIDGE_RESPONSE', data: { status: 'ok', timestamp: deps.now() } });
        break;
      case 'TEST_BRIDGE_RESPONSE':
        if (!connected) {
          connected = true;
          deps.onConnected();
        }
        break;
      case 'TEST_MESSAGE':
        deps.log('test message from the extension', message.data?.text);
        break;
    }
  }

  function start(): () => void {
    const timers = [
      ...AUTH_RESEND_DELAYS_MS.map((ms) => deps.setTimer(sendAuth, ms)),
      deps.setTimer(selfTest, SELF_TEST_DELAY_MS),
    ];
    return () => timers.forEach((t) => deps.clearTimer(t));
  }

  return { onMessage, start, sendAuth, authChanged, isConnected: () => connected };
}

export type PageBridge = ReturnType<typeof createPageBridge>;
