import browser from 'webextension-polyfill';

// MV3 service worker. It keeps nothing in memory (the worker can stop at any time);
// anything durable goes to extension storage.
browser.runtime.onInstalled.addListener(({ reason }) => {
  void browser.storage.local.set({ installedAt: Date.now(), installReason: reason });
});
