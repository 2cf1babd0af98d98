// Content script on the ReplyPilot app origins: the extension side of the page ⇄ extension
// bridge (protocol and acceptance rule in src/shared/bridge/protocol.ts). It posts only to
// this page's origin and hands the signed-in user's token to the background worker.
import browser from 'webextension-polyfill';
import { createExtensionBridge } from './bridge-core.ts';

const bridge = createExtensionBridge({
  self: { window, origin: location.origin },
  postToPage: (message) => window.postMessage(message, location.origin),
  sendToBackground: (message) => browser.runtime.sendMessage(message),
  now: Date.now,
});

window.addEventListener('message', bridge.onMessage);
bridge.start();
