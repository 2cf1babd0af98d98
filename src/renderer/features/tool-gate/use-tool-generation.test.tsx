import { act, cleanup } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvokeFunction } from '../../platform/index.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import type { GenerateOutcome } from './api.ts';
import { defaultUsage, type ToolUsageState } from '../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { render } from '../../test-utils/render.tsx';
import { GateContext, type GateControls } from './gate-context.ts';
import { BIO_RESULT, TEST_TOOL } from './gate-test-server.ts';
import { resetToolGateStore, usageStorageKey, useToolGateStore } from './tool-gate-store.ts';
import { resetVerificationTimers } from './use-tool-gate.ts';
import { useToolGeneration, type ToolGeneration } from './use-tool-generation.ts';

const TOOL = TEST_TOOL;
const api = vi.hoisted(() => ({ generate: vi.fn() }));

/** The generate function answering what each test scripts (as a GenerateOutcome); status never answers. */
const answer = (outcome: GenerateOutcome<typeof TEST_TOOL>) =>
  outcome.kind === 'ok'
    ? { ok: true, status: 200, data: outcome.response }
    : outcome.kind === 'gate'
      ? { ok: false, status: 403, code: 'gate', message: null, body: outcome.refusal }
      : { ok: false, status: outcome.status, code: outcome.code, message: null, body: {} };
withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (name: string, body: unknown) =>
      name === 'generate'
        ? answer(await api.generate(body))
        : new Promise(() => {})) as InvokeFunction,
  }),
);

const usage = (patch: Partial<ToolUsageState> = {}): ToolUsageState => ({
  ...defaultUsage(TOOL),
  ...patch,
});
const input = { niche: 'Trail running and mountain photography' };
const lastToast = () => useToastStore.getState().toasts[0];
const seen: { generation?: ToolGeneration<typeof TEST_TOOL> } = {};
const controls = {
  toolId: TOOL,
  prompt: null,
  openPrompt: vi.fn(),
  closePrompt: vi.fn(),
  reportUse: vi.fn(),
} satisfies GateControls;

function Probe() {
  const generation = useToolGeneration(TOOL);
  useEffect(() => {
    seen.generation = generation;
  });
  return <p data-testid="pending">{String(generation.pending)}</p>;
}

function mount() {
  return render(
    <GateContext.Provider value={controls}>
      <Probe />
    </GateContext.Provider>,
  );
}

const generate = () => act(() => seen.generation!.generate(input));

beforeEach(() => mount());

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
  localStorage.clear();
});

describe('useToolGeneration', () => {
  it('returns the response and stores the new record; the result is the feedback (no toast)', async () => {
    const after = usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    const response = {
      tool: TOOL,
      result: BIO_RESULT,
      engine: { kind: 'offline' },
      cached: true,
      usage: after,
    };
    api.generate.mockResolvedValue({ kind: 'ok', response });
    expect(await generate()).toEqual(response);
    expect(api.generate).toHaveBeenCalledWith({
      tool: TOOL,
      input,
      options: undefined,
      deviceId: expect.any(String),
    });
    expect(useToolGateStore.getState().records[TOOL]).toEqual(after);
    expect(JSON.parse(localStorage.getItem(usageStorageKey(TOOL))!)).toEqual(after);
    expect(lastToast()).toBeUndefined();
    expect(controls.reportUse).toHaveBeenCalled();
    expect(controls.openPrompt).not.toHaveBeenCalled();
  });

  it('shows pending while the server works and ignores a second click meanwhile', async () => {
    let finish!: (value: unknown) => void;
    api.generate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    let first!: Promise<unknown>;
    act(() => {
      first = seen.generation!.generate(input);
    });
    expect(seen.generation!.pending).toBe(true);
    expect(await act(() => seen.generation!.generate(input))).toBeNull();
    expect(api.generate).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish({ kind: 'error', status: 500, message: 'Internal error' });
      await first;
    });
    expect(seen.generation!.pending).toBe(false);
  });

  it.each([
    [
      'share',
      usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' }),
      'share',
    ],
    [
      'wait',
      usage({
        totalUsage: 1,
        freeUsageRemaining: 0,
        hasSharedOnce: true,
        nextUnlockRequirement: 'payment',
        verifyAt: new Date(Date.now() + 60_000).toISOString(),
      }),
      'share',
    ],
    [
      'payment',
      usage({
        totalUsage: 5,
        freeUsageRemaining: 0,
        hasSharedOnce: true,
        shareVerified: true,
        nextUnlockRequirement: 'payment',
      }),
      'payment',
    ],
  ] as const)(
    'on a 403 %s refusal: stores the record and opens the %s prompt, and nothing else',
    async (action, record, prompt) => {
      api.generate.mockResolvedValue({
        kind: 'gate',
        refusal: { error: 'x', code: 'gate', action, usage: record },
      });
      expect(await generate()).toBeNull();
      expect(useToolGateStore.getState().records[TOOL]).toEqual(record);
      expect(controls.openPrompt).toHaveBeenCalledTimes(1);
      expect(controls.openPrompt).toHaveBeenCalledWith(prompt);
      expect(lastToast()).toBeUndefined();
    },
  );

  it("at the network's new-browser limit: the sign-in prompt, no toast", async () => {
    api.generate.mockResolvedValue({ kind: 'error', status: 429, code: 'new-browser-limit' });
    expect(await generate()).toBeNull();
    expect(controls.openPrompt).toHaveBeenCalledWith('sign-in');
    expect(lastToast()).toBeUndefined();
  });

  it('says what went wrong in words from the error code, with a title by status', async () => {
    const cases = [
      [
        400,
        'invalid-request',
        'Check your input',
        'Some of what you entered could not be accepted. Please check it and try again.',
      ],
      [
        429,
        'rate-limited',
        'Too many requests',
        'Too many attempts in a short time. Please wait a moment and try again.',
      ],
      [
        500,
        'server-error',
        'Generation failed',
        'Something went wrong on our side. Please try again.',
      ],
    ] as const;
    for (const [status, code, title, description] of cases) {
      api.generate.mockResolvedValueOnce({ kind: 'error', status, code });
      expect(await generate()).toBeNull();
      expect(lastToast()).toMatchObject({ title, description, variant: 'destructive' });
    }
    api.generate.mockResolvedValueOnce({ kind: 'error', status: null, code: 'network-error' });
    await generate();
    expect(lastToast()).toMatchObject({
      title: 'Generation failed',
      description: 'We could not reach the server. Check your connection and try again.',
    });
    expect(controls.openPrompt).not.toHaveBeenCalled();
    expect(useToolGateStore.getState().records[TOOL]).toBeUndefined();
  });

  it('refuses from the stored record without calling the server, with the same prompt', async () => {
    localStorage.setItem(
      usageStorageKey(TOOL),
      JSON.stringify(
        usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' }),
      ),
    );
    expect(await generate()).toBeNull();
    expect(api.generate).not.toHaveBeenCalled();
    expect(lastToast()).toBeUndefined();
    expect(controls.openPrompt).toHaveBeenCalledWith('share');
  });

  it('asks for payment the same way whether the stored record or the server refuses', async () => {
    localStorage.setItem(
      usageStorageKey(TOOL),
      JSON.stringify(
        usage({
          totalUsage: 5,
          freeUsageRemaining: 0,
          hasSharedOnce: true,
          shareVerified: true,
          nextUnlockRequirement: 'payment',
        }),
      ),
    );
    expect(await generate()).toBeNull();
    expect(api.generate).not.toHaveBeenCalled();
    expect(lastToast()).toBeUndefined();
    expect(controls.openPrompt).toHaveBeenCalledWith('payment');
  });
});
