import { describe, expect, it } from 'vitest';
import type { AppSupabase } from '../../lib/supabase.ts';
import { createInvokeFunction } from './invoke-function.ts';

/** A client whose functions.invoke answers `answer` (supabase-js's shape). */
const clientAnswering = (answer: unknown) => async () =>
  ({ functions: { invoke: async () => answer } }) as unknown as AppSupabase;

const httpError = (status: number, body: unknown) => ({
  data: null,
  error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  }),
  response: undefined,
});

const body = {
  title: 'Dark mode please',
  details: 'A dark theme at night, please.',
  category: 'tools' as const,
};

describe('invokeFunction', () => {
  it('returns the data when it fits the contract', async () => {
    const invoke = createInvokeFunction(
      clientAnswering({
        data: { received: true, id: 7 },
        error: null,
        response: new Response(null, { status: 201 }),
      }),
    );
    expect(await invoke('feature-request', body)).toEqual({
      ok: true,
      status: 201,
      data: { received: true, id: 7 },
    });
  });

  it('calls a 2xx answer that breaks the contract unexpected', async () => {
    const invoke = createInvokeFunction(clientAnswering({ data: { id: 'seven' }, error: null }));
    expect(await invoke('feature-request', body)).toMatchObject({
      ok: false,
      code: 'unexpected-response',
    });
  });

  it("passes the function's code and English text through, with the whole body", async () => {
    const refusal = { error: 'Too many feature requests', code: 'rate-limited' };
    const invoke = createInvokeFunction(clientAnswering(httpError(429, refusal)));
    expect(await invoke('feature-request', body)).toEqual({
      ok: false,
      status: 429,
      code: 'rate-limited',
      message: 'Too many feature requests',
      body: refusal,
    });
  });

  it('names answers without one of our codes by their status', async () => {
    for (const [status, answer, code] of [
      [401, { code: 401, message: 'Invalid JWT' }, 'sign-in-required'],
      [404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, 'not-found'],
      [500, { code: 'WORKER_ERROR' }, 'server-error'],
      [502, '<html>Bad gateway</html>', 'server-error'],
      [418, { error: 'odd', code: 'not-one-of-ours' }, 'unexpected-response'],
    ] as const) {
      const invoke = createInvokeFunction(clientAnswering(httpError(status, answer)));
      expect(await invoke('feature-request', body)).toMatchObject({ ok: false, status, code });
    }
  });

  it('reports an unreachable server, or a client that cannot load, as network-error', async () => {
    const fetchFailed = {
      data: null,
      error: Object.assign(new Error('Failed to send a request'), {
        context: new TypeError('fetch failed'),
      }),
    };
    expect(
      await createInvokeFunction(clientAnswering(fetchFailed))('feature-request', body),
    ).toMatchObject({
      ok: false,
      status: null,
      code: 'network-error',
    });
    const broken = createInvokeFunction(async () => {
      throw new Error('config.json unreachable');
    });
    expect(await broken('feature-request', body)).toMatchObject({
      status: null,
      code: 'network-error',
    });
  });
});
