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
import { GateTestServer, TEST_TOOL } from './gate-test-server.ts';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';
import { ToolWrapper } from './ToolWrapper.tsx';
import { resetVerificationTimers } from './use-tool-gate.ts';
import { useToolGeneration } from './use-tool-generation.ts';

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
  toolUsage: {
    socialProof: async () => ({ totalUsers: 12847, todayUsage: 12, rating: 4.9, ratingsCount: 40 }),
    rate: async () => true,
  },
}));

function GenerateButton() {
  const { generate, pending } = useToolGeneration(TOOL);
  return (
    <button disabled={pending} onClick={() => void generate({ niche: 'sourdough baking' })}>
      Generate bios
    </button>
  );
}

function mount() {
  return render(
    <ToolWrapper toolId={TOOL}>
      <GenerateButton />
    </ToolWrapper>,
    { route: PATH },
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
  sessionStorage.clear();
  subscriptionRpc.data = null;
});

const lastToast = () => useToastStore.getState().toasts[0];
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate bios' }));
const notice = () => screen.queryByText(/You've used/)?.closest<HTMLElement>('[role="status"]');
/** a comes before b in the page. */
const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('ToolWrapper', () => {
  it('shows the tool first, the social proof under it; no gate banner above the tool', async () => {
    mount();
    const button = screen.getByRole('button', { name: 'Generate bios' });
    const proof = await screen.findByRole('region', { name: 'Tool statistics' });
    expect(proof.textContent).toContain('12,847');
    expect(within(proof).getByText('Trusted by creators')).toBeTruthy();
    // It arrives late and may hide: under the tool it never pushes the form down.
    expect(before(button, proof)).toBe(true);
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/of 5 free uses/)).toBeNull();
  });

  it('after the free use: no success toast, and the next step under the tool and its result', async () => {
    mount();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    generate();
    await waitFor(() => expect(notice()).toBeTruthy());
    expect(lastToast()).toBeUndefined();
    const next = notice()!;
    expect(next.textContent).toContain(
      "You've used your free use of this tool. Share it to unlock 4 more free uses, or start the 7-day free trial for unlimited use.",
    );
    expect(before(screen.getByRole('button', { name: 'Generate bios' }), next)).toBe(true);
    expect(within(next).getByRole('button', { name: 'Share to unlock 4 more' })).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Start 7-day free trial' })).toBeTruthy();
  });

  it('answers a blocked attempt with the share dialog alone, then thanks for the share', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    seed({ totalUsage: 1, freeUsageRemaining: 0, nextUnlockRequirement: 'share' });
    mount();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    expect(notice()).toBeTruthy();
    generate();
    const dialog = await screen.findByRole('dialog', { name: 'Share to unlock 4 more free uses' });
    expect(server.current!.calls).not.toContain('generate');
    // One message for the event: no toast, and the notice under the result steps aside.
    expect(lastToast()).toBeUndefined();
    expect(notice()).toBeFalsy();
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
    expect(await screen.findByRole('dialog', { name: 'Thanks for sharing!' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Time until your free uses unlock' }),
    ).toBeTruthy();
    expect(screen.queryByText(/verif/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Closed, the notice under the result says the same.
    expect(
      await screen.findByText(
        'Thanks for sharing! Your 4 more free uses unlock in a minute or two.',
      ),
    ).toBeTruthy();
  });

  it('answers an attempt after the share uses with the payment dialog: the trial, then the plans', async () => {
    seed({ totalUsage: 5, hasSharedOnce: true, shareVerified: true, sharedPlatforms: ['twitter'] });
    mount();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    generate();
    const dialog = await screen.findByRole('dialog', { name: 'Keep using this tool' });
    expect(lastToast()).toBeUndefined();
    expect(
      within(dialog).getByText(
        "You've used all 5 free uses of this tool. Start the 7-day free trial or upgrade for unlimited use, from $9.99/month.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('7 days of unlimited use, no card needed.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Start 7-day free trial', '/auth?plan=creator'],
      ['See plans and pricing', '/#pricing'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the trial to a signed-in user who never had one, not to one who had', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    seed({ totalUsage: 5, hasSharedOnce: true, shareVerified: true });
    subscriptionRpc.data = { ...DEFAULT_SUBSCRIPTION, subscription_status: 'active' };
    mount();
    await waitFor(() => expect(useSubscriptionStore.getState().subscription).not.toBeNull());
    generate();
    let dialog = await screen.findByRole('dialog', { name: 'Keep using this tool' });
    // Signed in: the trial starts in place (a button), no sign-up link.
    expect(within(dialog).getByRole('button', { name: 'Start 7-day free trial' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    subscriptionRpc.data = {
      ...DEFAULT_SUBSCRIPTION,
      subscription_status: 'active',
      trial_ends_at: '2026-01-08T00:00:00.000Z',
    };
    await act(() => useSubscriptionStore.getState().refresh());
    generate();
    dialog = await screen.findByRole('dialog', { name: 'Keep using this tool' });
    expect(within(dialog).queryByRole('button', { name: 'Start 7-day free trial' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Start 7-day free trial' })).toBeNull();
    expect(
      within(dialog).getByText(
        "You've used all 5 free uses of this tool. Upgrade for unlimited use, from $9.99/month.",
      ),
    ).toBeTruthy();
  });

  it("at the network's new-browser limit: says so, with a sign-in button right there", async () => {
    server.current!.generate = async () => ({
      kind: 'error',
      status: 429,
      code: 'new-browser-limit',
    });
    mount();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    generate();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to keep going' });
    expect(lastToast()).toBeUndefined();
    expect(dialog.textContent).toContain(
      'Many new browsers on your network have used the free tools today, the most we allow without an account. Sign in or create a free account to keep using them.',
    );
    const signIn = within(dialog).getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth');
    fireEvent.click(signIn);
    expect(sessionStorage.getItem('returnUrl')).toBe(PATH);
  });

  it('marks the record paid when the subscription turns paid while the page is open', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    seed({ totalUsage: 5, hasSharedOnce: true, shareVerified: true });
    subscriptionRpc.data = DEFAULT_SUBSCRIPTION;
    mount();
    await waitFor(() => expect(useSubscriptionStore.getState().subscription).not.toBeNull());
    expect(await screen.findByRole('link', { name: 'See plans and pricing' })).toBeTruthy();
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
    await waitFor(() => expect(notice()).toBeFalsy());
    expect(screen.queryByRole('link', { name: 'See plans and pricing' })).toBeNull();
  });

  it('invites a signed-in user to rate the tool after a successful use', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    mount();
    await waitFor(() => expect(useToolGateStore.getState().synced[TOOL]).toBe(true));
    expect(screen.queryByRole('group', { name: 'How useful was this tool?' })).toBeNull();
    generate();
    expect(await screen.findByRole('group', { name: 'How useful was this tool?' })).toBeTruthy();
  });
});
