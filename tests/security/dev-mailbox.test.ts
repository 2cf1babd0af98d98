// The development mailbox holds live sign-in links: it answers a developer on this machine
// and nobody else, not a web page using DNS rebinding, not a request through a proxy.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';
import { rawRequest } from '../support/http.ts';

forEachBackend('development mailbox', ({ start }) => {
  let local: RunningServer;
  let everywhere: RunningServer;
  let everywhereByDefault: RunningServer;
  beforeAll(async () => {
    [local, everywhere, everywhereByDefault] = await Promise.all([
      start(),
      start({ host: '0.0.0.0', env: { DEV_MAILBOX: 'on' } }),
      start({ host: '0.0.0.0' }),
    ]);
    // One mail with a live link in each mailbox.
    for (const server of [local, everywhere])
      await rawRequest(server.url, '/auth/v1/otp', {
        method: 'POST',
        headers: { apikey: server.publishableKey },
        body: JSON.stringify({ email: `dev-${Date.now()}@example.test` }),
      });
  });
  afterAll(async () => {
    await Promise.all([local?.close(), everywhere?.close(), everywhereByDefault?.close()]);
  });

  const paths = ['/dev/mailbox.json', '/dev/mailbox', '/dev/%6dailbox.json', '/DEV/mailbox.json/'];

  it('answers the developer on this machine', async () => {
    const r = await rawRequest(local.url, '/dev/mailbox.json');
    expect(r.status).toBe(200);
    expect(r.json<{ mails: unknown[] }>().mails.length).toBeGreaterThan(0);
    const port = new URL(local.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const same = await rawRequest(local.url, '/dev/mailbox.json', {
        headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      });
      expect(same.status).toBe(200);
    }
  });

  it.each([
    ['a foreign Host (DNS rebinding)', { host: 'evil.example' }],
    ['a foreign Host with our port', { host: 'evil.example:8787' }],
    ['a rebinding name that resolves to loopback', { host: '127.0.0.1.nip.io' }],
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a proxy (X-Forwarded-For)', { 'x-forwarded-for': '127.0.0.1' }],
    ['a proxy (Forwarded)', { forwarded: 'for=127.0.0.1' }],
    ['a proxy (X-Forwarded-Host)', { 'x-forwarded-host': 'localhost' }],
    ['a proxy (X-Real-IP)', { 'x-real-ip': '127.0.0.1' }],
    ['a proxy (Via)', { via: '1.1 nginx' }],
  ])('refuses %s', async (_name, headers: Record<string, string>) => {
    for (const path of paths) {
      const r = await rawRequest(local.url, path, { headers });
      expect(r.status, path).toBe(403);
      expect(r.text).not.toContain('/auth/v1/verify');
    }
  });

  it('is not served when the server listens beyond this machine', async () => {
    const r = await rawRequest(
      everywhere.url.replace('localhost', '127.0.0.1'),
      '/dev/mailbox.json',
    );
    expect(r.status).toBe(403);
    expect(r.text).not.toContain('/auth/v1/verify');
  });

  it('is off by default when the server listens beyond this machine', async () => {
    const r = await rawRequest(
      everywhereByDefault.url.replace('localhost', '127.0.0.1'),
      '/dev/mailbox.json',
    );
    expect(r.status).toBe(404);
  });
});
