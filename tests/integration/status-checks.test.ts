// The status page's checks (src/renderer/features/status/health.ts) against the embedded
// backend itself: each service a user sees is judged from a real answer.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { checkStatus, fetchSignIn } from '../../src/renderer/features/status/health.ts';
import { forEachBackend } from '../support/backends.ts';

forEachBackend('status page checks', ({ start }) => {
  let server: RunningServer;
  /** fetch as the page does: paths on the site's own origin. */
  const pageFetch = ((input: string | URL | Request, init?: RequestInit) =>
    fetch(new URL(String(input), server.url), init)) as typeof fetch;

  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  it('finds every service that exists up, and payments not available yet', async () => {
    const report = await checkStatus(pageFetch);
    expect(report.services).toEqual({
      website: 'up',
      signIn: 'up',
      aiTools: 'up',
      payments: 'not-yet',
      extension: 'up',
    });
    expect(report.state).toBe('operational');
    expect(report.latencyMs).toEqual(expect.any(Number));
  });

  it('asks the real sign-in service, with the key the website uses', async () => {
    expect(await fetchSignIn(pageFetch, server.url)).toBe(true);
    // Without the site's key the sign-in service refuses: the check is not a formality.
    const keyless = ((input: string | URL | Request, init?: RequestInit) =>
      String(input).endsWith('/auth/v1/settings')
        ? fetch(new URL(String(input), server.url))
        : pageFetch(input, init)) as typeof fetch;
    expect(await fetchSignIn(keyless, server.url)).toBe(false);
  });
});
