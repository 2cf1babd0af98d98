import { describe, expect, it, vi } from 'vitest';
import {
  checkStatus,
  fetchBilling,
  fetchHealth,
  fetchSignIn,
  statusReport,
  type HealthCheck,
} from './health.ts';

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const ALL_FUNCTIONS = [
  'generate',
  'tool-usage',
  'magic-link-auth',
  'feature-request',
  'report-error',
  'extension-token',
  'reply',
  'pricing',
  'create-checkout-session',
  'checkout-status',
  'customer-portal',
  'delete-account',
  'stripe-webhook',
];
const healthy: HealthCheck = {
  state: 'operational',
  databaseUp: true,
  functions: ALL_FUNCTIONS,
  latencyMs: 12,
  checkedAt: new Date('2026-03-01T10:00:00Z'),
};

/** A backend answering /health, /config.json, the sign-in settings and pricing as scripted. */
function backend(
  options: {
    health?: [number, unknown];
    config?: unknown;
    settings?: [number, unknown];
    pricing?: [number, unknown];
  } = {},
) {
  const {
    health = [200, { status: 'ok', database: 'pglite', functions: ALL_FUNCTIONS }],
    config = { supabaseUrl: '/', supabaseAnonKey: 'sb_publishable_x' },
    settings = [200, { external: { email: true }, disable_signup: false }],
    pricing = [200, { billing: 'stripe', foundingPrices: false }],
  } = options;
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    if (path === '/health') return new Response(JSON.stringify(health[1]), { status: health[0] });
    if (path === '/config.json') return new Response(JSON.stringify(config));
    if (path === 'https://replypilot.app/auth/v1/settings') {
      const key = new Headers(init?.headers).get('apikey');
      if (key !== 'sb_publishable_x') return new Response('{}', { status: 401 });
      return new Response(JSON.stringify(settings[1]), { status: settings[0] });
    }
    if (path === 'https://replypilot.app/functions/v1/pricing') {
      const headers = new Headers(init?.headers);
      if (init?.method !== 'POST' || init.body !== '{}') return new Response('{}', { status: 400 });
      if (
        headers.get('apikey') !== 'sb_publishable_x' ||
        headers.get('authorization') !== 'Bearer sb_publishable_x'
      )
        return new Response('{}', { status: 401 });
      return new Response(JSON.stringify(pricing[1]), { status: pricing[0] });
    }
    return new Response('not found', { status: 404 });
  }) as unknown as typeof fetch;
}

describe('fetchHealth', () => {
  it('reads an operational backend', async () => {
    const result = await fetchHealth(
      answer(200, { status: 'ok', database: 'pglite', functions: ['report-error', 7] }),
    );
    expect(result).toMatchObject({
      state: 'operational',
      databaseUp: true,
      functions: ['report-error'],
      latencyMs: expect.any(Number),
    });
  });

  it('reads a 503 with a database problem as degraded', async () => {
    const result = await fetchHealth(answer(503, { status: 'unavailable', database: 'postgres' }));
    expect(result).toMatchObject({ state: 'degraded', databaseUp: false, functions: [] });
  });

  it('treats a network failure or a non-JSON answer as an outage', async () => {
    expect((await fetchHealth(() => Promise.reject(new TypeError('offline')))).state).toBe(
      'outage',
    );
    expect(
      (await fetchHealth(() => Promise.resolve(new Response('<html>', { status: 502 })))).state,
    ).toBe('outage');
  });
});

describe('fetchSignIn', () => {
  const origin = 'https://replypilot.app';

  it('is up when the sign-in service answers with email sign-in on, asked with the site key', async () => {
    expect(await fetchSignIn(backend(), origin)).toBe(true);
  });

  it('is down when the service refuses, offers no email sign-in, or cannot be found', async () => {
    expect(await fetchSignIn(backend({ settings: [500, {}] }), origin)).toBe(false);
    expect(
      await fetchSignIn(backend({ settings: [200, { external: { email: false } }] }), origin),
    ).toBe(false);
    expect(await fetchSignIn(backend({ config: { nothing: true } }), origin)).toBe(false);
    expect(await fetchSignIn(() => Promise.reject(new TypeError('offline')), origin)).toBe(false);
  });
});

describe('fetchBilling', () => {
  const origin = 'https://replypilot.app';

  it('reads the billing mode from pricing, asked with the site key as the website asks it', async () => {
    expect(await fetchBilling(backend(), origin)).toBe('stripe');
    expect(await fetchBilling(backend({ pricing: [200, { billing: 'test' }] }), origin)).toBe(
      'test',
    );
    expect(await fetchBilling(backend({ pricing: [200, { billing: 'off' }] }), origin)).toBe('off');
  });

  it('is null when the call fails or the answer is not a billing mode', async () => {
    expect(await fetchBilling(backend({ pricing: [500, { code: 'server-error' }] }), origin)).toBe(
      null,
    );
    expect(await fetchBilling(backend({ pricing: [200, { billing: 'free' }] }), origin)).toBe(null);
    expect(await fetchBilling(backend({ config: { nothing: true } }), origin)).toBe(null);
    expect(await fetchBilling(() => Promise.reject(new TypeError('offline')), origin)).toBe(null);
  });
});

describe('statusReport', () => {
  it('all services up, payments taken by the payment provider: operational', () => {
    const report = statusReport(healthy, true, 'stripe');
    expect(report.services).toEqual({
      website: 'up',
      signIn: 'up',
      aiTools: 'up',
      payments: 'up',
      extension: 'up',
    });
    expect(report.state).toBe('operational');
    expect(report.latencyMs).toBe(12);
  });

  it('a test-mode checkout is offered and working: payments in test mode, still operational', () => {
    const report = statusReport(healthy, true, 'test');
    expect(report.services.payments).toBe('test-mode');
    expect(report.state).toBe('operational');
  });

  it('billing off: payments not offered on this server, which does not degrade the whole', () => {
    const report = statusReport(healthy, true, 'off');
    expect(report.services.payments).toBe('not-yet');
    expect(report.state).toBe('operational');
  });

  it('a failed pricing call puts payments down, whatever else answers', () => {
    const report = statusReport(healthy, true, null);
    expect(report.services.payments).toBe('down');
    expect(report.services.aiTools).toBe('up');
    expect(report.state).toBe('degraded');
  });

  it('payments are down when a function they need is not served, in any billing mode', () => {
    for (const missing of [
      'pricing',
      'create-checkout-session',
      'customer-portal',
      'stripe-webhook',
    ]) {
      const functions = ALL_FUNCTIONS.filter((f) => f !== missing);
      for (const billing of ['stripe', 'test', 'off'] as const) {
        const report = statusReport({ ...healthy, functions }, true, billing);
        expect(report.services.payments, `${missing} missing, ${billing}`).toBe('down');
        expect(report.state).toBe('degraded');
      }
    }
  });

  it('a service whose function is not served is down, and the whole is degraded', () => {
    const report = statusReport(
      { ...healthy, functions: ALL_FUNCTIONS.filter((f) => f !== 'reply') },
      true,
      'stripe',
    );
    expect(report.services.extension).toBe('down');
    expect(report.services.aiTools).toBe('up');
    expect(report.state).toBe('degraded');
  });

  it('without the database, everything but the website is down', () => {
    const report = statusReport(
      { ...healthy, state: 'degraded', databaseUp: false, functions: ALL_FUNCTIONS },
      true,
      'stripe',
    );
    expect(report.services).toEqual({
      website: 'up',
      signIn: 'down',
      aiTools: 'down',
      payments: 'down',
      extension: 'down',
    });
    expect(report.state).toBe('degraded');
  });

  it('sign-in down on its own', () => {
    const report = statusReport(healthy, false, 'stripe');
    expect(report.services.signIn).toBe('down');
    expect(report.state).toBe('degraded');
  });

  it('an unreachable server is an outage', () => {
    const report = statusReport({ state: 'outage', checkedAt: new Date() }, false, null);
    expect(report.state).toBe('outage');
    expect(report.services.website).toBe('down');
    expect(report.services.payments).toBe('down');
    expect(report.latencyMs).toBeNull();
  });
});

describe('checkStatus', () => {
  it('runs the checks together', async () => {
    vi.stubGlobal('location', { origin: 'https://replypilot.app' });
    try {
      const fetchImpl = backend();
      const report = await checkStatus(fetchImpl);
      expect(report.state).toBe('operational');
      expect(report.services.payments).toBe('up');
      // The site's address is read once for both calls that need it.
      const configReads = vi.mocked(fetchImpl).mock.calls.filter(([url]) => url === '/config.json');
      expect(configReads).toHaveLength(1);
      const testMode = await checkStatus(backend({ pricing: [200, { billing: 'test' }] }));
      expect(testMode.services.payments).toBe('test-mode');
      const failing = await checkStatus(backend({ pricing: [503, {}] }));
      expect(failing.services.payments).toBe('down');
      expect(failing.state).toBe('degraded');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
