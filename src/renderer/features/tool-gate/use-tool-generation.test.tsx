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
import { GRADE_RESULT } from './gate-test-server.ts';
import { resetToolGateStore, usageStorageKey, useToolGateStore } from './tool-gate-store.ts';
import { resetVerificationTimers } from './use-tool-gate.ts';
import { useToolGeneration, type ToolGeneration } from './use-tool-generation.ts';

const TOOL = 'reply-grader';
const api = vi.hoisted(() => ({ generate: vi.fn() }));

/** The generate function answering what each test scripts (as a GenerateOutcome); status never answers. */
const answer = (outcome: GenerateOutcome<'reply-grader'>) =>
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
const input = { post: 'A post worth replying to', reply: 'A thoughtful reply' };
const lastToast = () => useToastStore.getState().toasts[0];
const seen: { generation?: ToolGeneration<'reply-grader'> } = {};
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
  it('returns the response, stores the new record and toasts success (info)', async () => {
    const after = usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    const response = {
      tool: TOOL,
      result: GRADE_RESULT,
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
    expect(lastToast()).toMatchObject({ title: 'Tool Used Successfully', variant: 'info' });
    expect(controls.reportUse).toHaveBeenCalled();
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

  it('on a 403 share refusal: stores the record, toasts the out-of-uses text and opens the share prompt', async () => {
    const blocked = usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    api.generate.mockResolvedValue({
      kind: 'gate',
      refusal: { error: 'x', code: 'gate', action: 'share', usage: blocked },
    });
    expect(await generate()).toBeNull();
    expect(useToolGateStore.getState().records[TOOL]).toEqual(blocked);
    expect(lastToast()).toMatchObject({
      title: 'Usage Limit Reached',
      description: 'Share Reply Grader on social media to unlock 4 more free uses.',
      variant: 'destructive',
    });
    expect(controls.openPrompt).toHaveBeenCalledWith('share');
  });

  it('on a 403 payment refusal: toasts Upgrade to Continue and opens the payment prompt', async () => {
    const spent = usage({
      totalUsage: 5,
      freeUsageRemaining: 0,
      hasSharedOnce: true,
      shareVerified: true,
      nextUnlockRequirement: 'payment',
    });
    api.generate.mockResolvedValue({
      kind: 'gate',
      refusal: { error: 'x', code: 'gate', action: 'payment', usage: spent },
    });
    expect(await generate()).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Upgrade to Continue',
      description: "You've used all 5 free generations. Upgrade for unlimited access!",
    });
    expect(controls.openPrompt).toHaveBeenCalledWith('payment');
  });

  it('on a 403 wait refusal: shows the verifying message and the share prompt (its progress)', async () => {
    const waiting = usage({
      totalUsage: 1,
      freeUsageRemaining: 0,
      hasSharedOnce: true,
      nextUnlockRequirement: 'payment',
      verifyAt: new Date(Date.now() + 60_000).toISOString(),
    });
    api.generate.mockResolvedValue({
      kind: 'gate',
      refusal: { error: 'x', code: 'gate', action: 'wait', usage: waiting },
    });
    await generate();
    expect(lastToast()?.description).toBe(
      "We're verifying your share. This usually takes 1-2 minutes.",
    );
    expect(controls.openPrompt).toHaveBeenCalledWith('share');
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
        'new-browser-limit',
        'Too many requests',
        'Too many new browsers from your network today. Sign in to keep using the free tools.',
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

  it('refuses from the stored record without calling the server', async () => {
    localStorage.setItem(
      usageStorageKey(TOOL),
      JSON.stringify(
        usage({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' }),
      ),
    );
    expect(await generate()).toBeNull();
    expect(api.generate).not.toHaveBeenCalled();
    expect(lastToast()).toMatchObject({
      title: 'Usage Limit Reached',
      description: 'Share Reply Grader on social media to unlock 4 more free uses.',
    });
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
    expect(lastToast()).toMatchObject({
      title: 'Upgrade to Continue',
      description: "You've used all 5 free generations. Upgrade for unlimited access!",
    });
    expect(controls.openPrompt).toHaveBeenCalledWith('payment');
  });
});
