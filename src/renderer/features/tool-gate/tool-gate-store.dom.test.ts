import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvokeFunction } from '../../platform/index.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import type { UsageOutcome } from './api.ts';
import { defaultUsage, type SharingEvent, type ToolUsageState } from '../../../shared/tool-gate.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import {
  SHARING_EVENTS_KEY,
  logSharingEvent,
  mergedStorageKey,
  readSharingEvents,
  readStoredRecord,
  resetToolGateStore,
  usageStorageKey,
  useToolGateStore,
} from './tool-gate-store.ts';

const api = vi.hoisted(() => ({
  fetchUsage: vi.fn(),
  mergeDevice: vi.fn(),
  fetchSocialProof: vi.fn(),
}));

/** The tool-usage function as the store meets it, answering what each test scripts. */
const answer = (outcome: UsageOutcome | { ok: true; merged: number }) =>
  outcome.ok
    ? {
        ok: true,
        status: 200,
        data: 'merged' in outcome ? { merged: outcome.merged } : { usage: outcome.usage },
      }
    : {
        ok: false,
        status: outcome.status,
        code: outcome.code,
        message: null,
        body: outcome.usage ? { usage: outcome.usage } : {},
      };
withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (_name: string, body: { action: string; toolId?: string }) =>
      answer(
        await (body.action === 'merge' ? api.mergeDevice() : api.fetchUsage(body.toolId)),
      )) as InvokeFunction,
    toolUsage: { socialProof: (toolId) => api.fetchSocialProof(toolId), rate: async () => true },
  }),
);

const TOOL = 'reply-grader';
const record = (patch: Partial<ToolUsageState> = {}): ToolUsageState => ({
  ...defaultUsage(TOOL),
  ...patch,
});
const store = () => useToolGateStore.getState();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const event = (n: number): SharingEvent => ({
  toolId: TOOL,
  platform: 'twitter',
  shareUrl: `https://x.com/intent/tweet?n=${n}`,
  timestamp: new Date(n * 1000).toISOString(),
  userAgent: 'test',
  referrer: '',
});

beforeEach(() => {
  api.fetchUsage.mockResolvedValue({ ok: true, usage: record({ totalUsage: 1 }) });
  api.mergeDevice.mockResolvedValue({ ok: true, merged: 1 });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  resetToolGateStore();
  resetAuthStore();
  localStorage.clear();
});

describe('records in localStorage', () => {
  it('mirrors each record under replypilot.tool-usage.<toolId> and reads it back', () => {
    const r = record({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    store().setRecord(r);
    expect(JSON.parse(localStorage.getItem(usageStorageKey(TOOL))!)).toEqual(r);
    resetToolGateStore(); // as after a reload
    expect(store().records[TOOL]).toBeUndefined();
    store().hydrate(TOOL);
    expect(store().records[TOOL]).toEqual(r);
  });

  it('ignores stored records that are malformed or belong to another tool', () => {
    localStorage.setItem(usageStorageKey(TOOL), '{not json');
    expect(readStoredRecord(TOOL)).toBeNull();
    localStorage.setItem(usageStorageKey(TOOL), JSON.stringify(defaultUsage('other-tool')));
    expect(readStoredRecord(TOOL)).toBeNull();
    localStorage.setItem(usageStorageKey(TOOL), JSON.stringify({ ...record(), totalUsage: -1 }));
    expect(readStoredRecord(TOOL)).toBeNull();
  });

  it('silently ignores storage that throws on read and write', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => store().hydrate(TOOL)).not.toThrow();
    const r = record({ totalUsage: 1 });
    expect(() => store().setRecord(r)).not.toThrow();
    expect(store().records[TOOL]).toEqual(r); // the page still shows it
    expect(() =>
      store().setPendingShare(TOOL, { platform: 'twitter', shareUrl: 'u' }),
    ).not.toThrow();
    expect(() => store().forget(TOOL)).not.toThrow();
    expect(() => logSharingEvent(event(1))).not.toThrow();
    expect(readSharingEvents()).toEqual([]);
  });

  it('forgets a tool: record, pending share and stored copies', () => {
    store().setRecord(record({ totalUsage: 1 }));
    store().setPendingShare(TOOL, {
      platform: 'reddit',
      shareUrl: 'https://www.reddit.com/submit',
    });
    store().forget(TOOL);
    expect(store().records[TOOL]).toBeUndefined();
    expect(store().pendingShares[TOOL]).toBeUndefined();
    expect(localStorage.getItem(usageStorageKey(TOOL))).toBeNull();
    store().hydrate(TOOL);
    expect(store().pendingShares[TOOL]).toBeUndefined();
  });
});

describe('sharing event log', () => {
  it('keeps the last 100 events, oldest dropped first', () => {
    for (let n = 1; n <= 105; n++) logSharingEvent(event(n));
    const events = readSharingEvents();
    expect(events).toHaveLength(100);
    expect(events[0]).toEqual(event(6));
    expect(events.at(-1)).toEqual(event(105));
  });

  it('drops malformed entries', () => {
    localStorage.setItem(SHARING_EVENTS_KEY, JSON.stringify([event(1), { toolId: 1 }, 'x']));
    expect(readSharingEvents()).toEqual([event(1)]);
  });
});

describe('server status and sign-in', () => {
  it('loads the status once the session is known, then marks the tool synced', async () => {
    useAuthStore.setState({ status: 'loading' });
    // mayHaveSession() is false, so init answers signed-out at once
    store().ensureStatus(TOOL);
    await flush();
    expect(api.fetchUsage).toHaveBeenCalledTimes(1);
    expect(store().synced[TOOL]).toBe(true);
    expect(store().records[TOOL]?.totalUsage).toBe(1);
    store().ensureStatus(TOOL); // already known: no second call
    await flush();
    expect(api.fetchUsage).toHaveBeenCalledTimes(1);
  });

  it('lets the latest status request win', async () => {
    let first!: (value: unknown) => void;
    api.fetchUsage
      .mockImplementationOnce(() => new Promise((resolve) => (first = resolve)))
      .mockResolvedValueOnce({ ok: true, usage: record({ totalUsage: 3 }) });
    const slow = store().loadStatus(TOOL);
    await store().loadStatus(TOOL);
    first({ ok: true, usage: record({ totalUsage: 1 }) });
    await slow;
    expect(store().records[TOOL]?.totalUsage).toBe(3);
  });

  it('merges the visitor records once per user on sign-in, then reloads the status', async () => {
    store().ensureStatus(TOOL);
    await flush();
    expect(api.fetchUsage).toHaveBeenCalledTimes(1);
    useAuthStore.setState({
      status: 'signed-in',
      user: { id: 'user-1' } as never,
      session: {} as never,
    });
    await flush();
    expect(api.mergeDevice).toHaveBeenCalledTimes(1);
    expect(api.fetchUsage).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(mergedStorageKey('user-1'))).toBe('true');
    // sign out and in again: reloads, but no second merge for this user
    useAuthStore.setState({ status: 'signed-out', user: null, session: null });
    await flush();
    useAuthStore.setState({
      status: 'signed-in',
      user: { id: 'user-1' } as never,
      session: {} as never,
    });
    await flush();
    expect(api.mergeDevice).toHaveBeenCalledTimes(1);
    expect(api.fetchUsage).toHaveBeenCalledTimes(4);
  });

  it('retries the merge on the next sign-in when it failed', async () => {
    api.mergeDevice.mockResolvedValueOnce({ ok: false, status: 500 });
    store().ensureStatus(TOOL);
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u2' } as never });
    await flush();
    expect(localStorage.getItem(mergedStorageKey('u2'))).toBeNull();
    useAuthStore.setState({ status: 'signed-out', user: null });
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u2' } as never });
    await flush();
    expect(api.mergeDevice).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(mergedStorageKey('u2'))).toBe('true');
  });
});

describe('social proof', () => {
  it('loads each tool once unless forced', async () => {
    const proof = { totalUsers: 5, todayUsage: 1, rating: null, ratingsCount: 0 };
    api.fetchSocialProof.mockResolvedValue(proof);
    await Promise.all([store().loadSocialProof(TOOL), store().loadSocialProof(TOOL)]);
    await store().loadSocialProof(TOOL);
    expect(api.fetchSocialProof).toHaveBeenCalledTimes(1);
    expect(store().socialProof[TOOL]).toEqual(proof);
    await store().loadSocialProof(TOOL, { force: true });
    expect(api.fetchSocialProof).toHaveBeenCalledTimes(2);
  });
});
