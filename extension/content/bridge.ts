// Content script on the ReplyPilot app origins: the extension side of the page ⇄ extension
// bridge (protocol and acceptance rule in src/shared/bridge/protocol.ts). It posts only to
// this page's origin and hands the signed-in user's token to the background worker.
import '../zod-config.ts';
import browser from 'webextension-polyfill';
import { createExtensionBridge } from './bridge-core.ts';

// The manifest's match patterns already limit where this runs; Firefox's cannot name a port
// (extension/manifest.ts), so the exact origin is checked here too.
if (__APP_ORIGINS__.includes(location.origin)) {
  const bridge = createExtensionBridge({
    self: { window, origin: location.origin },
    postToPage: (message) => window.postMessage(message, location.origin),
    sendToBackground: (message) => browser.runtime.sendMessage(message),
    now: Date.now,
  });

  window.addEventListener('message', bridge.onMessage);
  bridge.start();
}
