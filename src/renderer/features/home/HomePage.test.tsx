import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../test-utils/render.tsx';

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

  it("has the #pricing section with each plan's daily replies from the plans config", () => {
    serveBackend({});
    const { container } = render(<HomePage />);
    const pricing = container.querySelector('section#pricing')!;
    expect(pricing).toBeTruthy();
    for (const figure of ['5', '50', '200', '500']) expect(pricing.textContent).toContain(figure);
    // No link to the pricing page while it is not built.
    expect(screen.queryByRole('link', { name: /See plans and prices/ })).toBeNull();
  });
});
