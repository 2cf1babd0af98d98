// Content script on x.com and twitter.com (extension/manifest.ts, X_MATCHES): reads and acts on
// X for the reply automation. The background worker sends it ContentCommands
// (src/shared/extension/messages.ts): x:check → PageCheck, x:scan → ScanResult, x:reply →
// ReplyResult. It keeps nothing on the page (no globals, no attributes, no storage) and never
// sees a token. Selectors and the page self-check: x/selectors.ts.
import '../zod-config.ts';
import browser, { type Runtime } from 'webextension-polyfill';
import { createContentHandler } from './x/handler.ts';
import { reply } from './x/reply.ts';
import { scan } from './x/scan.ts';
import { checkPage } from './x/selectors.ts';
import { realTiming } from './x/timing.ts';

const handle = createContentHandler({
  extensionId: browser.runtime.id,
  actions: {
    check: () => checkPage(document),
    scan: (scrolls) => scan(document, scrolls, realTiming),
    reply: async (command) => {
      // The human-like pauses are deliberate: the background leaves them out of its figures.
      let pausedMs = 0;
      const result = await reply(document, command, {
        ...realTiming,
        onPause: (ms) => (pausedMs += ms),
      });
      return result.outcome === 'posted' ? { ...result, pausedMs } : result;
    },
  },
});

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) =>
  handle(message, sender),
);
