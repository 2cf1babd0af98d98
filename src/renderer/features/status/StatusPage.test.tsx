import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { StatusPage } from './StatusPage.tsx';

const FUNCTIONS = ['generate', 'tool-usage', 'magic-link-auth', 'report-error', 'extension-token'];

/** The backend as the page reaches it: /health, /config.json and the sign-in settings. */
function stubBackend() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const path = String(url);
      if (path === '/health')
        return new Response(
          JSON.stringify({ status: 'ok', database: 'pglite', functions: FUNCTIONS }),
        );
      if (path === '/config.json')
        return new Response(JSON.stringify({ supabaseUrl: '/', supabaseAnonKey: 'k' }));
      if (path.endsWith('/auth/v1/settings'))
        return new Response(JSON.stringify({ external: { email: true } }));
      return new Response('', { status: 404 });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusPage', () => {
  it('names the services a user cares about, in plain words, each with its state', async () => {
    stubBackend();
    render(<StatusPage />, { route: '/status' });
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    // 'reply' is not served here: the extension connection is down, the rest up.
    await waitFor(() => expect(within(row('Website')).getByText('Operational')).toBeTruthy());
    expect(within(row('Sign-in')).getByText('Operational')).toBeTruthy();
    expect(within(row('AI tools')).getByText('Operational')).toBeTruthy();
    expect(within(row('Extension connection')).getByText('Unavailable')).toBeTruthy();
    expect(within(row('Payments')).getByText('Not available yet')).toBeTruthy();
    expect(row('Payments').textContent).toContain(
      'Buying a paid plan is not open yet. The 7-day free trial needs no payment.',
    );
    expect(screen.getByTestId('overall-status').textContent).toContain('Service degraded');
    // No internals: no function names, no database engine.
    const text = document.body.textContent ?? '';
    for (const internal of ['PGlite', 'PostgreSQL', 'Edge Functions', 'tool-usage', 'report-error'])
      expect(text).not.toContain(internal);
  });
});
