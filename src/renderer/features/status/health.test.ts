import { describe, expect, it } from 'vitest';
import { fetchHealth } from './health.ts';

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('fetchHealth', () => {
  it('reads an operational backend', async () => {
    const result = await fetchHealth(
      answer(200, { status: 'ok', database: 'pglite', functions: ['report-error', 7] }),
    );
    expect(result).toMatchObject({
      state: 'operational',
      database: 'pglite',
      functions: ['report-error'],
      latencyMs: expect.any(Number),
    });
  });

  it('reads a 503 with a database problem as degraded', async () => {
    const result = await fetchHealth(answer(503, { status: 'unavailable', database: 'postgres' }));
    expect(result).toMatchObject({ state: 'degraded', database: 'postgres', functions: [] });
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
