import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * The browser extension's packages, as `npm run ext:build` writes them into `dist/extension/`
 * (scripts/build-extension.ts), downloaded from the dashboard:
 * - `GET /downloads/index.json` lists the packages that are built right now, so the page links
 *   only to files that exist;
 * - `GET /downloads/replypilot-chrome.zip`, `/downloads/replypilot-firefox.zip`: the zip, as an
 *   attachment, revalidated on every download (a rebuild replaces it under the same name).
 * Anything else under /downloads, a package not built, or a file that cannot be read is a 404:
 * a missing build is never a server error.
 */
export const EXTENSION_DOWNLOADS = [
  { browser: 'chrome', file: 'replypilot-chrome.zip' },
  { browser: 'firefox', file: 'replypilot-firefox.zip' },
] as const;

export interface DownloadListing {
  downloads: Array<{ browser: string; file: string; url: string; bytes: number; builtAt: string }>;
}

/** The packages found in `dir`, in the order above. */
export async function listDownloads(dir: string): Promise<DownloadListing> {
  const found = await Promise.all(
    EXTENSION_DOWNLOADS.map(async ({ browser, file }) => {
      try {
        const info = await stat(path.join(dir, file));
        if (!info.isFile()) return null;
        return {
          browser,
          file,
          url: `/downloads/${file}`,
          bytes: info.size,
          builtAt: info.mtime.toISOString(),
        };
      } catch {
        return null;
      }
    }),
  );
  return { downloads: found.filter((entry) => entry !== null) };
}

export function registerDownloadRoutes(web: Hono<{ Bindings: HttpBindings }>, dir: string): void {
  const notFound = { error: 'Not found', code: 'not-found' } as const;
  const names = new Set<string>(EXTENSION_DOWNLOADS.map((d) => d.file));

  web.get('/downloads/index.json', async (c) =>
    c.json(await listDownloads(dir), 200, { 'Cache-Control': 'no-cache' }),
  );

  web.get('/downloads/:file', async (c) => {
    const file = c.req.param('file');
    if (!names.has(file)) return c.json(notFound, 404);
    let bytes: Buffer;
    let modified: Date;
    try {
      const full = path.join(dir, file);
      const info = await stat(full);
      if (!info.isFile()) return c.json(notFound, 404);
      modified = info.mtime;
      bytes = await readFile(full);
    } catch {
      return c.json(notFound, 404);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-cache',
      'Last-Modified': modified.toUTCString(),
    });
  });

  // Other paths under /downloads (nested, or the folder itself) exist no more than unknown files.
  web.all('/downloads', (c) => c.json(notFound, 404));
  web.all('/downloads/*', (c) => c.json(notFound, 404));
}
