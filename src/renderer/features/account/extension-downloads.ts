/** The extension's packages this server has built (src/server/downloads.ts), by browser. */
export type ExtensionBrowser = 'chrome' | 'firefox';

export interface ExtensionDownload {
  browser: ExtensionBrowser;
  /** Same-origin path of the zip, e.g. `/downloads/replypilot-chrome.zip`. */
  url: string;
  file: string;
  bytes: number;
}

const BROWSERS = new Set<string>(['chrome', 'firefox']);

function isDownload(entry: unknown): entry is ExtensionDownload {
  if (typeof entry !== 'object' || entry === null) return false;
  const { browser, url, file, bytes } = entry as Record<string, unknown>;
  return (
    typeof browser === 'string' &&
    BROWSERS.has(browser) &&
    typeof url === 'string' &&
    url.startsWith('/downloads/') &&
    typeof file === 'string' &&
    typeof bytes === 'number'
  );
}

/**
 * Asks `/downloads/index.json` which packages exist, so the page links only to those. Never
 * throws: a server without the route, or one that cannot be reached, lists nothing.
 */
export async function fetchExtensionDownloads(
  fetchImpl: typeof fetch = fetch,
): Promise<Partial<Record<ExtensionBrowser, ExtensionDownload>>> {
  try {
    const response = await fetchImpl('/downloads/index.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return {};
    const body = (await response.json()) as { downloads?: unknown };
    const list = Array.isArray(body?.downloads) ? body.downloads.filter(isDownload) : [];
    return Object.fromEntries(list.map((entry) => [entry.browser, entry]));
  } catch {
    return {};
  }
}
