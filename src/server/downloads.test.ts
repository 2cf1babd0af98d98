import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { registerDownloadRoutes } from './downloads.ts';

const dir = mkdtempSync(join(tmpdir(), 'downloads-'));
// The smallest zip there is: an end-of-central-directory record.
const EMPTY_ZIP = Buffer.concat([Buffer.from('PK\x05\x06'), Buffer.alloc(18)]);
writeFileSync(join(dir, 'replypilot-chrome.zip'), EMPTY_ZIP);
// A folder where a package should be is no package.
mkdirSync(join(dir, 'replypilot-firefox.zip'));
writeFileSync(join(dir, 'secret.txt'), 'no');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const web = new Hono<{ Bindings: HttpBindings }>();
registerDownloadRoutes(web, dir);
const missing = new Hono<{ Bindings: HttpBindings }>();
registerDownloadRoutes(missing, join(dir, 'not-built'));

describe('/downloads', () => {
  it('lists only the packages that are built', async () => {
    const res = await web.request('/downloads/index.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = (await res.json()) as { downloads: Array<Record<string, unknown>> };
    expect(body.downloads).toEqual([
      {
        browser: 'chrome',
        file: 'replypilot-chrome.zip',
        url: '/downloads/replypilot-chrome.zip',
        bytes: EMPTY_ZIP.byteLength,
        builtAt: expect.any(String),
      },
    ]);
    expect(await (await missing.request('/downloads/index.json')).json()).toEqual({
      downloads: [],
    });
  });

  it('serves a built zip as an attachment that is revalidated', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await web.request('/downloads/replypilot-chrome.zip', { method });
      expect(res.status, method).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="replypilot-chrome.zip"',
      );
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-length')).toBe(String(EMPTY_ZIP.byteLength));
      if (method === 'GET') expect(Buffer.from(await res.arrayBuffer())).toEqual(EMPTY_ZIP);
    }
  });

  it('answers 404, never a server error, for anything not built or not a package', async () => {
    for (const [app, path] of [
      [web, '/downloads/replypilot-firefox.zip'],
      [missing, '/downloads/replypilot-chrome.zip'],
      [web, '/downloads/secret.txt'],
      [web, '/downloads/..%2Fsecret.txt'],
      [web, '/downloads/x/replypilot-chrome.zip'],
      [web, '/downloads'],
      [web, '/downloads/'],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ error: 'Not found', code: 'not-found' });
    }
  });
});
