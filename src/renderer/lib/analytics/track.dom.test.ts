import type { Session, User } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_PRICES } from '../../../shared/plans.ts';
import { bindPlatform, type AnalyticsEventRow, type BillingDetails } from '../../platform/index.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { recordCheckoutOnce } from './checkout.ts';
import { FALLBACK_PURCHASE_VALUE, resetAnalytics, track } from './index.ts';
import { QUEUE_STORAGE_KEY, RECORDED_CHECKOUTS_KEY, SESSION_STORAGE_KEY } from './keys.ts';
import { FLUSH_INTERVAL_MS } from './queue.ts';

const WORKSPACE = '22222222-2222-4222-8222-222222222222';

function signIn(id: string) {
  useAuthStore.setState({
    status: 'signed-in',
    user: { id } as User,
    session: { user: { id } } as Session,
  });
}

/** The platform's analytics repository records what it is given. */
function bind(billing: BillingDetails | null = null) {
  const batches: AnalyticsEventRow[][] = [];
  bindPlatform(
    fakePlatform({
      analytics: {
        insert: async (batch) => {
          batches.push(batch);
          return 'sent';
        },
      },
      workspace: { ...fakePlatform().workspace, ensure: async () => WORKSPACE },
      subscription: { ...fakePlatform().subscription, billing: async () => billing },
    }),
  );
  return batches;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sessionStorage.clear();
  localStorage.clear();
  resetAuthStore();
});
afterEach(() => {
  resetAnalytics();
  bindPlatform(undefined);
  resetAuthStore();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('track', () => {
  it('sends a signed-in user’s event with the session, platform, user agent and time', async () => {
    const batches = bind();
    signIn('user-1');
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    track('item_saved', { itemId: 'item-1', toolName: 'bio-generator', contentType: 'bio' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);

    expect(batches).toHaveLength(1);
    const [row] = batches[0]!;
    expect(row).toMatchObject({
      eventType: 'item_saved',
      workspaceId: WORKSPACE,
      sessionId: sessionStorage.getItem(SESSION_STORAGE_KEY),
      occurredAt: '2026-11-27T10:00:00.000Z',
      data: {
        platform: 'web',
        user_agent: navigator.userAgent,
        item_id: 'item-1',
        tool_name: 'bio-generator',
        content_type: 'bio',
      },
    });
    expect(row!.data.event_id).toEqual(expect.any(String));
    expect(sessionStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('keeps a visitor’s funnel until they are signed in, then sends it as theirs, in order', async () => {
    const batches = bind();
    useAuthStore.setState({ status: 'signed-out', user: null, session: null });
    track('clicked_save', { toolName: 'bio-generator', contentType: 'bio' });
    track('entered_email', { toolName: 'bio-generator' });
    await vi.advanceTimersByTimeAsync(3 * FLUSH_INTERVAL_MS);
    expect(batches).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(QUEUE_STORAGE_KEY)!)).toHaveLength(2);

    // A new page of the same tab (the sign-up's redirect) picks them up from session storage.
    resetAnalytics();
    track('completed_signup', { method: 'password' });
    signIn('user-1');
    await settle();
    expect(batches.map((batch) => batch.map((row) => row.eventType))).toEqual([
      ['clicked_save', 'entered_email', 'completed_signup'],
    ]);
    const sessions = new Set(batches[0]!.map((row) => row.sessionId));
    expect(sessions.size).toBe(1);
  });

  it('sends what waits when the page is hidden', async () => {
    const batches = bind();
    signIn('user-1');
    track('clicked_save');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await settle();
    } finally {
      Object.defineProperty(document, 'visibilityState', {
        value: 'visible',
        configurable: true,
      });
    }
    expect(batches).toHaveLength(1);
  });

  it('records the domain of a captured email, never the address', async () => {
    const batches = bind();
    signIn('user-1');
    track('email_captured', {
      toolName: 'bio-generator',
      leadMagnet: 'Watermark-Free Download',
      email: 'someone@example.com',
    });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(batches[0]![0]!.data).toMatchObject({ email_domain: 'example.com' });
    expect(JSON.stringify(batches)).not.toContain('someone');
  });

  it('keeps an event of the account a magic link signs in for that account only', async () => {
    const batches = bind();
    signIn('someone-else');
    track(
      'completed_signup',
      { method: 'magic_link', workspaceId: WORKSPACE },
      { userId: 'user-1' },
    );
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(batches).toEqual([]);
  });
});

describe('recordCheckoutOnce', () => {
  const status = {
    checkout: 'complete',
    plan: 'creator',
    period: 'annual',
    applied: true,
    tier: 'creator',
    status: 'active',
  } as const;
  const billing: BillingDetails = {
    period: 'annual',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    hasBillingAccount: true,
    foundingMember: true,
  };

  it('records the upgrade and the purchase at the plan’s charged price, once per checkout', async () => {
    const batches = bind(billing);
    signIn('user-1');
    await recordCheckoutOnce('cs_test_1234567890', status);
    await recordCheckoutOnce('cs_test_1234567890', status);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    const rows = batches.flat();
    expect(rows.map((row) => row.eventType)).toEqual(['upgraded', 'purchase']);
    expect(rows[1]!.data).toMatchObject({
      plan: 'creator',
      period: 'annual',
      value: PLAN_PRICES.creator.annual,
      currency: 'USD',
      trial: false,
      checkout_id: 'cs_test_1234567890',
    });
    // A reload (a new page, the same browser) does not record it again.
    expect(JSON.parse(localStorage.getItem(RECORDED_CHECKOUTS_KEY)!)).toEqual([
      'cs_test_1234567890',
    ]);
  });

  it('falls back to the default value only when the price paid cannot be known', async () => {
    const batches = bind(null);
    signIn('user-1');
    await recordCheckoutOnce('cs_test_abcdefghij', { ...status, status: 'trialing' });
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(batches.flat()[1]!.data).toMatchObject({
      value: FALLBACK_PURCHASE_VALUE,
      trial: true,
    });
  });
});
