import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_PRICES, formatUsd } from '../../../shared/plans.ts';
import { render, screen, within } from '../../test-utils/render.tsx';

function serveBackend(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const route = routes[path];
      if (!route) throw new TypeError('Failed to fetch');
      return route();
    }),
  );
}

// A fresh module graph per test: the Supabase client is created once per page load.
let HomePage: typeof import('./HomePage.tsx').HomePage;
beforeEach(async () => {
  vi.resetModules();
  ({ HomePage } = await import('./HomePage.tsx'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the value proposition and the two calls to action', () => {
    serveBackend({});
    render(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Grow on X with replies that sound like you' }),
    ).toBeTruthy();
    expect(screen.getByText(/replies with AI/)).toBeTruthy();
    const trial = screen.getByRole('link', { name: 'Try it 7 days for free' });
    expect(trial.getAttribute('href')).toBe('/auth?plan=creator');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  });

  it('has the #pricing section: the four plans and a link to the full comparison', () => {
    serveBackend({});
    const { container } = render(<HomePage />);
    const pricing = container.querySelector<HTMLElement>('section#pricing')!;
    expect(within(pricing).getAllByRole('article')).toHaveLength(4);
    // The standard price until the server says founding prices apply.
    expect(pricing.textContent).toContain(formatUsd(PLAN_PRICES.starter.monthlyOriginal));
    const compare = within(pricing).getByRole('link', { name: 'Compare all features' });
    expect(compare.getAttribute('href')).toBe('/pricing');
  });
});
