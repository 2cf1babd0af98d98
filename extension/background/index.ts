import '../zod-config.ts';
import browser, { type Runtime } from 'webextension-polyfill';
import { AuthPayloadSchema } from '../../src/shared/bridge/protocol.ts';

// MV3 service worker. It keeps nothing in memory (the worker can stop at any time);
// the session lives in storage.session, which content scripts cannot read, so the token
// never reaches x.com pages, and which the browser clears when it closes.
browser.runtime.onInstalled.addListener(({ reason }) => {
  void browser.storage.local.set({ installedAt: Date.now(), installReason: reason });
});

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  // Only our own content scripts may report a session.
  if (sender.id !== browser.runtime.id || !sender.tab) return undefined;
  const kind = (message as { kind?: unknown } | null)?.kind;
  if (kind !== 'auth') return undefined;
  const payload = (message as { payload?: unknown }).payload;
  if (payload === null) return browser.storage.session.remove('auth').then(() => ({ ok: true }));
  const parsed = AuthPayloadSchema.safeParse(payload);
  if (!parsed.success) return Promise.resolve({ ok: false });
  return browser.storage.session.set({ auth: parsed.data }).then(() => ({ ok: true }));
});
