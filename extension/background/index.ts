import '../zod-config.ts';
import browser, { type Runtime } from 'webextension-polyfill';
import { X_MATCHES } from '../manifest.ts';
import { createBackground, SESSION_ALARM } from './core.ts';
import { TIME_TO_POST_MEASURE } from '../../src/shared/extension/messages.ts';
import { browserLabel } from './pacing.ts';

// The background: Chrome's MV3 service worker, Firefox's background script. The logic is in
// core.ts; this file only binds the browser's APIs to it. Listeners are registered at the top
// level, synchronously, so an event that wakes the worker finds them. The connection (the
// extension's own token) lives in storage.local, which only our own scripts can read; the
// website's access token is used once to connect and never stored.

/**
 * One posted reply's time from discovery to posted, without the model and the page's deliberate
 * pauses, as a measure (its detail keeps all three figures). At most 200 are kept.
 */
function recordTimeToPost(timing: { totalMs: number; composeMs: number; pausedMs: number }) {
  const end = performance.now();
  const own = Math.max(0, timing.totalMs - timing.composeMs - timing.pausedMs);
  if (performance.getEntriesByName(TIME_TO_POST_MEASURE).length >= 200)
    performance.clearMeasures(TIME_TO_POST_MEASURE);
  performance.measure(TIME_TO_POST_MEASURE, { start: end - own, end, detail: timing });
}

const background = createBackground({
  storage: {
    get: async (key) => (await browser.storage.local.get(key))[key],
    set: (key, value) => browser.storage.local.set({ [key]: value }),
    remove: (key) => browser.storage.local.remove(key),
  },
  alarms: {
    create: (name, when) => browser.alarms.create(name, { when }),
    clear: (name) => browser.alarms.clear(name),
    get: async (name) => (await browser.alarms.get(name)) ?? undefined,
  },
  clock: { now: Date.now, offsetMinutes: (at) => -new Date(at).getTimezoneOffset() },
  random: Math.random,
  waitScale: __WAIT_SCALE__,
  fetch: (url, init) => fetch(url, init),
  content: { send: (tabId, command) => browser.tabs.sendMessage(tabId, command) },
  tabs: {
    async findXTab() {
      // Host permissions for X let the extension see these tabs' URLs (no `tabs` permission).
      const tabs = await browser.tabs.query({ url: [...X_MATCHES] });
      const best = tabs.find((tab) => tab.active) ?? tabs[0];
      return best?.id ?? null;
    },
    async navigate(tabId, url) {
      await browser.tabs.update(tabId, { url });
    },
  },
  label: () => browserLabel(navigator.userAgent),
  monotonic: () => performance.now(),
  onPosted: recordTimeToPost,
});

browser.runtime.onInstalled.addListener(({ reason }) => {
  void browser.storage.local.set({ installedAt: Date.now(), installReason: reason });
});

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) =>
  background.onMessage(message, sender, {
    extensionId: browser.runtime.id,
    extensionUrl: browser.runtime.getURL(''),
    appOrigins: __APP_ORIGINS__,
  }),
);

browser.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === SESSION_ALARM) void background.onAlarm(alarm.name);
});

// A worker started again (by any event, or the browser's start) picks up its session.
void background.wake();
