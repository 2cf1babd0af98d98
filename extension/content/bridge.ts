// Content script on the ReplyPilot app origin: the page ⇄ extension bridge.
// Messages go only to this page's origin (never "*") and are accepted only from this window,
// from this origin, and tagged by the page side. Page data is untrusted.

const EXTENSION_SOURCE = 'replypilot-extension';
const PAGE_SOURCE = 'replypilot-page';

interface BridgeMessage {
  source: string;
  type: string;
}

function isFromPage(event: MessageEvent): event is MessageEvent<BridgeMessage> {
  if (event.source !== window || event.origin !== location.origin) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === PAGE_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

window.addEventListener('message', (event) => {
  if (!isFromPage(event)) return;
  // Replies from the page are only observed for now; the protocol lands in src/shared.
  console.debug('[ReplyPilot bridge] page message', event.data.type);
});

window.postMessage(
  { source: EXTENSION_SOURCE, type: 'TEST_BRIDGE' } satisfies BridgeMessage,
  location.origin,
);
