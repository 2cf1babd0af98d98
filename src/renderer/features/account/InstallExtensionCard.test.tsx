import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '../../test-utils/render.tsx';
import { fetchExtensionDownloads, type ExtensionDownload } from './extension-downloads.ts';
import { InstallExtensionCard } from './InstallExtensionCard.tsx';

const chrome: ExtensionDownload = {
  browser: 'chrome',
  file: 'replypilot-chrome.zip',
  url: '/downloads/replypilot-chrome.zip',
  bytes: 200 * 1024,
};
const onlyChrome = () => Promise.resolve({ chrome });

describe('InstallExtensionCard', () => {
  it('links only the packages that are built, with the steps for each browser', async () => {
    render(<InstallExtensionCard connected={false} loadDownloads={onlyChrome} />);
    const link = await screen.findByTestId('download-chrome');
    expect(link.getAttribute('href')).toBe('/downloads/replypilot-chrome.zip');
    expect(link.getAttribute('download')).toBe('replypilot-chrome.zip');
    expect(link.textContent).toMatch(/Download for Chrome \(200\s?kB\)/);
    // Firefox is not built here: no link, a plain note instead.
    expect(screen.queryByTestId('download-firefox')).toBeNull();
    expect(screen.getByTestId('download-firefox-missing').textContent).toContain('not available');

    const chromeSteps = within(screen.getByTestId('install-chrome'));
    expect(chromeSteps.getByText('Open chrome://extensions in the address bar.')).toBeTruthy();
    expect(chromeSteps.getByText(/Developer mode/)).toBeTruthy();
    expect(chromeSteps.getByText(/Load unpacked and pick the unzipped folder/)).toBeTruthy();
    const firefoxSteps = within(screen.getByTestId('install-firefox'));
    expect(firefoxSteps.getByText('Open about:debugging and choose This Firefox.')).toBeTruthy();
    expect(firefoxSteps.getByText(/Load Temporary Add-on… and pick the zip/)).toBeTruthy();
    expect(firefoxSteps.getByText(/until it restarts/)).toBeTruthy();
    expect(screen.getByText(/open this page again while signed in/)).toBeTruthy();
  });

  it('says when the extension is connected, with the steps folded away', async () => {
    render(<InstallExtensionCard connected loadDownloads={onlyChrome} />);
    expect(screen.getByTestId('install-connected').textContent).toContain(
      'installed and connected',
    );
    expect(screen.queryByTestId('install-chrome')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the install steps' }));
    expect(await screen.findByTestId('download-chrome')).toBeTruthy();
    expect(screen.queryByText(/open this page again/)).toBeNull();
  });
});

describe('fetchExtensionDownloads', () => {
  const answer = (body: unknown, status = 200) =>
    (async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;

  it('keeps the well-formed entries, by browser', async () => {
    const found = await fetchExtensionDownloads(
      answer({
        downloads: [
          { ...chrome, builtAt: '2026-11-26T08:00:00.000Z' },
          { browser: 'safari', file: 'x.zip', url: '/downloads/x.zip', bytes: 1 },
          { browser: 'firefox', file: 'f.zip', url: 'https://elsewhere.test/f.zip', bytes: 1 },
        ],
      }),
    );
    expect(Object.keys(found)).toEqual(['chrome']);
    expect(found.chrome?.url).toBe('/downloads/replypilot-chrome.zip');
  });

  it('lists nothing when the server has no such route or cannot be reached', async () => {
    expect(await fetchExtensionDownloads(answer({ error: 'Not found' }, 404))).toEqual({});
    expect(
      await fetchExtensionDownloads((async () => new Response('<!doctype html>')) as typeof fetch),
    ).toEqual({});
    expect(
      await fetchExtensionDownloads((async () =>
        Promise.reject(new TypeError('offline'))) as typeof fetch),
    ).toEqual({});
  });
});
