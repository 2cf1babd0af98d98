import browser from 'webextension-polyfill';
import { ACCOUNT_KEY, readAccount, readSessionState, type PopupTransport } from './transport.ts';

/** The real transport: runtime messages to the background, the account from storage.local. */
export function browserTransport(): PopupTransport {
  return {
    async send(command) {
      return readSessionState(await browser.runtime.sendMessage(command));
    },
    async account() {
      const stored = await browser.storage.local.get(ACCOUNT_KEY);
      return readAccount(stored[ACCOUNT_KEY]);
    },
    subscribe(onChange) {
      // Any change the background stores (the account, or the session if it persists it)
      // refreshes the popup at once instead of at the next poll.
      const listener = () => onChange();
      browser.storage.onChanged.addListener(listener);
      return () => browser.storage.onChanged.removeListener(listener);
    },
  };
}
