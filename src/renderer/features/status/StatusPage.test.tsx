import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIAL_DAYS } from '../../../shared/plans.ts';
import { render, screen, waitFor, within } from '../../test-utils/render.tsx';
import { StatusPage } from './StatusPage.tsx';

const FUNCTIONS = [
  'generate',
  'tool-usage',
  'magic-link-auth',
  'report-error',
  'extension-token',
  'pricing',
  'create-checkout-session',
  'customer-portal',
  'stripe-webhook',
];

/**
 * The backend as the page reaches it: /health, /config.json, the sign-in settings and the
 * pricing function, which answers with `billing` (or fails with HTTP 500 when null).
 */
function stubBackend(billing: 'stripe' | 'test' | 'off' | null) {
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
      if (path.endsWith('/functions/v1/pricing'))
        return billing
          ? new Response(JSON.stringify({ billing }))
          : new Response(JSON.stringify({ code: 'server-error' }), { status: 500 });
      return new Response('', { status: 404 });
    }),
  );
}

const row = (name: string) => screen.getByText(name).closest('tr')!;

/** Renders the page and waits for the first answers. */
async function open(billing: 'stripe' | 'test' | 'off' | null) {
  stubBackend(billing);
  render(<StatusPage />, { route: '/status' });
  await waitFor(() => expect(within(row('Website')).getByText('Operational')).toBeTruthy());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatusPage', () => {
  it('names the services a user cares about, in plain words, each with its state', async () => {
    await open('stripe');
    // 'reply' is not served here: the extension connection is down, the rest up.
    expect(within(row('Sign-in')).getByText('Operational')).toBeTruthy();
    expect(within(row('AI tools')).getByText('Operational')).toBeTruthy();
    expect(within(row('Extension connection')).getByText('Unavailable')).toBeTruthy();
    expect(screen.getByTestId('overall-status').textContent).toContain('Service degraded');
    // No internals: no function names, no database engine, no payment provider's name.
    const text = document.body.textContent ?? '';
    for (const internal of [
      'PGlite',
      'PostgreSQL',
      'Edge Functions',
      'tool-usage',
      'report-error',
      'pricing',
      'checkout-session',
      'Stripe',
    ])
      expect(text).not.toContain(internal);
  });

  it('payments taken by the payment provider: operational', async () => {
    await open('stripe');
    expect(within(row('Payments')).getByText('Operational')).toBeTruthy();
    expect(row('Payments').textContent).toContain('Buying, changing and cancelling a paid plan');
  });

  it('payments in test mode: said so, with nothing charged', async () => {
    await open('test');
    expect(within(row('Payments')).getByText('Test mode')).toBeTruthy();
    expect(row('Payments').textContent).toContain(
      'Checkout works, but nothing is charged: this server has no payment provider configured.',
    );
  });

  it('billing off: not available on this server, and the trial needs no payment', async () => {
    await open('off');
    expect(within(row('Payments')).getByText('Not available on this server')).toBeTruthy();
    expect(row('Payments').textContent).toContain(
      `This server takes no payments. The ${TRIAL_DAYS}-day free trial needs no payment.`,
    );
  });

  it('a failed pricing call: payments unavailable', async () => {
    await open(null);
    expect(within(row('Payments')).getByText('Unavailable')).toBeTruthy();
    expect(row('Payments').textContent).toContain('Buying, changing and cancelling a paid plan');
  });
});
