import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformOver, withPlatform } from '../../test-utils/fake-platform.ts';
import { defaultUsage, type ToolUsageState } from '../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import {
  DEFAULT_SUBSCRIPTION,
  resetSubscriptionStore,
  useSubscriptionStore,
} from '../../stores/subscription-store.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { GateTestServer } from './gate-test-server.ts';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';
import { ToolWrapper } from './ToolWrapper.tsx';
import { resetVerificationTimers } from './use-tool-gate.ts';
import { useToolGeneration } from './use-tool-generation.ts';

const TOOL = 'reply-grader';
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
  toolUsage: {
    socialProof: async () => ({ totalUsers: 12847, todayUsage: 12, rating: 4.9, ratingsCount: 40 }),
    rate: async () => true,
  },
}));

function GradeButton() {
  const { generate, pending } = useToolGeneration(TOOL);
  return (
    <button disabled={pending} onClick={() => void generate({ post: 'A post', reply: 'A reply' })}>
      Grade my reply
    </button>
  );
}

function mount() {
  return render(
    <ToolWrapper toolId={TOOL}>
      <GradeButton />
    </ToolWrapper>,
    { route: '/tools/reply-grader' },
  );
}

const seed = (patch: Partial<ToolUsageState>) => {
  server.current!.record = { ...defaultUsage(TOOL), ...patch };
};

beforeEach(() => {
  server.current = new GateTestServer(TOOL);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetVerificationTimers();
  resetToolGateStore();
  resetToastsForTests();
  resetAuthStore();
  resetSubscriptionStore();
  localStorage.clear();
  subscriptionRpc.data = null;
});

describe('ToolWrapper', () => {
  it('shows the social proof, the usage banner and the tool', async () => {
    mount();
    expect(screen.getByRole('button', { name: 'Grade my reply' })).toBeTruthy();
    expect(await screen.findByText('Try your first free generation!')).toBeTruthy();
    const proof = await screen.findByRole('region', { name: 'Tool statistics' });
    expect(proof.textContent).toContain('12,847');
    expect(within(proof).getByText('Trusted by creators')).toBeTruthy();
  });

  it('opens the share prompt when a blocked user tries again, with all 8 networks', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    seed({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    mount();
    expect(await screen.findByText(/You've used your free trial!/)).toBeTruthy();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Grade my reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share to unlock 4 more free uses' });
    expect(server.current!.calls).not.toContain('generate');
    const networks = within(dialog).getByRole('group', { name: 'Share networks' });
    expect(
      within(networks)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Share on X',
      'Share on LinkedIn',
      'Share on Facebook',
      'Share on Reddit',
      'Share on WhatsApp',
      'Share on Telegram',
      'Share on Instagram',
      'Share on TikTok',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/),
      '_blank',
      'width=600,height=400',
    );
    // The prompt turns into the waiting view with its progress
    expect(await screen.findByRole('dialog', { name: 'Verifying your share' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Share verification progress' })).toBeTruthy();
    expect(
      screen.getAllByText("We're verifying your share. This usually takes 1-2 minutes.").length,
    ).toBeGreaterThan(0);
  });

  it('opens the payment prompt with the pricing section and, for visitors, the trial', async () => {
    seed({
      totalUsage: 5,
      hasSharedOnce: true,
      shareVerified: true,
      sharedPlatforms: ['twitter'],
    });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock unlimited access' });
    expect(
      within(dialog).getByText(
        "You've used all 5 free generations! Upgrade to unlimited access for just $9.99/month.",
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'See plans and pricing' }).getAttribute('href'),
    ).toBe('/#pricing');
    expect(
      within(dialog).getByRole('link', { name: 'Start 7-day free trial' }).getAttribute('href'),
    ).toBe('/auth?plan=creator');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no trial to a signed-in user', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    seed({ totalUsage: 5, hasSharedOnce: true, shareVerified: true });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock unlimited access' });
    expect(within(dialog).queryByRole('link', { name: 'Start 7-day free trial' })).toBeNull();
  });

  it('marks the record paid when the subscription turns paid while the page is open', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    seed({ totalUsage: 5, hasSharedOnce: true, shareVerified: true });
    subscriptionRpc.data = DEFAULT_SUBSCRIPTION;
    mount();
    await waitFor(() => expect(useSubscriptionStore.getState().subscription).not.toBeNull());
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeTruthy();
    // The upgrade lands (e.g. checkout finished in another tab)
    server.current!.paid = true;
    subscriptionRpc.data = {
      ...DEFAULT_SUBSCRIPTION,
      subscription_tier: 'creator',
      subscription_status: 'active',
      tools_access: true,
    };
    await act(() => useSubscriptionStore.getState().refresh());
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Welcome to Pro',
        variant: 'success',
      }),
    );
    expect(await screen.findByText("Unlimited access - you're all set!")).toBeTruthy();
  });

  it('invites a signed-in user to rate the tool after a successful use', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    mount();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    expect(screen.queryByRole('group', { name: 'How useful was this tool?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Grade my reply' }));
    expect(await screen.findByRole('group', { name: 'How useful was this tool?' })).toBeTruthy();
  });
});
