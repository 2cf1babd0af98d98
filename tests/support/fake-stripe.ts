// A local stand-in for Stripe's API (api.stripe.com cannot be reached here): the functions'
// Stripe SDK is pointed at it with STRIPE_API_BASE (the SDK's host/port/protocol options).
// It records every request, form fields decoded, and answers the few endpoints billing uses.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripe {
  url: string;
  calls: StripeCall[];
  /** What GET /v1/checkout/sessions/:id answers as the status. */
  checkoutStatus: 'open' | 'complete' | 'expired';
  /** Make the next calls fail with Stripe's error body. */
  failNext: number;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_fake${String(++counter).padStart(10, '0')}`;
  const state: Omit<FakeStripe, 'url' | 'close'> = {
    calls: [],
    checkoutStatus: 'open',
    failNext: 0,
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(raw));
      const path = (request.url ?? '').split('?')[0]!;
      state.calls.push({ method: request.method ?? '', path, form, headers: request.headers });
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': next('req'),
        });
        response.end(JSON.stringify(body));
      };
      if (state.failNext > 0) {
        state.failNext -= 1;
        return send(402, {
          error: { type: 'invalid_request_error', code: 'card_declined', message: 'Declined' },
        });
      }
      if (request.method === 'POST' && path === '/v1/customers')
        return send(200, { id: next('cus'), object: 'customer', email: form.email ?? null });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = next('cs_test');
        return send(200, {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          customer: form.customer,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      const session = /^\/v1\/checkout\/sessions\/(cs_[A-Za-z0-9_]+)$/.exec(path);
      if (request.method === 'GET' && session)
        return send(200, {
          id: session[1],
          object: 'checkout.session',
          status: state.checkoutStatus,
        });
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = next('bps');
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const sub = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9_]+)$/.exec(path);
      if (request.method === 'DELETE' && sub)
        return send(200, { id: sub[1], object: 'subscription', status: 'canceled' });
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such path' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeStripe;
}
