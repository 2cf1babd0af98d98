// Billing with Stripe: the functions' Stripe SDK against a local fake of Stripe's API (what
// each request carries), and the webhook against signed, mis-signed, replayed, out-of-order
// and oversized events, on PGlite and PostgreSQL. A refused event changes nothing.
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/server.ts';
import { PLAN_LIMITS, TRIAL_DAYS } from '../../src/shared/plans.ts';
import { forEachBackend } from '../support/backends.ts';
import { callFunction as call } from '../support/functions.ts';
import { signUpUser, type SignedUpUser } from '../support/clients.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_integration_secret';
const PRICES: Record<string, string> = {
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starterMonthly',
  STRIPE_PRICE_STARTER_ANNUAL: 'price_starterAnnual',
  STRIPE_PRICE_CREATOR_MONTHLY: 'price_creatorMonthly',
  STRIPE_PRICE_CREATOR_ANNUAL: 'price_creatorAnnual',
  STRIPE_PRICE_PRO_MONTHLY: 'price_proMonthly',
  STRIPE_PRICE_PRO_ANNUAL: 'price_proAnnual',
  STRIPE_PRICE_STARTER_MONTHLY_STANDARD: 'price_starterMonthlyStd',
  STRIPE_PRICE_STARTER_ANNUAL_STANDARD: 'price_starterAnnualStd',
  STRIPE_PRICE_CREATOR_MONTHLY_STANDARD: 'price_creatorMonthlyStd',
  STRIPE_PRICE_CREATOR_ANNUAL_STANDARD: 'price_creatorAnnualStd',
  STRIPE_PRICE_PRO_MONTHLY_STANDARD: 'price_proMonthlyStd',
  STRIPE_PRICE_PRO_ANNUAL_STANDARD: 'price_proAnnualStd',
  STRIPE_PRICE_CREATOR_MONTHLY_EUR: 'price_creatorMonthlyEur',
  STRIPE_PRICE_PRO_MONTHLY_EUR: 'price_proMonthlyEur',
};

let eventCounter = 0;
function event(type: string, object: unknown, created: number, id?: string) {
  return {
    id: id ?? `evt_test_${++eventCounter}_${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

async function webhook(
  server: RunningServer,
  payload: string,
  options: { secret?: string; signature?: string | null; timestamp?: number } = {},
) {
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  const response = await fetch(`${server.url}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature !== null ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function subscriptionObject(
  user: SignedUpUser,
  options: {
    id?: string;
    price: string;
    status?: string;
    cancelAtPeriodEnd?: boolean;
    periodEnd?: number;
    metadata?: Record<string, string> | null;
    customer?: string;
  },
) {
  return {
    id: options.id ?? `sub_test_${user.user.id.slice(-12)}`,
    object: 'subscription',
    customer: options.customer ?? `cus_test_${user.user.id.slice(-12)}`,
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    trial_end: null,
    metadata: options.metadata === null ? {} : (options.metadata ?? { user_id: user.user.id }),
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test_1',
          object: 'subscription_item',
          price: { id: options.price, object: 'price' },
          current_period_end: options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ],
    },
  };
}

async function row(server: RunningServer, userId: string) {
  const [found] = await server.sql<Record<string, unknown>>(
    `select subscription_tier, subscription_status, daily_reply_limit, tools_access,
            billing_period, cancel_at_period_end, stripe_customer_id, stripe_subscription_id,
            stripe_price_id, to_char(current_period_end at time zone 'utc', 'YYYY-MM-DD') as period_end
       from public.subscriptions where user_id = $1`,
    [userId],
  );
  return found!;
}

const eventsCount = async (server: RunningServer) =>
  Number(
    (await server.sql<{ n: string }>('select count(*)::text as n from public.billing_events'))[0]!
      .n,
  );

forEachBackend('billing with Stripe', ({ start }) => {
  let server: RunningServer;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await start({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_integration',
        STRIPE_API_BASE: stripe.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        ...PRICES,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('tells the pricing page it bills with Stripe, with a countdown and localized prices', async () => {
    const answer = await call(server, 'pricing', { language: 'de' }, null);
    expect(answer.body).toMatchObject({
      billing: 'stripe',
      foundingPrices: true,
      localized: { currency: 'EUR', creator: 39, pro: 79 },
    });
    expect(answer.body.countdownEndsAt).not.toBeNull();
  });

  it('starts a checkout with the right price, customer, trial, URLs and metadata', async () => {
    const user = await signUpUser(server);
    stripe.calls.length = 0;
    const started = await call(
      server,
      'create-checkout-session',
      { plan: 'pro', period: 'monthly', toolSuite: 'unified_platform' },
      user.session.access_token,
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ mode: 'stripe' });
    expect(String(started.body.url)).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer, checkout] = stripe.calls;
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(customer!.form).toMatchObject({ email: user.email, 'metadata[user_id]': user.user.id });
    expect(customer!.headers.authorization).toBe('Bearer sk_test_integration');
    expect(checkout).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(checkout!.form).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_fake/),
      client_reference_id: user.user.id,
      'line_items[0][price]': 'price_proMonthly',
      'line_items[0][quantity]': '1',
      'metadata[user_id]': user.user.id,
      'metadata[plan]': 'pro',
      'metadata[period]': 'monthly',
      'metadata[founding]': 'true',
      'subscription_data[trial_period_days]': String(TRIAL_DAYS),
      'subscription_data[metadata][user_id]': user.user.id,
      success_url: `${server.url}/welcome?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/pricing`,
    });
    const customerId = checkout!.form.customer;
    expect((await row(server, user.user.id)).stripe_customer_id).toBe(customerId);

    // A second checkout reuses the customer; German prices in euros, German return pages.
    stripe.calls.length = 0;
    const second = await call(
      server,
      'create-checkout-session',
      { plan: 'creator', period: 'monthly', language: 'de' },
      user.session.access_token,
    );
    expect(second.status).toBe(200);
    expect(stripe.calls.map((c) => c.path)).toEqual(['/v1/checkout/sessions']);
    expect(stripe.calls[0]!.form).toMatchObject({
      customer: customerId,
      'line_items[0][price]': 'price_creatorMonthlyEur',
      success_url: `${server.url}/de/welcome?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/de/pricing`,
    });

    // checkout-status asks Stripe about the caller's own session.
    stripe.checkoutStatus = 'complete';
    const status = await call(
      server,
      'checkout-status',
      { sessionId: second.body.sessionId },
      user.session.access_token,
    );
    expect(status.body).toMatchObject({ checkout: 'complete', applied: false, tier: 'free' });
    stripe.checkoutStatus = 'open';
  });

  it('gives no second trial, and reports a refusal by Stripe without recording a checkout', async () => {
    const trialled = await signUpUser(server, { data: { plan: 'creator' } });
    stripe.calls.length = 0;
    const started = await call(
      server,
      'create-checkout-session',
      { plan: 'starter', period: 'annual' },
      trialled.session.access_token,
    );
    expect(started.status).toBe(200);
    const checkout = stripe.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(checkout.form['line_items[0][price]']).toBe('price_starterAnnual');
    expect(checkout.form['subscription_data[trial_period_days]']).toBeUndefined();

    const refused = await signUpUser(server);
    stripe.failNext = 2;
    const failed = await call(
      server,
      'create-checkout-session',
      { plan: 'pro', period: 'annual' },
      refused.session.access_token,
    );
    stripe.failNext = 0;
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('payment-provider-error');
    const [count] = await server.sql<{ n: string }>(
      'select count(*)::text as n from public.checkout_sessions where user_id = $1',
      [refused.user.id],
    );
    expect(count!.n).toBe('0');
  });

  it('applies signed events once and in order, and refuses the rest without a change', async () => {
    const user = await signUpUser(server);
    const t0 = Math.floor(Date.now() / 1000);
    const created = event(
      'customer.subscription.created',
      subscriptionObject(user, { price: 'price_proMonthly' }),
      t0,
    );
    const first = await webhook(server, JSON.stringify(created));
    expect(first).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'pro',
      subscription_status: 'active',
      daily_reply_limit: PLAN_LIMITS.pro.dailyReplyLimit,
      tools_access: true,
      billing_period: 'monthly',
      stripe_price_id: 'price_proMonthly',
    });
    const applied = await row(server, user.user.id);
    const before = await eventsCount(server);

    // Refused before anything is read: wrong secret, no header, a forged header, a stale
    // signature, a body of 10 MB.
    const tampered = event(
      'customer.subscription.updated',
      subscriptionObject(user, { price: 'price_starterMonthly' }),
      t0 + 10,
    );
    const payload = JSON.stringify(tampered);
    expect((await webhook(server, payload, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await webhook(server, payload, { signature: null })).status).toBe(400);
    expect((await webhook(server, payload, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect(
      (await webhook(server, payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status,
    ).toBe(400);
    const huge = JSON.stringify({ ...tampered, padding: 'x'.repeat(10 * 1024 * 1024) });
    const tooLarge = await webhook(server, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('payload-too-large');
    expect(await row(server, user.user.id)).toEqual(applied);
    expect(await eventsCount(server)).toBe(before);

    // A replay is acknowledged and changes nothing.
    const replay = await webhook(server, JSON.stringify(created));
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });

    // Out of order: the newer update (creator) first, then an older one (starter).
    const newer = event(
      'customer.subscription.updated',
      subscriptionObject(user, { price: 'price_creatorAnnual' }),
      t0 + 300,
    );
    const older = event(
      'customer.subscription.updated',
      subscriptionObject(user, { price: 'price_starterMonthly' }),
      t0 + 200,
    );
    expect((await webhook(server, JSON.stringify(newer))).body.outcome).toBe('applied');
    expect((await webhook(server, JSON.stringify(older))).body.outcome).toBe('stale');
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'creator',
      billing_period: 'annual',
      daily_reply_limit: PLAN_LIMITS.creator.dailyReplyLimit,
    });

    // A price that is no plan (and no plan in the metadata) changes nothing.
    const unknown = event(
      'customer.subscription.updated',
      subscriptionObject(user, { price: 'price_somethingElse', metadata: null }),
      t0 + 400,
    );
    expect((await webhook(server, JSON.stringify(unknown))).body.outcome).toBe('unknown-price');
    expect((await row(server, user.user.id)).subscription_tier).toBe('creator');
  });

  it('marks a failed payment past due, a paid one active, and a deletion returns to free', async () => {
    const user = await signUpUser(server);
    const sub = subscriptionObject(user, { price: 'price_starterMonthly' });
    const t0 = Math.floor(Date.now() / 1000);
    await webhook(server, JSON.stringify(event('customer.subscription.created', sub, t0)));
    const invoice = (paid: boolean) => ({
      id: `in_test_${paid}`,
      object: 'invoice',
      customer: sub.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: [{ period: { start: t0, end: t0 + 60 * 86_400 } }] },
    });
    expect(
      (
        await webhook(
          server,
          JSON.stringify(event('invoice.payment_failed', invoice(false), t0 + 5)),
        )
      ).body.outcome,
    ).toBe('applied');
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'starter',
      subscription_status: 'past_due',
    });
    // Older API versions name the subscription on the invoice itself.
    const legacy = { ...invoice(true), parent: null, subscription: sub.id };
    await webhook(server, JSON.stringify(event('invoice.paid', legacy, t0 + 10)));
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'starter',
      subscription_status: 'active',
    });

    // Cancelled at the period end: the plan stays until Stripe ends it.
    await webhook(
      server,
      JSON.stringify(
        event('customer.subscription.updated', { ...sub, cancel_at_period_end: true }, t0 + 20),
      ),
    );
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'starter',
      cancel_at_period_end: true,
    });
    await webhook(
      server,
      JSON.stringify(
        event('customer.subscription.deleted', { ...sub, status: 'canceled' }, t0 + 30),
      ),
    );
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'free',
      subscription_status: 'active',
      daily_reply_limit: PLAN_LIMITS.free.dailyReplyLimit,
      tools_access: false,
      stripe_subscription_id: null,
      billing_period: null,
      cancel_at_period_end: false,
      stripe_customer_id: sub.customer,
    });
  });

  it('finds the user by customer when the subscription carries no metadata', async () => {
    const user = await signUpUser(server);
    const completed = event(
      'checkout.session.completed',
      {
        id: 'cs_test_fromCheckout123',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.user.id,
        customer: 'cus_test_metadataLess',
        subscription: 'sub_test_metadataLess',
        metadata: { user_id: user.user.id, founding: 'true' },
      },
      Math.floor(Date.now() / 1000),
    );
    expect((await webhook(server, JSON.stringify(completed))).body.outcome).toBe('applied');
    const sub = subscriptionObject(user, {
      id: 'sub_test_metadataLess',
      customer: 'cus_test_metadataLess',
      price: 'price_proAnnual',
      metadata: null,
    });
    await webhook(
      server,
      JSON.stringify(event('customer.subscription.created', sub, Math.floor(Date.now() / 1000))),
    );
    expect(await row(server, user.user.id)).toMatchObject({
      subscription_tier: 'pro',
      billing_period: 'annual',
      stripe_customer_id: 'cus_test_metadataLess',
    });
    const [founding] = await server.sql<{ founding_member: boolean }>(
      'select founding_member from public.subscriptions where user_id = $1',
      [user.user.id],
    );
    expect(founding!.founding_member).toBe(true);
  });

  it('opens the portal for the caller’s own customer, and deletion cancels at Stripe first', async () => {
    const user = await signUpUser(server);
    const sub = subscriptionObject(user, { price: 'price_creatorMonthly' });
    await webhook(
      server,
      JSON.stringify(event('customer.subscription.created', sub, Math.floor(Date.now() / 1000))),
    );
    stripe.calls.length = 0;
    const portal = await call(server, 'customer-portal', {}, user.session.access_token);
    expect(portal.status).toBe(200);
    expect(String(portal.body.url)).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.calls[0]).toMatchObject({ method: 'POST', path: '/v1/billing_portal/sessions' });
    expect(stripe.calls[0]!.form).toEqual({
      customer: sub.customer,
      return_url: `${server.url}/account`,
    });

    // Stripe refuses the cancellation: nothing is deleted.
    stripe.failNext = 2;
    const refused = await call(
      server,
      'delete-account',
      { confirmEmail: user.email },
      user.session.access_token,
    );
    stripe.failNext = 0;
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('payment-provider-error');
    expect((await row(server, user.user.id)).subscription_tier).toBe('creator');

    stripe.calls.length = 0;
    const deleted = await call(
      server,
      'delete-account',
      { confirmEmail: user.email },
      user.session.access_token,
    );
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true, billingCanceled: true } });
    expect(stripe.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /v1/subscriptions/${sub.id}`,
    ]);
    const [gone] = await server.sql<{ n: string }>(
      'select count(*)::text as n from auth.users where id = $1',
      [user.user.id],
    );
    expect(gone!.n).toBe('0');
  });
});
