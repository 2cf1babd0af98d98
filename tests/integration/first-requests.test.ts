// The first requests after start arrive together (a page load fires several at once);
// none may fail while the API prepares its per-connection role grants.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { forEachBackend } from '../support/backends.ts';

forEachBackend('first concurrent requests after start', ({ start }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('answers a burst of parallel API reads on a fresh server', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${server.url}/rest/v1/plan_limits?select=tier&limit=${i + 1}`, {
          headers: { apikey: server.publishableKey },
        }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(12).fill(200));
  });
});
