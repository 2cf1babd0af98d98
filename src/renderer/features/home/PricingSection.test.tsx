import { act, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_PRICES, formatUsd } from '../../../shared/plans.ts';
import type { InvokeFunction } from '../../platform/index.ts';
import { resetAuthStore } from '../../stores/auth-store.ts';
import { resetSubscriptionStore } from '../../stores/subscription-store.ts';
import { fakePlatform, withPlatform } from '../../test-utils/fake-platform.ts';
import { render, screen, within } from '../../test-utils/render.tsx';
import { PricingSection } from './PricingSection.tsx';

// The server's answer arrives after a render or two; a busy machine may need more than 1 s.
const asyncTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: asyncTimeout }));

const asked: { name: string; body: unknown }[] = [];
withPlatform(() =>
  fakePlatform({
    invokeFunction: (async (name: string, body: unknown) => {
      asked.push({ name, body });
      return {
        ok: true,
        status: 200,
        data: {
          billing: 'stripe',
          foundingPrices: true,
          countdownEndsAt: new Date(Date.now() + 3600_000).toISOString(),
          spotsLeft: 10,
          seats: 50,
          joinedLastHour: 5,
          localized: null,
        },
      };
    }) as unknown as InvokeFunction,
  }),
);

/** An IntersectionObserver the test moves: `reveal()` brings the section near the screen. */
let reveal: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {
        reveal = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
  resetAuthStore();
  resetSubscriptionStore();
});

describe('home pricing section', async () => {
  const { forgetPricingFacts } = await import('../pricing/pricing-facts.ts');
  afterEach(() => forgetPricingFacts());

  it('asks the server for prices only once the section comes near the screen', async () => {
    render(<PricingSection />, { route: '/de/' });
    const section = document.getElementById('pricing')!;
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByTestId('price-starter').textContent).toContain(
      String(PLAN_PRICES.starter.monthlyOriginal).replace('.', ','),
    );
    await act(async () => {});
    expect(asked).toEqual([]);

    await act(async () => reveal());
    expect(asked).toEqual([{ name: 'pricing', body: { language: 'de' } }]);
    expect(screen.getByTestId('original-starter')).toBeTruthy();
    // The campaign banners belong to the pricing page, not the home page.
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.queryByTestId('scarcity')).toBeNull();
  });

  it('links to the full comparison in the page language', () => {
    render(<PricingSection />, { route: '/ja/' });
    expect(screen.getByRole('link', { name: 'Compare all features' }).getAttribute('href')).toBe(
      '/ja/pricing',
    );
    expect(formatUsd(0)).toBe(screen.getByTestId('price-free').textContent);
  });
});
