// @vitest-environment jsdom
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
  it('shows the product name and value proposition', () => {
    serveBackend({});
    render(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ReplyPilot' })).toBeTruthy();
    expect(screen.getByText(/replies with AI/)).toBeTruthy();
  });

  it('reports a healthy backend from /health', async () => {
    serveBackend({
      '/health': () => Response.json({ status: 'ok' }),
      '/config.json': () =>
        Response.json({ supabaseUrl: 'http://localhost:8787', supabaseAnonKey: 'anon' }),
    });
    render(<HomePage />);
    expect(await screen.findByText(/^ok · \d+ ms$/)).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(screen.getByText('website')).toBeTruthy();
  });

  it('reports an unreachable backend', async () => {
    serveBackend({});
    render(<HomePage />);
    expect(await screen.findByText('unreachable')).toBeTruthy();
    expect(await screen.findByText('unavailable')).toBeTruthy();
  });
});
