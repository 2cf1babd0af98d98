import {
  EXTENSION_SOURCE,
  PageToExtensionSchema,
  acceptMessage,
  type AuthPayload,
  type ExtensionToPage,
} from '../../src/shared/bridge/protocol.ts';

/**
 * What the content script tells its background worker. Tokens go there, never to x.com. The
 * origin is the app page's, where the background finds that app's API (it checks it against
 * the sender the browser reports).
 */
export type BackgroundMessage = { kind: 'auth'; payload: AuthPayload | null; origin: string };

export interface BridgeDeps {
  self: { window: unknown; origin: string };
  postToPage(message: ExtensionToPage): void;
  sendToBackground(message: BackgroundMessage): Promise<unknown>;
  now(): number;
}

/**
 * The extension side of the bridge, free of browser globals so it can be tested. Returns the
 * `message` event handler; call `start()` once to ask the page who is signed in.
 */
export function createExtensionBridge(deps: BridgeDeps) {
  const post = (message: Omit<ExtensionToPage, 'source'>) =>
    deps.postToPage({ source: EXTENSION_SOURCE, ...message } as ExtensionToPage);

  function onMessage(event: { source: unknown; origin: string; data: unknown }) {
    const message = acceptMessage(event, deps.self, PageToExtensionSchema);
    if (!message) return;
    switch (message.type) {
      case 'AUTH_TOKEN_RESPONSE':
        void deps.sendToBackground({
          kind: 'auth',
          payload: message.data,
          origin: deps.self.origin,
        });
        break;
      case 'AUTH_STATE_CHANGED':
        if (message.data.authenticated) post({ type: 'GET_AUTH_TOKEN' });
        else void deps.sendToBackground({ kind: 'auth', payload: null, origin: deps.self.origin });
        break;
      case 'TEST_BRIDGE':
        post({ type: 'TEST_BRIDGE_RESPONSE', data: { status: 'ok', timestamp: deps.now() } });
        break;
      case 'TEST_BRIDGE_RESPONSE':
        break;
    }
  }

  return {
    onMessage,
    start: () => post({ type: 'GET_AUTH_TOKEN' }),
  };
}
