import { act, cleanup } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformOver, withPlatform } from '../../test-utils/fake-platform.ts';
import { SHARE_WINDOW_FEATURES } from '../../../shared/share-links.ts';
import { defaultUsage, type ToolUsageState } from '../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import {
  DEFAULT_SUBSCRIPTION,
  resetSubscriptionStore,
  useSubscriptionStore,
} from '../../stores/subscription-store.ts';
import { render, screen } from '../../test-utils/render.tsx';
import { GateContext, type GateControls } from './gate-context.ts';
import { GateTestServer, TEST_TOOL } from './gate-test-server.ts';
import {
  pendingShareStorageKey,
  readSharingEvents,
  resetToolGateStore,
  usageStorageKey,
  useToolGateStore,
} from './tool-gate-store.ts';
import {
  VERIFY_RETRY_MS,
  resetVerificationTimers,
  useToolGate,
  type ToolGate,
} from './use-tool-gate.ts';
import { useToolGeneration, type ToolGeneration } from './use-tool-generation.ts';

const TOOL = TEST_TOOL;
const PATH = '/tools/instagram-bio-generator';
const server = vi.hoisted(() => ({ current: undefined as undefined | GateTestServer }));
const subscriptionRpc = vi.hoisted(() => ({ data: null as unknown }));

withPlatform(() => ({
  ...platformOver({
    mayHaveSession: () => false,
    getSupabase: async () => ({
      rpc: () => ({
        limit: () => ({ maybeSingle: async () => ({ data: subscriptionRpc.data, error: null }) }),
      }),
    }),
  }),
  invokeFunction: (name, body) => server.current!.invokeFunction(name, body),
}));

const seen: { gate?: ToolGate; generation?: ToolGeneration<typeof TEST_TOOL> } = {};

function Probe() {
  const gate = useToolGate(TOOL);
  const generation = useToolGeneration(TOOL);
  useEffect(() => {
    seen.gate = gate;
    seen.generation = generation;
  });
  return <p data-testid="status">{gate.statusText}</p>;
}

const controls = {
  toolId: TOOL,
  prompt: null,
  openPrompt: vi.fn(),
  closePrompt: vi.fn(),
  reportUse: vi.fn(),
} satisfies GateControls;

function mount(children: ReactNode = <Probe />) {
  return render(<GateContext.Provider value={controls}>{children}</GateContext.Provider>, {
    route: PATH,
  });
}

/** Lets timers and the mocked server's promises run. */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const lastToast = () => useToastStore.getState().toasts[0];
const gate = () => seen.gate!;
const input = { niche: 'Sourdough baking for busy parents' };
const SHARE_TEXT = 'A handy bio generator: https://replypilot.app/tools/instagram-bio-generator';

let openSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  server.current = new GateTestServer(TOOL);
  openSpy = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.unstubAllEnvs();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
  resetSubscriptionStore();
  localStorage.clear();
  subscriptionRpc.data = null;
});

describe('useToolGate: the whole free-use journey', () => {
  it('trial use → share → verify at verifyAt → 4 more → payment', async () => {
    mount();
    await advance();
    expect(server.current!.calls).toEqual(['status']);
    expect(screen.getByTestId('status').textContent).toBe('1 free use, then 4 more when you share');
    expect(gate()).toMatchObject({
      canUse: true,
      requirement: 'none',
      action: null,
      progressPct: 0,
    });

    // The trial use
    let response = await act(() => seen.generation!.generate(input));
    expect(response?.result.bios).toHaveLength(3);
    // The result is the feedback: no success toast.
    expect(lastToast()).toBeUndefined();
    expect(controls.reportUse).toHaveBeenCalledTimes(1);
    expect(gate()).toMatchObject({
      canUse: false,
      requirement: 'share',
      action: 'share',
      progressPct: 20,
      statusText: 'Free use spent: share for 4 more',
      trialOffered: true,
    });
    expect(gate().gateText).toBe(
      "You've used your free use of this tool. Share it to unlock 4 more free uses, or start the 7-day free trial for unlimited use.",
    );

    // Blocked locally: the server is not asked; the share prompt opens, and nothing else
    response = await act(() => seen.generation!.generate(input));
    expect(response).toBeNull();
    expect(server.current!.calls.filter((c) => c === 'generate')).toHaveLength(1);
    expect(lastToast()).toBeUndefined();
    expect(controls.openPrompt).toHaveBeenLastCalledWith('share');

    // Sharing opens a 600×400 window on the network and tells the server
    let started = false;
    await act(async () => {
      started = await gate().startShare('twitter', SHARE_TEXT);
    });
    expect(started).toBe(true);
    expect(openSpy).toHaveBeenCalledTimes(1);
    const [link, target, features] = openSpy.mock.calls[0]!;
    expect(String(link)).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=/);
    // The user's text, the address once (X adds it after the text).
    expect(new URL(String(link)).searchParams.get('text')).toBe('A handy bio generator:');
    expect(new URL(String(link)).searchParams.get('url')).toBe(
      'https://replypilot.app/tools/instagram-bio-generator',
    );
    expect([target, features]).toEqual(['_blank', SHARE_WINDOW_FEATURES]);
    expect(server.current!.calls).toContain('start-share:twitter');
    expect(gate()).toMatchObject({
      action: 'wait',
      verifying: true,
      statusText: 'Thanks for sharing! 4 more uses unlock shortly',
    });
    expect(gate().gateText).toBe(
      'Thanks for sharing! Your 4 more free uses unlock in a minute or two.',
    );
    expect(JSON.parse(localStorage.getItem(pendingShareStorageKey(TOOL))!)).toEqual({
      platform: 'twitter',
      shareUrl: link,
    });

    // Nothing is verified before verifyAt; at verifyAt it is
    await advance(89_999);
    expect(server.current!.calls).not.toContain('verify-share');
    await advance(1);
    expect(server.current!.calls.filter((c) => c === 'verify-share')).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      title: '4 more free uses unlocked',
      description: 'Thanks for sharing! You can use the tool again.',
      variant: 'success',
    });
    expect(controls.closePrompt).toHaveBeenCalledWith('share');
    expect(gate()).toMatchObject({
      canUse: true,
      verifying: false,
      statusText: '4 free uses remaining',
    });
    expect(gate().record.sharedPlatforms).toEqual(['twitter']);
    expect(readSharingEvents()).toEqual([
      expect.objectContaining({ toolId: TOOL, platform: 'twitter', shareUrl: link }),
    ]);
    expect(localStorage.getItem(pendingShareStorageKey(TOOL))).toBeNull();

    // Four more uses
    for (const left of [3, 2, 1, 0]) {
      expect(await act(() => seen.generation!.generate(input))).not.toBeNull();
      expect(gate().record.freeUsageRemaining).toBe(left);
    }
    expect(screen.getByTestId('status').textContent).toBe('All 5 free uses spent');
    expect(gate()).toMatchObject({ requirement: 'payment', action: 'payment', progressPct: 100 });
    expect(gate().gateText).toBe(
      "You've used all 5 free uses of this tool. Start the 7-day free trial or upgrade for unlimited use, from $9.99/month.",
    );

    // Then the trial or a plan: the payment prompt, and no toast
    const toastsBefore = useToastStore.getState().toasts.length;
    expect(await act(() => seen.generation!.generate(input))).toBeNull();
    expect(server.current!.calls.filter((c) => c === 'generate')).toHaveLength(5);
    expect(useToastStore.getState().toasts).toHaveLength(toastsBefore);
    expect(controls.openPrompt).toHaveBeenLastCalledWith('payment');
    // The mirror holds the final state for the next visit
    expect(JSON.parse(localStorage.getItem(usageStorageKey(TOOL))!)).toMatchObject({
      totalUsage: 5,
      freeUsageRemaining: 0,
      nextUnlockRequirement: 'payment',
    });
  });

  it('shows the stored record at once, before the server answers', async () => {
    const stored: ToolUsageState = {
      ...defaultUsage(TOOL),
      totalUsage: 3,
      freeUsageRemaining: 2,
      hasSharedOnce: true,
      shareVerified: true,
    };
    localStorage.setItem(usageStorageKey(TOOL), JSON.stringify(stored));
    server.current!.record = stored;
    server.current!.status = () => new Promise(() => {}); // never answers
    mount();
    expect(screen.getByTestId('status').textContent).toBe('2 free uses remaining');
    expect(gate().loaded).toBe(false);
  });

  it('says 1 free use remaining in the singular', async () => {
    server.current!.record = {
      ...defaultUsage(TOOL),
      totalUsage: 4,
      shareVerified: true,
      hasSharedOnce: true,
    };
    mount();
    await advance();
    expect(screen.getByTestId('status').textContent).toBe('1 free use remaining');
  });
});

describe('useToolGate: blocked storage', () => {
  it('still works when localStorage throws on every call', async () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    mount();
    await advance();
    expect(await act(() => seen.generation!.generate(input))).not.toBeNull();
    expect(gate().action).toBe('share');
    await act(() => gate().startShare('tiktok', SHARE_TEXT));
    await advance(90_000);
    expect(gate()).toMatchObject({ canUse: true, statusText: '4 free uses remaining' });
    expect(lastToast()?.title).toBe('4 more free uses unlocked');
  });
});

describe('useToolGate: sharing and verification', () => {
  async function blockedAfterTrial() {
    mount();
    await advance();
    await act(() => seen.generation!.generate(input));
  }

  it('toasts Sharing Failed when the popup is blocked, and tells the server nothing', async () => {
    await blockedAfterTrial();
    openSpy.mockReturnValue(null);
    let started = true;
    await act(async () => {
      started = await gate().startShare('facebook', SHARE_TEXT);
    });
    expect(started).toBe(false);
    expect(lastToast()).toMatchObject({
      title: 'Sharing Failed',
      description: 'Unable to open sharing window. Please try again.',
      variant: 'destructive',
    });
    expect(server.current!.calls.some((c) => c.startsWith('start-share'))).toBe(false);
    expect(gate().action).toBe('share');
  });

  it('reschedules after a too-early answer and verifies on the next try', async () => {
    await blockedAfterTrial();
    server.current!.clockSkewMs = -2000; // the server's clock runs 2 s behind
    await act(() => gate().startShare('reddit', SHARE_TEXT));
    // The browser reaches the server's verifyAt 2 s before the server does.
    await advance(Date.parse(gate().record.verifyAt!) - Date.now());
    expect(server.current!.calls.filter((c) => c === 'verify-share')).toHaveLength(1);
    expect(gate().verifying).toBe(true);
    expect(lastToast()).toBeUndefined();
    await advance(VERIFY_RETRY_MS - 1);
    expect(server.current!.calls.filter((c) => c === 'verify-share')).toHaveLength(1);
    await advance(1);
    expect(server.current!.calls.filter((c) => c === 'verify-share')).toHaveLength(2);
    expect(lastToast()?.title).toBe('4 more free uses unlocked');
    expect(gate().record.freeUsageRemaining).toBe(4);
  });

  it('says the free uses could not be unlocked yet, and why when the server is unreachable', async () => {
    await blockedAfterTrial();
    await act(() => gate().startShare('telegram', SHARE_TEXT));
    server.current!.verifyShare = async () => ({
      ok: false,
      status: 500,
      code: 'server-error',
      usage: null,
    });
    await advance(90_000);
    expect(lastToast()).toMatchObject({
      title: 'Your free uses could not be unlocked yet',
      description: 'Something went wrong on our side. Please try again in a moment.',
      variant: 'destructive',
    });
    server.current!.verifyShare = async () => ({
      ok: false,
      status: null,
      code: 'network-error',
      usage: null,
    });
    await act(() => gate().verifyShare());
    expect(lastToast()).toMatchObject({
      title: 'Your free uses could not be unlocked yet',
      description: 'We could not reach the server. Check your connection and try again.',
    });
  });

  it('resumes a pending verification after a reload', async () => {
    await blockedAfterTrial();
    await act(() => gate().startShare('whatsapp', SHARE_TEXT));
    const link = String(openSpy.mock.calls[0]![0]);
    await advance(30_000);
    // Reload: the page and every timer go away; the stored record and share stay.
    cleanup();
    resetVerificationTimers();
    resetToolGateStore();
    const verify = vi.spyOn(server.current!, 'verifyShare');
    mount();
    await advance();
    expect(gate().verifying).toBe(true);
    await advance(59_999);
    expect(verify).not.toHaveBeenCalled();
    await advance(1);
    expect(verify).toHaveBeenCalledWith(TOOL, expect.objectContaining({ shareUrl: link }));
    expect(gate().record.shareVerified).toBe(true);
    expect(readSharingEvents()[0]?.platform).toBe('whatsapp');
  });

  it('stops the verification timer when no component shows the tool', async () => {
    await blockedAfterTrial();
    await act(() => gate().startShare('linkedin', SHARE_TEXT));
    cleanup();
    await advance(120_000);
    expect(server.current!.calls).not.toContain('verify-share');
  });
});

describe('useToolGate: paid users and reset', () => {
  it('shows unlimited access to a paid user', async () => {
    server.current!.paid = true;
    mount();
    await advance();
    expect(gate()).toMatchObject({
      canUse: true,
      progressPct: 100,
      statusKey: 'unlimited',
      statusText: "Unlimited access - you're all set!",
    });
  });

  it('markPaid refreshes the subscription and the record: Welcome to Pro', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    mount();
    await advance();
    server.current!.paid = true;
    subscriptionRpc.data = {
      ...DEFAULT_SUBSCRIPTION,
      subscription_tier: 'starter',
      subscription_status: 'active',
      tools_access: true,
    };
    let ok = false;
    await act(async () => {
      ok = await gate().markPaid();
    });
    expect(ok).toBe(true);
    expect(useSubscriptionStore.getState().subscription?.subscription_tier).toBe('starter');
    expect(lastToast()).toMatchObject({ title: 'Welcome to Pro', variant: 'success' });
    expect(controls.closePrompt).toHaveBeenCalledWith('payment');
    expect(gate().record.isPaidUser).toBe(true);
  });

  it('markPaid toasts Update Failed when the account is not paid', async () => {
    mount();
    await advance();
    await act(() => gate().markPaid());
    expect(lastToast()).toMatchObject({
      title: 'Update Failed',
      description: 'Unable to update your account status. Please contact support.',
      variant: 'destructive',
    });
  });

  it('offers reset in development: server reset, local data cleared, Progress Reset', async () => {
    mount();
    await advance();
    await act(() => seen.generation!.generate(input));
    expect(gate().record.totalUsage).toBe(1);
    await act(() => gate().reset!());
    expect(server.current!.calls).toContain('reset');
    expect(lastToast()).toMatchObject({ title: 'Progress Reset', variant: 'success' });
    expect(gate().record.totalUsage).toBe(0);
    expect(useToolGateStore.getState().records[TOOL]?.totalUsage).toBe(0);
  });

  it('has no reset outside development', async () => {
    vi.stubEnv('DEV', false);
    mount();
    await advance();
    expect(gate().reset).toBeUndefined();
  });
});
