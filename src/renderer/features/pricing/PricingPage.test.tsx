import { act, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PricingAnswer } from '../../../shared/contracts/billing.ts';
import {
  ANNUAL_MONTHS_FREE,
  LOCALIZED_MONTHLY_PRICES,
  PLAN_FEATURE_ROWS,
  PLAN_PRICES,
  TRIAL_DAYS,
  formatUsd,
} from '../../../shared/plans.ts';
import { SITE } from '../../../shared/site-config.ts';
import { SHARE_REWARD_USES, TRIAL_USES } from '../../../shared/tool-gate.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import type { InvokeFunction } from '../../platform/index.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import {
  DEFAULT_SUBSCRIPTION,
  resetSubscriptionStore,
  type Subscription,
} from '../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { forgetPricingFacts } from './pricing-facts.ts';
import { PricingPage, SignupPage } from './PricingPage.tsx';
import { leavePage } from './use-checkout.ts';

// The server's answer arrives after a render or two; a busy machine may need more than 1 s.
const asyncTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: asyncTimeout }));

const english = (await import('../../locales/en/pricing.json')).default;
const errors = (await import('../../locales/en/errors.json')).default;

const ANSWER: PricingAnswer = {
  billing: 'stripe',
  foundingPrices: true,
  countdownEndsAt: null,
  spotsLeft: null,
  seats: 50,
  joinedLastHour: null,
  localized: null,
};

type Handler = (body: unknown) => Promise<unknown> | unknown;
let handlers: Record<string, Handler> = {};
const calls: { name: string; body: unknown }[] = [];
let mine: Subscription | null = null;

const failure = (code: string) => ({ ok: false, status: 500, code, message: null, body: null });
const success = (data: unknown) => ({ ok: true, status: 200, data });

withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (name: string, body: unknown) => {
      calls.push({ name, body });
      const handler = handlers[name];
      return handler ? handler(body) : failure('network-error');
    }) as unknown as InvokeFunction,
    subscription: {
      mine: async () => mine,
      billing: async () => null,
      startTrial: async () => ({ ok: false, code: 'failed' }),
    },
  }),
);

afterEach(() => {
  handlers = {};
  calls.length = 0;
  mine = null;
  forgetPricingFacts();
  resetAuthStore();
  resetSubscriptionStore();
  resetToastsForTests();
  vi.restoreAllMocks();
});

const answerWith = (patch: Partial<PricingAnswer>) => {
  handlers.pricing = () => success({ ...ANSWER, ...patch });
};
const price = (tier: string) => screen.getByTestId(`price-${tier}`).textContent;
const card = (tier: string) => screen.getByTestId(`plan-${tier}`);
const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);
const pricingAsked = () => calls.filter((c) => c.name === 'pricing').length > 0;

function signIn(subscription: Subscription = DEFAULT_SUBSCRIPTION) {
  mine = subscription;
  useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
}

describe('pricing page: plans and prices', () => {
  it('shows the four plans at their standard prices while the server has not answered, and no banners', async () => {
    render(<PricingPage />, { route: '/pricing' });
    await waitFor(() => expect(pricingAsked()).toBe(true));
    for (const name of ['Free', 'Starter', 'Creator', 'Pro'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(price('starter')).toBe(formatUsd(PLAN_PRICES.starter.monthlyOriginal));
    expect(price('pro')).toBe(formatUsd(PLAN_PRICES.pro.monthlyOriginal));
    expect(price('free')).toBe(formatUsd(0));
    expect(screen.queryByTestId('original-starter')).toBeNull();
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByTestId('scarcity')).toBeNull();
    // Only what does not depend on the server's billing is said.
    expect(screen.queryByTestId('trust-stripe')).toBeNull();
    expect(screen.getByTestId('trust-trial').textContent).toBe(
      english.trust.trial.replace('{{days}}', String(TRIAL_DAYS)),
    );
    // The recommended plan is the trial's.
    expect(card('creator').hasAttribute('data-highlight')).toBe(true);
    expect(within(card('creator')).getByText('Recommended')).toBeTruthy();
  });

  it('founding prices: the discounted price with the original struck through', async () => {
    answerWith({ foundingPrices: true });
    render(<PricingPage />, { route: '/pricing' });
    await waitFor(() => expect(price('starter')).toBe(formatUsd(PLAN_PRICES.starter.monthly)));
    expect(screen.getByTestId('original-starter').tagName).toBe('S');
    expect(screen.getByTestId('original-starter').textContent).toContain(
      formatUsd(PLAN_PRICES.starter.monthlyOriginal),
    );
    expect(screen.getByTestId('original-starter').textContent).toContain('Original price:');
    expect(screen.queryByTestId('original-free')).toBeNull();
  });

  it('annual: the yearly price and its monthly equivalent, with the badge', async () => {
    answerWith({ foundingPrices: true });
    render(<PricingPage />, { route: '/pricing' });
    expect(screen.getByText('Save 2 months free!')).toBeTruthy();
    expect(ANNUAL_MONTHS_FREE).toBe(2);
    await waitFor(() => expect(screen.queryByTestId('original-creator')).toBeTruthy());
    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    const yearly = PLAN_PRICES.creator.annual;
    expect(price('creator')).toBe(formatUsd(yearly));
    expect(within(card('creator')).getByText('/yr')).toBeTruthy();
    expect(screen.getByTestId('original-creator').textContent).toContain(
      formatUsd(PLAN_PRICES.creator.annualOriginal),
    );
    const perMonth = formatUsd(Math.round((yearly / 12) * 100) / 100);
    expect(within(card('creator')).getByText(`${perMonth}/mo, billed annually`)).toBeTruthy();
  });

  it('after the founding campaign the original is the price and nothing is struck through', async () => {
    answerWith({ foundingPrices: false });
    render(<PricingPage />, { route: '/pricing' });
    await waitFor(() => expect(screen.getByTestId('trust-stripe')).toBeTruthy());
    expect(price('creator')).toBe(formatUsd(PLAN_PRICES.creator.monthlyOriginal));
    expect(screen.queryByTestId('original-creator')).toBeNull();
    expect(screen.queryByTestId('trust-founding')).toBeNull();
  });

  it('shows creator and pro monthly in the visitor’s currency when the server has a price for it', async () => {
    const yen = LOCALIZED_MONTHLY_PRICES.ja;
    answerWith({ localized: { currency: yen.currency, creator: yen.creator, pro: yen.pro } });
    render(<PricingPage />, { route: '/ja/pricing' });
    const inYen = (amount: number) =>
      new Intl.NumberFormat('ja', {
        style: 'currency',
        currency: 'JPY',
        maximumFractionDigits: 0,
      }).format(amount);
    await waitFor(() => expect(price('creator')).toBe(inYen(yen.creator)));
    expect(price('pro')).toBe(inYen(yen.pro));
    expect(screen.queryByTestId('original-creator')).toBeNull();
    // Starter has no localized price; annual prices stay in dollars.
    expect(price('starter')).toContain('9.99');
    expect(calls.find((c) => c.name === 'pricing')?.body).toEqual({ language: 'ja' });
    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    expect(price('creator')).toContain('$');
  });

  it('/signup shows the same plans under its own heading', () => {
    render(<SignupPage />, { route: '/signup' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a plan to sign up' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});

describe('pricing page: the rest of the page', () => {
  it('states only true trust items for each billing mode', async () => {
    answerWith({ billing: 'test', foundingPrices: true });
    const { unmount } = render(<PricingPage />, { route: '/pricing' });
    await waitFor(() => expect(screen.getByTestId('trust-test')).toBeTruthy());
    expect(screen.getByTestId('trust-test').textContent).toBe(english.trust.test);
    expect(screen.queryByTestId('trust-stripe')).toBeNull();
    expect(screen.getByTestId('trust-cancel')).toBeTruthy();
    expect(screen.getByTestId('trust-founding')).toBeTruthy();
    unmount();
    forgetPricingFacts();

    answerWith({ billing: 'off', foundingPrices: true });
    render(<PricingPage />, { route: '/pricing' });
    await waitFor(() => expect(screen.getByTestId('trust-off')).toBeTruthy());
    expect(screen.queryByTestId('trust-cancel')).toBeNull();
    expect(screen.queryByTestId('trust-founding')).toBeNull();
    // Nothing the product does not offer.
    expect(document.body.textContent).not.toMatch(/money.back|guarantee/i);
  });

  it('compares the plans in a table with row headers, inside a focusable scrolling region', () => {
    render(<PricingPage />, { route: '/pricing' });
    const region = screen.getByRole('region', { name: 'Compare plans' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = within(region).getByRole('table');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(PLAN_FEATURE_ROWS.length);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const toolRow = rows[0]!.closest('tr')!;
    expect(toolRow.textContent).toContain(
      `${TRIAL_USES} per tool, plus ${SHARE_REWARD_USES} after sharing`,
    );
    expect(toolRow.textContent).toContain('Unlimited');
    const trialRow = rows[PLAN_FEATURE_ROWS.indexOf('trial')]!.closest('tr')!;
    expect(within(trialRow).getAllByText('Included')).toHaveLength(3);
    expect(within(trialRow).getAllByText('Not included')).toHaveLength(1);
  });

  it('offers custom plans by mail to sales', () => {
    render(<PricingPage />, { route: '/pricing' });
    const contact = screen.getByRole('link', { name: 'Contact sales' });
    expect(contact.getAttribute('href')).toMatch(new RegExp(`^mailto:${SITE.salesEmail}\\?`));
  });
});

describe('pricing page: plan buttons', () => {
  it('sends a visitor to sign up with the plan, keeping the page language', async () => {
    render(<PricingPage />, { route: '/es/pricing' });
    await waitFor(() => expect(pricingAsked()).toBe(true));
    const trial = screen.getByRole('link', { name: `Start ${TRIAL_DAYS}-day free trial` });
    expect(trial.getAttribute('href')).toBe('/es/auth?plan=creator');
    expect(screen.getByRole('link', { name: 'Choose Starter' }).getAttribute('href')).toBe(
      '/es/auth?plan=starter&period=monthly',
    );
    expect(screen.getByRole('link', { name: 'Choose Pro' }).getAttribute('href')).toBe(
      '/es/auth?plan=pro&period=monthly',
    );
    expect(screen.getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe('/es/auth');
    expect(within(card('creator')).getByText(/No card needed/)).toBeTruthy();
    expect(calls.some((c) => c.name === 'create-checkout-session')).toBe(false);
  });

  it('starts a checkout for a signed-in user: busy while it runs, then off to the checkout', async () => {
    signIn();
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    let finish: (value: unknown) => void = () => {};
    handlers['create-checkout-session'] = () => new Promise((resolve) => (finish = resolve));
    render(<PricingPage />, { route: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Choose Starter' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.find((c) => c.name === 'create-checkout-session')?.body).toEqual({
      plan: 'pro',
      period: 'monthly',
      toolSuite: 'unified_platform',
      language: 'en',
    });
    const url = 'https://checkout.stripe.com/c/pay/cs_test_abcdefgh';
    await act(async () => finish(success({ url, sessionId: 'cs_test_abcdefgh', mode: 'stripe' })));
    expect(leave).toHaveBeenCalledWith(url);
  });

  it('continues the checkout a visitor chose before signing up, once', async () => {
    signIn();
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const url = 'https://checkout.stripe.com/c/pay/cs_test_resumed1';
    handlers['create-checkout-session'] = () =>
      success({ url, sessionId: 'cs_test_resumed1', mode: 'stripe' });
    render(<PricingPage />, { route: '/pricing?checkout=pro&period=annual' });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(url));
    const started = calls.filter((c) => c.name === 'create-checkout-session');
    expect(started).toHaveLength(1);
    expect(started[0]!.body).toMatchObject({ plan: 'pro', period: 'annual' });
  });

  it('ignores a made-up plan in the address', async () => {
    signIn();
    render(<PricingPage />, { route: '/pricing?checkout=gold&period=weekly' });
    await waitFor(() => expect(pricingAsked()).toBe(true));
    expect(calls.some((c) => c.name === 'create-checkout-session')).toBe(false);
  });

  it('sends the annual period when annual is chosen', async () => {
    signIn();
    handlers['create-checkout-session'] = () => failure('server-error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PricingPage />, { route: '/de/pricing' });
    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'create-checkout-session')?.body).toEqual({
        plan: 'starter',
        period: 'annual',
        toolSuite: 'unified_platform',
        language: 'de',
      }),
    );
  });

  it.each([
    ['unexpected-response', english.toast.noSession],
    ['network-error', english.toast.error],
    ['billing-unavailable', english.toast.billingUnavailable],
    ['server-error', english.toast.failed],
    ['rate-limited', english.toast.failed],
  ])('says what went wrong when the checkout fails with %s', async (code, title) => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handlers['create-checkout-session'] = () => failure(code);
    render(<PricingPage />, { route: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    await waitFor(() => expect(toastTitles()).toEqual([title]));
    // The button is usable again.
    const button = screen.getByRole('button', { name: 'Choose Starter' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    if (code === 'rate-limited')
      expect(useToastStore.getState().toasts[0]!.description).toBe(errors.code['rate-limited']);
  });

  it('the spec’s messages stay verbatim in English', () => {
    expect(english.toast).toMatchObject({
      signIn: 'Please sign in to upgrade',
      noSession: 'Failed to create checkout session',
      error: 'An error occurred. Please try again.',
      failed: 'Failed to start checkout process',
    });
    expect(english.card.processing).toBe('Processing...');
  });

  it('an account that already pays is sent to the billing portal', async () => {
    signIn();
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    handlers['create-checkout-session'] = () => failure('already-subscribed');
    const portal = 'https://billing.stripe.com/p/session/test_123';
    handlers['customer-portal'] = () => success({ url: portal });
    render(<PricingPage />, { route: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Creator' }));
    const notice = await screen.findByTestId('already-subscribed');
    expect(notice.textContent).toContain('You already have a paid plan');
    fireEvent.click(within(notice).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(portal));
    expect(calls.find((c) => c.name === 'customer-portal')?.body).toEqual({ language: 'en' });
    expect(toastTitles()).toEqual([]);
  });

  it('makes no call without a user in the auth store', async () => {
    useAuthStore.setState({ status: 'signed-in', user: null });
    render(<PricingPage />, { route: '/pricing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    expect(toastTitles()).toEqual(['Please sign in to upgrade']);
    expect(calls.some((c) => c.name === 'create-checkout-session')).toBe(false);
  });

  it('the free plan leads a signed-in user to the dashboard', async () => {
    signIn();
    render(<PricingPage />, { route: '/pricing' });
    const link = await screen.findByRole('link', { name: 'Go to dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
  });
});

describe('pricing page: the signed-in user’s plan', () => {
  it('marks the current plan and offers its billing portal', async () => {
    signIn({
      ...DEFAULT_SUBSCRIPTION,
      subscription_tier: 'starter',
      subscription_status: 'active',
      tools_access: true,
      daily_reply_limit: 50,
      trial_ends_at: '2026-01-08T00:00:00.000Z',
    });
    render(<PricingPage />, { route: '/pricing' });
    await waitFor(() => expect(within(card('starter')).getByText('Current plan')).toBeTruthy());
    expect(within(card('starter')).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    for (const other of ['free', 'creator', 'pro'])
      expect(within(card(other)).queryByText('Current plan')).toBeNull();
    // The account had its trial: no card promises another.
    expect(document.body.textContent).not.toContain('at checkout');
  });

  it('shows a running trial on its plan’s card, and no plan as current', async () => {
    const inThreeDays = new Date(Date.now() + 2.5 * 24 * 3600 * 1000).toISOString();
    signIn({
      ...DEFAULT_SUBSCRIPTION,
      subscription_tier: 'creator',
      subscription_status: 'trialing',
      tools_access: true,
      daily_reply_limit: 200,
      trial_ends_at: inThreeDays,
    });
    render(<PricingPage />, { route: '/pricing' });
    await waitFor(() =>
      expect(within(card('creator')).getByText('Trial days left: 3')).toBeTruthy(),
    );
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(within(card('pro')).queryByText(/Trial/)).toBeNull();
    expect(within(card('creator')).getByRole('button', { name: 'Choose Creator' })).toBeTruthy();
  });

  it('tells an account that never had a trial that checkout starts with one', async () => {
    signIn();
    render(<PricingPage />, { route: '/pricing' });
    const note = english.card.checkoutTrial.replace('{{days}}', String(TRIAL_DAYS));
    await waitFor(() => expect(screen.getAllByText(note)).toHaveLength(3));
    expect(within(card('free')).queryByText(note)).toBeNull();
  });
});
