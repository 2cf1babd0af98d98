import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../../test-utils/fake-platform.ts';
import { defaultUsage, type ToolUsageState } from '../../../shared/tool-gate.ts';
import {
  fetchSocialProof,
  fetchUsage,
  generate,
  mergeDevice,
  rateTool,
  resetUsage,
  socialProofToolId,
  startShare,
  verifyShare,
} from './api.ts';
import { getDeviceId, resetDeviceIdForTests } from './device-id.ts';
import { BIO_RESULT, TEST_TOOL } from './gate-test-server.ts';

const mock = vi.hoisted(() => ({
  invoke: vi.fn(),
  rpc: vi.fn(),
  load: vi.fn(),
}));

withFakeSupabase({
  getSupabase: () => mock.load(),
});

/** What supabase-js returns for a non-2xx answer: error.context is the Response. */
function httpError(status: number, body: unknown) {
  return {
    data: null,
    error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      context: new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    }),
  };
}

const usage = (patch: Partial<ToolUsageState> = {}): ToolUsageState => ({
  ...defaultUsage('reply-grader'),
  ...patch,
});

beforeEach(() => {
  mock.load.mockResolvedValue({ functions: { invoke: mock.invoke }, rpc: mock.rpc });
});

afterEach(() => {
  vi.clearAllMocks();
  resetDeviceIdForTests();
  localStorage.clear();
});

describe('tool-usage calls', () => {
  it('asks for the status with the browser device id and returns the record', async () => {
    const record = usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    mock.invoke.mockResolvedValue({ data: { usage: record }, error: null });
    expect(await fetchUsage('reply-grader')).toEqual({ ok: true, usage: record });
    expect(mock.invoke).toHaveBeenCalledWith('tool-usage', {
      body: { action: 'status', toolId: 'reply-grader', deviceId: getDeviceId() },
    });
  });

  it('sends start-share with the platform, verify-share with the share details', async () => {
    mock.invoke.mockResolvedValue({ data: { usage: usage() }, error: null });
    await startShare('reply-grader', 'linkedin');
    expect(mock.invoke).toHaveBeenLastCalledWith('tool-usage', {
      body: {
        action: 'start-share',
        toolId: 'reply-grader',
        platform: 'linkedin',
        deviceId: getDeviceId(),
      },
    });
    await verifyShare('reply-grader', {
      shareUrl: 'https://x.com/intent/tweet?text=a',
      userAgent: 'u'.repeat(600),
      referrer: '',
    });
    const body = mock.invoke.mock.lastCall![1].body;
    expect(body).toMatchObject({
      action: 'verify-share',
      toolId: 'reply-grader',
      shareUrl: 'https://x.com/intent/tweet?text=a',
      referrer: '',
    });
    expect(body.userAgent).toHaveLength(500); // the server's limit
  });

  it('reads 409 too-early with its record from the response body', async () => {
    const record = usage({ hasSharedOnce: true, verifyAt: '2030-01-01T00:00:00.000Z' });
    mock.invoke.mockResolvedValue(
      httpError(409, { error: 'Not yet', code: 'too-early', usage: record }),
    );
    expect(
      await verifyShare('reply-grader', { shareUrl: 'x', userAgent: 'u', referrer: '' }),
    ).toEqual({ ok: false, status: 409, code: 'too-early', usage: record });
  });

  it('reports a network failure as status null, and a malformed 200 as unexpected', async () => {
    mock.invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('Failed to send'), { context: new TypeError('fetch failed') }),
    });
    expect(await fetchUsage('reply-grader')).toMatchObject({
      ok: false,
      status: null,
      code: 'network-error',
    });
    mock.load.mockRejectedValueOnce(new Error('config.json unreachable'));
    expect(await fetchUsage('reply-grader')).toMatchObject({ ok: false, status: null });
    mock.invoke.mockResolvedValue({ data: { usage: { toolId: 'x' } }, error: null });
    expect(await fetchUsage('reply-grader')).toMatchObject({
      ok: false,
      code: 'unexpected-response',
    });
  });

  it('merges the device and resets (404 where the server forbids it)', async () => {
    mock.invoke.mockResolvedValueOnce({ data: { merged: 3 }, error: null });
    expect(await mergeDevice()).toEqual({ ok: true, merged: 3 });
    expect(mock.invoke).toHaveBeenLastCalledWith('tool-usage', {
      body: { action: 'merge', deviceId: getDeviceId() },
    });
    mock.invoke.mockResolvedValueOnce(httpError(404, { error: 'Not found' }));
    expect(await resetUsage('reply-grader')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('generate', () => {
  // Any tool: the gate's calls do not depend on what the tool writes.
  const input = { niche: 'sourdough baking' };

  it('returns a checked response for the tool', async () => {
    const response = {
      tool: TEST_TOOL,
      result: BIO_RESULT,
      engine: { kind: 'offline' },
      cached: false,
      usage: usage({ totalUsage: 1, freeUsageRemaining: 0 }),
    };
    mock.invoke.mockResolvedValue({ data: response, error: null });
    const outcome = await generate(TEST_TOOL, input);
    expect(outcome).toEqual({ kind: 'ok', response });
    expect(mock.invoke).toHaveBeenCalledWith('generate', {
      body: { tool: TEST_TOOL, input, options: undefined, deviceId: getDeviceId() },
    });
  });

  it('rejects a result that breaks the tool schema or names another tool', async () => {
    const base = { engine: { kind: 'offline' }, cached: false, usage: usage() };
    mock.invoke.mockResolvedValueOnce({
      data: { ...base, tool: TEST_TOOL, result: { bios: 'three' } },
      error: null,
    });
    expect(await generate(TEST_TOOL, input)).toEqual({
      kind: 'error',
      status: 500,
      code: 'unexpected-response',
    });
    mock.invoke.mockResolvedValueOnce({
      data: { ...base, tool: 'smart-hashtag-generator', result: BIO_RESULT },
      error: null,
    });
    expect((await generate(TEST_TOOL, input)).kind).toBe('error');
  });

  it('returns the gate refusal on 403', async () => {
    const refusal = {
      error: 'Share first',
      code: 'gate',
      action: 'share',
      usage: usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' }),
    };
    mock.invoke.mockResolvedValue(httpError(403, refusal));
    expect(await generate(TEST_TOOL, input)).toEqual({ kind: 'gate', refusal });
  });

  it('passes the code of 400, 429 and 500 through, and names answers without one by status', async () => {
    for (const [status, code] of [
      [400, 'invalid-request'],
      [429, 'rate-limited'],
      [500, 'server-error'],
    ] as const) {
      mock.invoke.mockResolvedValueOnce(httpError(status, { error: 'English text', code }));
      expect(await generate(TEST_TOOL, input)).toEqual({ kind: 'error', status, code });
      mock.invoke.mockResolvedValueOnce(httpError(status, { message: 'a proxy page' }));
      expect(await generate(TEST_TOOL, input)).toEqual({
        kind: 'error',
        status,
        code: status === 400 ? 'unexpected-response' : code,
      });
    }
  });
});

describe('social proof', () => {
  it('uses the reply grader figures for ids outside the catalogue', () => {
    expect(socialProofToolId('smart-hashtag-generator')).toBe('smart-hashtag-generator');
    expect(socialProofToolId('viral-prompt-generator')).toBe('reply-grader');
  });

  it('reads the one row, coercing bigint strings', async () => {
    mock.rpc.mockResolvedValue({
      data: [{ total_users: '12847', today_usage: 31, rating: 4.9, ratings_count: '210' }],
      error: null,
    });
    expect(await fetchSocialProof('tweet-engagement-predictor')).toEqual({
      totalUsers: 12847,
      todayUsage: 31,
      rating: 4.9,
      ratingsCount: 210,
    });
    expect(mock.rpc).toHaveBeenCalledWith('tool_social_proof', { p_tool_id: 'reply-grader' });
  });

  it('answers null on an error or a malformed row', async () => {
    mock.rpc.mockResolvedValueOnce({ data: null, error: { message: 'boom' } });
    expect(await fetchSocialProof('reply-grader')).toBeNull();
    mock.rpc.mockResolvedValueOnce({ data: [{ total_users: -1 }], error: null });
    expect(await fetchSocialProof('reply-grader')).toBeNull();
  });

  it('rates 1 to 5 stars only', async () => {
    mock.rpc.mockResolvedValue({ data: null, error: null });
    expect(await rateTool('reply-grader', 4)).toBe(true);
    expect(mock.rpc).toHaveBeenCalledWith('rate_tool', { p_tool_id: 'reply-grader', p_stars: 4 });
    expect(await rateTool('reply-grader', 6)).toBe(false);
    expect(mock.rpc).toHaveBeenCalledTimes(1);
    mock.rpc.mockResolvedValue({ data: null, error: { message: 'Sign in to rate a tool' } });
    expect(await rateTool('reply-grader', 5)).toBe(false);
  });
});
