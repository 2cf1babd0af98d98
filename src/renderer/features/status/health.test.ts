import { describe, expect, it, vi } from 'vitest';
import { checkStatus, fetchHealth, fetchSignIn, statusReport, type HealthCheck } from './health.ts';

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
];
const healthy: HealthCheck = {
  state: 'operational',
  databaseUp: true,
  functions: ALL_FUNCTIONS,
  latencyMs: 12,
  checkedAt: new Date('2026-03-01T10:00:00Z'),
};

/** A backend answering /health, /config.json and the sign-in settings as scripted. */
function backend(
  options: { health?: [number, unknown]; config?: unknown; settings?: [number, unknown] } = {},
) {
  const {
    health = [200, { status: 'ok', database: 'pglite', functions: ALL_FUNCTIONS }],
    config = { supabaseUrl: '/', supabaseAnonKey: 'sb_publishable_x' },
    settings = [200, { external: { email: true }, disable_signup: false }],
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

describe('statusReport', () => {
  it('all services up: operational, payments honestly not available yet', () => {
    const report = statusReport(healthy, true);
    expect(report.services).toEqual({
      website: 'up',
      signIn: 'up',
      aiTools: 'up',
      payments: 'not-yet',
      extension: 'up',
    });
    expect(report.state).toBe('operational');
    expect(report.latencyMs).toBe(12);
  });

  it('a service whose function is not served is down, and the whole is degraded', () => {
    const report = statusReport(
      { ...healthy, functions: ALL_FUNCTIONS.filter((f) => f !== 'reply') },
      true,
    );
    expect(report.services.extension).toBe('down');
    expect(report.services.aiTools).toBe('up');
    expect(report.state).toBe('degraded');
  });

  it('without the database, everything but the website is down', () => {
    const report = statusReport(
      { ...healthy, state: 'degraded', databaseUp: false, functions: [] },
      true,
    );
    expect(report.services).toMatchObject({
      website: 'up',
      signIn: 'down',
      aiTools: 'down',
      extension: 'down',
    });
    expect(report.state).toBe('degraded');
  });

  it('sign-in down on its own', () => {
    const report = statusReport(healthy, false);
    expect(report.services.signIn).toBe('down');
    expect(report.state).toBe('degraded');
  });

  it('an unreachable server is an outage', () => {
    const report = statusReport({ state: 'outage', checkedAt: new Date() }, false);
    expect(report.state).toBe('outage');
    expect(report.services.website).toBe('down');
    expect(report.latencyMs).toBeNull();
  });
});

describe('checkStatus', () => {
  it('runs the checks together', async () => {
    vi.stubGlobal('location', { origin: 'https://replypilot.app' });
    try {
      const report = await checkStatus(backend());
      expect(report.state).toBe('operational');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
