// The status page's checks (src/renderer/features/status/health.ts) against the embedded
// backend itself: each service a user sees is judged from a real answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import {
  checkStatus,
  fetchBilling,
  fetchSignIn,
} from '../../src/renderer/features/status/health.ts';
import { forEachBackend } from '../support/backends.ts';

/** fetch as the page does: paths on the site's own origin. */
const pageFetchFor = (server: RunningServer) =>
  ((input: string | URL | Request, init?: RequestInit) =>
    fetch(new URL(String(input), server.url), init)) as typeof fetch;

forEachBackend('status page checks', ({ start }) => {
  let server: RunningServer;
  const pageFetch = ((input: string | URL | Request, init?: RequestInit) =>
    pageFetchFor(server)(input, init)) as typeof fetch;

  beforeAll(async () => {
    // A server on this machine without a payment provider checks out in test mode.
    server = await start();
  });
  afterAll(() => server?.close());

  it('finds every service up, and payments in test mode', async () => {
    const report = await checkStatus(pageFetch);
    expect(report.services).toEqual({
      website: 'up',
      signIn: 'up',
      aiTools: 'up',
      payments: 'test-mode',
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

  it('asks the real pricing function, with the key the website uses', async () => {
    expect(await fetchBilling(pageFetch, server.url)).toBe('test');
    const keyless = ((input: string | URL | Request, init?: RequestInit) =>
      String(input).endsWith('/functions/v1/pricing')
        ? fetch(new URL(String(input), server.url), { method: 'POST', body: '{}' })
        : pageFetch(input, init)) as typeof fetch;
    expect(await fetchBilling(keyless, server.url)).toBe(null);
  });

  describe('other billing modes', () => {
    const others: RunningServer[] = [];
    afterAll(() => Promise.all(others.map((other) => other.close())));

    it('billing off: payments not offered on this server, the rest operational', async () => {
      const off = await start({ env: { BILLING_TEST_MODE: 'off' } });
      others.push(off);
      const report = await checkStatus(pageFetchFor(off));
      expect(report.services.payments).toBe('not-yet');
      expect(report.state).toBe('operational');
    });

    it('a payment provider configured: payments operational', async () => {
      const stripe = await start({ env: { STRIPE_SECRET_KEY: 'sk_test_status_check' } });
      others.push(stripe);
      const report = await checkStatus(pageFetchFor(stripe));
      expect(report.services.payments).toBe('up');
      expect(report.state).toBe('operational');
    });
  });
});
