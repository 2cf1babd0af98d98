import { act, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricingAnswer } from '../../../shared/contracts/billing.ts';
import { FOUNDING_CAMPAIGN, PLAN_PRICES, formatUsd } from '../../../shared/plans.ts';
import type { InvokeFunction } from '../../platform/index.ts';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { render, screen } from '../../test-utils/render.tsx';
import { CountdownBanner, ScarcityBanner } from './Banners.tsx';
import { forgetPricingFacts } from './pricing-facts.ts';
import { PricingPage } from './PricingPage.tsx';

// The server's answer arrives after a render or two; a busy machine may need more than 1 s.
const asyncTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: asyncTimeout }));

const HOUR = 3600 * 1000;
const START = Date.parse('2026-11-26T12:00:00.000Z');

describe('countdown banner', () => {
  beforeEach(() =>
    vi.useFakeTimers({ now: START, toFake: ['Date', 'setInterval', 'clearInterval'] }),
  );
  afterEach(() => vi.useRealTimers());

  const title = () => screen.getByRole('heading', { level: 2 }).textContent;
  /** Moves the clock to `msLeft` before the end and lets one tick run. */
  const leave = (end: number, msLeft: number) =>
    act(() => {
      vi.setSystemTime(end - msLeft - 1000);
      vi.advanceTimersByTime(1000);
    });

  it('rises through its levels as the end nears, and hides when the time is up', () => {
    const end = START + FOUNDING_CAMPAIGN.days * 24 * HOUR;
    render(<CountdownBanner endsAt={new Date(end).toISOString()} lang="en" />);
    expect(title()).toBe('Founding Member Pricing Ends In');
    expect(screen.queryByText('ENDING SOON')).toBeNull();

    leave(end, FOUNDING_CAMPAIGN.urgentHours * HOUR);
    expect(title()).toBe('Limited Time: 50% OFF');
    expect(screen.getByTestId('countdown').getAttribute('data-level')).toBe('urgent');

    leave(end, FOUNDING_CAMPAIGN.finalHours * HOUR);
    expect(title()).toBe('Offer Ends in Hours!');
    expect(screen.getByTestId('ending-soon').textContent).toBe('ENDING SOON');

    leave(end, 0);
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('ticks every second', () => {
    const end = START + 2 * HOUR + 5000;
    render(<CountdownBanner endsAt={new Date(end).toISOString()} lang="en" />);
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-label')).toBe('Time left: 0 d 2 h 0 min 5 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.getAttribute('aria-label')).toBe('Time left: 0 d 2 h 0 min 4 s');
    expect(timer.textContent).toContain('04');
  });

  it('is not shown for an end already past', () => {
    render(<CountdownBanner endsAt={new Date(START - 1000).toISOString()} lang="en" />);
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('says the price goes back to the original Starter price', () => {
    render(<CountdownBanner endsAt={new Date(START + 30 * HOUR).toISOString()} lang="en" />);
    expect(
      screen.getByText(
        `After that, prices go back to the originals: Starter ${formatUsd(PLAN_PRICES.starter.monthlyOriginal)}/mo.`,
      ),
    ).toBeTruthy();
  });
});

describe('scarcity banner', () => {
  it.each([
    [FOUNDING_CAMPAIGN.scarcity.high, 'high', 'Almost gone'],
    [FOUNDING_CAMPAIGN.scarcity.medium, 'medium', 'Filling up'],
    [FOUNDING_CAMPAIGN.scarcity.medium + 1, 'low', 'Founding spots open'],
  ])('%i spots left is level %s', (spots, level, heading) => {
    render(<ScarcityBanner spotsLeft={spots} seats={50} joinedLastHour={null} />);
    expect(screen.getByTestId('scarcity').getAttribute('data-scarcity')).toBe(level);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(`Founding spots left: ${spots} of 50`)).toBeTruthy();
    expect(screen.queryByTestId('joined')).toBeNull();
  });

  it('shows the real sign-ups of the last hour when the server gives them', () => {
    render(<ScarcityBanner spotsLeft={12} seats={50} joinedLastHour={4} />);
    expect(screen.getByTestId('joined').textContent).toBe('Joined in the last hour: 4');
  });
});

describe('banners on the pricing page', () => {
  let answer: PricingAnswer | null = null;
  withPlatform(() =>
    fakePlatform({
      invokeFunction: (async (name: string) =>
        name === 'pricing' && answer
          ? { ok: true, status: 200, data: answer }
          : {
              ok: false,
              status: null,
              code: 'network-error',
              message: null,
              body: null,
            }) as unknown as InvokeFunction,
    }),
  );
  afterEach(() => {
    answer = null;
    forgetPricingFacts();
    resetAuthStore();
    resetSubscriptionStore();
  });

  const base: PricingAnswer = {
    billing: 'test',
    foundingPrices: true,
    countdownEndsAt: null,
    spotsLeft: null,
    seats: 50,
    joinedLastHour: null,
    localized: null,
  };

  it('shows both banners from the server’s figures', async () => {
    answer = {
      ...base,
      countdownEndsAt: new Date(Date.now() + 60 * HOUR).toISOString(),
      spotsLeft: 33,
      joinedLastHour: 5,
    };
    render(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByTestId('countdown')).toBeTruthy();
    expect(screen.getByTestId('scarcity').getAttribute('data-scarcity')).toBe('medium');
    expect(screen.getByTestId('joined').textContent).toBe('Joined in the last hour: 5');
  });

  it('shows neither on a server that takes no payments', async () => {
    answer = {
      ...base,
      billing: 'off',
      countdownEndsAt: new Date(Date.now() + 60 * HOUR).toISOString(),
      spotsLeft: 33,
    };
    render(<PricingPage />, { route: '/pricing' });
    await screen.findByTestId('trust-off');
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByTestId('scarcity')).toBeNull();
  });

  it('shows neither when the server has nothing true to show', async () => {
    answer = base;
    render(<PricingPage />, { route: '/pricing' });
    await screen.findByTestId('trust-test');
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByTestId('scarcity')).toBeNull();
  });

  it('shows neither when the pricing call fails (the plans still show)', async () => {
    const stored = Object.keys(localStorage).sort();
    render(<PricingPage />, { route: '/pricing' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await act(async () => {});
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByTestId('scarcity')).toBeNull();
    // Nothing is simulated or kept in the browser.
    expect(Object.keys(localStorage).sort()).toEqual(stored);
  });
});
