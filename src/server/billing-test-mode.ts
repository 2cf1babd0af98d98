/**
 * Billing without a Stripe account (docs/product-rules.md#billing-test-mode). When the server
 * has no Stripe key and its test mode is on, `create-checkout-session` and `customer-portal`
 * hand out links to the pages here instead of Stripe's. They are marked "test mode" and charge
 * nothing; every change they make is a Stripe-shaped event, signed with the webhook secret
 * exactly as Stripe signs, and sent through the same `stripe-webhook` handler Stripe calls.
 * So `npm start` on a fresh machine goes from a plan button to a paid plan and back, through
 * the code production runs.
 *
 * A checkout link works for whoever holds it (like Stripe's); a portal link for an hour.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import Stripe from 'stripe';
import { z } from 'zod';
import { localId } from '../../supabase/functions/_shared/billing.ts';
import { BILLING_PERIODS, PAID_TIERS, type BillingPeriod, type PaidTier } from '../shared/plans.ts';
import { escapeHtml as escape } from '../shared/text.ts';

type Web = Hono<{ Bindings: HttpBindings }>;
type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface BillingTestDeps {
  /** Runs as the database owner. */
  query: Query;
  /** Whether the test mode is on now (no Stripe key; see billingTestModeOn). */
  enabled: () => boolean;
  webhookSecret: () => string;
  publicUrl: () => string;
  /** The functions gateway: the event goes to `stripe-webhook` as Stripe's would. */
  invokeFunction: (request: Request, name: string) => Promise<Response>;
}

const PRIVATE = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The end of a billing period started at `from` (seconds): one calendar month or year. */
export function periodEnd(from: number, period: BillingPeriod): number {
  const date = new Date(from * 1000);
  if (period === 'monthly') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface TestSubscription {
  id: string;
  customer: string;
  userId: string;
  tier: PaidTier;
  period: BillingPeriod;
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
}

/** A Stripe subscription object as the webhook reads it (the API version of the SDK). */
export function subscriptionObject(sub: TestSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    trial_end: sub.trialEnd,
    livemode: false,
    metadata: { user_id: sub.userId, plan: sub.tier, period: sub.period },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: 'subscription_item',
          price: { id: `price_local_${sub.tier}_${sub.period}`, object: 'price' },
          quantity: 1,
          current_period_start: sub.currentPeriodStart,
          current_period_end: sub.currentPeriodEnd,
        },
      ],
    },
  };
}

export function invoiceObject(sub: TestSubscription, paid: boolean) {
  return {
    id: localId('in'),
    object: 'invoice',
    customer: sub.customer,
    status: paid ? 'paid' : 'open',
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    lines: {
      object: 'list',
      data: [{ period: { start: sub.currentPeriodStart, end: sub.currentPeriodEnd } }],
    },
  };
}

/** A signed event sent to the webhook handler; throws unless it answers 200. */
export async function sendEvent(
  deps: Pick<BillingTestDeps, 'webhookSecret' | 'publicUrl' | 'invokeFunction'>,
  type: string,
  object: unknown,
): Promise<string> {
  const payload = JSON.stringify({
    id: localId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: deps.webhookSecret(),
  });
  const response = await deps.invokeFunction(
    new Request(`${deps.publicUrl()}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
    'stripe-webhook',
  );
  const answer = (await response.json().catch(() => ({}))) as { outcome?: string };
  if (response.status !== 200)
    throw new Error(`stripe-webhook answered ${response.status} to ${type}`);
  return answer.outcome ?? '';
}

interface CheckoutRow {
  id: string;
  user_id: string;
  plan: PaidTier;
  period: BillingPeriod;
  amount: string;
  currency: string;
  trial_days: number;
  founding: boolean;
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  email: string | null;
}

interface SubscriptionRow {
  user_id: string;
  subscription_tier: string;
  subscription_status: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  billing_period: BillingPeriod | null;
  current_period_end: string | Date | null;
  cancel_at_period_end: boolean;
  trial_ends_at: string | Date | null;
  founding_member: boolean;
}

const toSeconds = (value: string | Date | null) =>
  value === null ? null : Math.floor(new Date(value).getTime() / 1000);

/** The test subscription a record follows, rebuilt from the record itself. */
function currentSubscription(row: SubscriptionRow): TestSubscription | null {
  const tier = row.subscription_tier as PaidTier;
  if (
    !row.stripe_subscription_id?.startsWith('sub_local_') ||
    !row.stripe_customer_id ||
    !(PAID_TIERS as readonly string[]).includes(tier) ||
    !row.billing_period
  )
    return null;
  const end = toSeconds(row.current_period_end) ?? periodEnd(nowSeconds(), row.billing_period);
  const trialEnd = toSeconds(row.trial_ends_at);
  return {
    id: row.stripe_subscription_id,
    customer: row.stripe_customer_id,
    userId: row.user_id,
    tier,
    period: row.billing_period,
    status: row.subscription_status as TestSubscription['status'],
    currentPeriodStart: nowSeconds(),
    currentPeriodEnd: end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    trialEnd:
      row.subscription_status === 'trialing' && trialEnd && trialEnd > nowSeconds()
        ? trialEnd
        : null,
  };
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' });
const planName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escape(title)} · test mode</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.test{background:#fff4e5;border:2px solid #e8590c;color:#7a2e00;padding:.7rem .9rem;border-radius:8px;font-weight:600}
.card{border:1px solid #dee2e6;border-radius:10px;padding:1rem 1.2rem;margin:1rem 0}
.price{font-size:1.8rem;font-weight:700}
button{font:inherit;padding:.6rem 1.1rem;border-radius:8px;border:1px solid #228be6;background:#228be6;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1c7ed6}button.danger{background:#fff;color:#c92a2a;border-color:#c92a2a}
form{margin:.6rem 0}select{font:inherit;padding:.4rem}dt{color:#495057}dd{margin:0 0 .5rem 0;font-weight:600}
</style></head><body>
<p class="test" role="note">TEST MODE: no payment is taken. This page stands in for Stripe because this server has no Stripe key.</p>
${body}</body></html>`;
}

const notFound = (c: Context) =>
  c.html(
    page('Not found', '<h1>Not found</h1><p>This link is unknown or has expired.</p>'),
    404,
    PRIVATE,
  );

const CheckoutParams = z.object({ id: z.string().regex(/^cs_local_[A-Za-z0-9]{10,60}$/) });
const PortalParams = z.object({ id: z.string().regex(/^bps_local_[A-Za-z0-9]{10,60}$/) });
const ChangeBody = z.object({ plan: z.enum(PAID_TIERS), period: z.enum(BILLING_PERIODS) });

export function registerBillingTestRoutes(web: Web, deps: BillingTestDeps): void {
  const { query } = deps;

  async function checkout(id: string): Promise<CheckoutRow | null> {
    const rows = await query<CheckoutRow>(
      `select cs.id, cs.user_id, cs.plan, cs.period, cs.amount::text as amount, cs.currency,
              cs.trial_days, cs.founding, cs.status, cs.success_url, cs.cancel_url, u.email
         from public.checkout_sessions cs join auth.users u on u.id = cs.user_id
        where cs.id = $1 and cs.mode = 'test'`,
      [id],
    );
    return rows[0] ?? null;
  }

  async function subscriptionOf(userId: string): Promise<SubscriptionRow | null> {
    const rows = await query<SubscriptionRow>(
      `select user_id, subscription_tier, subscription_status, stripe_customer_id,
              stripe_subscription_id, billing_period, current_period_end, cancel_at_period_end,
              trial_ends_at, founding_member
         from public.refresh_subscription($1)`,
      [userId],
    );
    return rows[0]?.user_id ? rows[0] : null;
  }

  web.get('/_billing-test/checkout/:id', async (c) => {
    const params = CheckoutParams.safeParse(c.req.param());
    if (!deps.enabled() || !params.success) return notFound(c);
    const row = await checkout(params.data.id);
    if (!row) return notFound(c);
    if (row.status !== 'open')
      return c.html(
        page(
          'Checkout closed',
          `<h1>This checkout is ${row.status === 'complete' ? 'complete' : 'closed'}</h1><p><a href="${escape(row.status === 'complete' ? row.success_url : row.cancel_url)}">Continue</a></p>`,
        ),
        200,
        PRIVATE,
      );
    const amount = money(Number(row.amount), row.currency);
    const per = row.period === 'monthly' ? 'month' : 'year';
    const trial =
      row.trial_days > 0
        ? `<p>${row.trial_days}-day free trial: nothing is due today; then ${amount} per ${per}.</p>`
        : `<p>Due today: ${amount}.</p>`;
    return c.html(
      page(
        'Checkout',
        `<h1>Subscribe to ${escape(planName(row.plan))}</h1>
<div class="card"><div class="price">${escape(amount)} <small>per ${per}</small></div>
${row.founding ? '<p>Founding price, kept while you stay subscribed.</p>' : ''}${trial}
<p>Account: ${escape(row.email ?? '')}</p></div>
<form method="post" action="/_billing-test/checkout/${escape(row.id)}/pay"><button type="submit">Subscribe (test mode)</button></form>
<form method="post" action="/_billing-test/checkout/${escape(row.id)}/cancel"><button type="submit" class="secondary">Cancel and go back</button></form>`,
      ),
      200,
      PRIVATE,
    );
  });

  web.post('/_billing-test/checkout/:id/cancel', async (c) => {
    const params = CheckoutParams.safeParse(c.req.param());
    if (!deps.enabled() || !params.success) return notFound(c);
    const row = await checkout(params.data.id);
    if (!row) return notFound(c);
    await query(
      `update public.checkout_sessions set status = 'expired' where id = $1 and status = 'open'`,
      [row.id],
    );
    return c.redirect(row.cancel_url, 303);
  });

  web.post('/_billing-test/checkout/:id/pay', async (c) => {
    const params = CheckoutParams.safeParse(c.req.param());
    if (!deps.enabled() || !params.success) return notFound(c);
    const row = await checkout(params.data.id);
    if (!row) return notFound(c);
    const current = await subscriptionOf(row.user_id);
    if (!current) return notFound(c);
    if (
      current.stripe_subscription_id &&
      ['active', 'trialing', 'past_due'].includes(current.subscription_status)
    )
      return c.html(
        page(
          'Already subscribed',
          '<h1>This account already has a paid plan</h1><p>Change it from the billing page of your account.</p>',
        ),
        409,
        PRIVATE,
      );
    // Claims the checkout once: a second click (or tab) does not subscribe twice.
    const claimed = await query(
      `update public.checkout_sessions set status = 'complete' where id = $1 and status = 'open' returning id`,
      [row.id],
    );
    if (!claimed.length)
      return c.redirect(row.status === 'expired' ? row.cancel_url : row.success_url, 303);

    const start = nowSeconds();
    const trialEnd = row.trial_days > 0 ? start + row.trial_days * 86_400 : null;
    const sub: TestSubscription = {
      id: localId('sub'),
      customer: current.stripe_customer_id ?? localId('cus'),
      userId: row.user_id,
      tier: row.plan,
      period: row.period,
      status: trialEnd ? 'trialing' : 'active',
      currentPeriodStart: start,
      currentPeriodEnd: trialEnd ?? periodEnd(start, row.period),
      cancelAtPeriodEnd: false,
      trialEnd,
    };
    await sendEvent(deps, 'checkout.session.completed', {
      id: row.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: row.user_id,
      customer: sub.customer,
      subscription: sub.id,
      metadata: {
        user_id: row.user_id,
        plan: row.plan,
        period: row.period,
        founding: String(row.founding),
      },
    });
    await sendEvent(deps, 'customer.subscription.created', subscriptionObject(sub));
    if (!trialEnd) await sendEvent(deps, 'invoice.paid', invoiceObject(sub, true));
    return c.redirect(row.success_url, 303);
  });

  async function portal(id: string) {
    const rows = await query<{ user_id: string; return_url: string; email: string | null }>(
      `select p.user_id, p.return_url, u.email from public.billing_portal_sessions p
         join auth.users u on u.id = p.user_id
        where p.id = $1 and p.expires_at > now()`,
      [id],
    );
    return rows[0] ?? null;
  }

  web.get('/_billing-test/portal/:id', async (c) => {
    const params = PortalParams.safeParse(c.req.param());
    if (!deps.enabled() || !params.success) return notFound(c);
    const session = await portal(params.data.id);
    if (!session) return notFound(c);
    const row = await subscriptionOf(session.user_id);
    const sub = row ? currentSubscription(row) : null;
    const base = `/_billing-test/portal/${escape(params.data.id)}`;
    const back = `<p><a href="${escape(session.return_url)}">Return to your account</a></p>`;
    if (!sub)
      return c.html(
        page(
          'Billing',
          `<h1>Billing</h1><p>Account: ${escape(session.email ?? '')}</p><p>No active subscription.</p>${back}`,
        ),
        200,
        PRIVATE,
      );
    const options = PAID_TIERS.flatMap((tier) =>
      BILLING_PERIODS.map(
        (period) =>
          `<option value="${tier}|${period}"${tier === sub.tier && period === sub.period ? ' selected' : ''}>${planName(tier)}, ${period}</option>`,
      ),
    ).join('');
    const ends = sub.cancelAtPeriodEnd
      ? `Ends on ${day(sub.currentPeriodEnd)}`
      : `Renews on ${day(sub.currentPeriodEnd)}`;
    return c.html(
      page(
        'Billing',
        `<h1>Billing</h1>
<div class="card"><dl><dt>Account</dt><dd>${escape(session.email ?? '')}</dd>
<dt>Plan</dt><dd>${escape(planName(sub.tier))}, ${sub.period}</dd>
<dt>Status</dt><dd>${escape(sub.status)}</dd><dt>Period</dt><dd>${escape(ends)}</dd></dl></div>
<form method="post" action="${base}/change"><label for="plan">Change plan</label>
<select id="plan" name="choice">${options}</select> <button type="submit">Update plan</button></form>
${
  sub.cancelAtPeriodEnd
    ? `<form method="post" action="${base}/resume"><button type="submit">Keep my subscription</button></form>`
    : `<form method="post" action="${base}/cancel"><button type="submit" class="danger">Cancel at the end of the period</button></form>`
}
<h2>Test clock</h2>
<form method="post" action="${base}/advance"><button type="submit" class="secondary">Advance to the end of the period</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="secondary">Simulate a failed renewal payment</button></form>
${back}`,
      ),
      200,
      PRIVATE,
    );
  });

  web.post('/_billing-test/portal/:id/:action', async (c) => {
    const params = PortalParams.safeParse({ id: c.req.param('id') });
    const action = c.req.param('action');
    if (!deps.enabled() || !params.success) return notFound(c);
    const session = await portal(params.data.id);
    if (!session) return notFound(c);
    const row = await subscriptionOf(session.user_id);
    const sub = row ? currentSubscription(row) : null;
    const here = `/_billing-test/portal/${params.data.id}`;
    if (!sub) return c.redirect(here, 303);
    const now = nowSeconds();
    switch (action) {
      case 'change': {
        const form = await c.req.parseBody();
        const [plan, period] = String(form.choice ?? '').split('|');
        const choice = ChangeBody.safeParse({ plan, period });
        if (!choice.success) return c.redirect(here, 303);
        const periodChanged = choice.data.period !== sub.period;
        await sendEvent(
          deps,
          'customer.subscription.updated',
          subscriptionObject({
            ...sub,
            tier: choice.data.plan,
            period: choice.data.period,
            currentPeriodEnd:
              periodChanged && !sub.trialEnd
                ? periodEnd(now, choice.data.period)
                : sub.currentPeriodEnd,
          }),
        );
        break;
      }
      case 'cancel':
      case 'resume':
        await sendEvent(
          deps,
          'customer.subscription.updated',
          subscriptionObject({ ...sub, cancelAtPeriodEnd: action === 'cancel' }),
        );
        break;
      case 'advance':
        if (sub.cancelAtPeriodEnd) {
          await sendEvent(
            deps,
            'customer.subscription.deleted',
            subscriptionObject({ ...sub, status: 'canceled' }),
          );
        } else {
          const next = {
            ...sub,
            status: 'active' as const,
            trialEnd: null,
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd(Math.max(now, sub.currentPeriodEnd), sub.period),
          };
          await sendEvent(deps, 'invoice.paid', invoiceObject(next, true));
          await sendEvent(deps, 'customer.subscription.updated', subscriptionObject(next));
        }
        break;
      case 'fail':
        await sendEvent(deps, 'invoice.payment_failed', invoiceObject(sub, false));
        await sendEvent(
          deps,
          'customer.subscription.updated',
          subscriptionObject({ ...sub, status: 'past_due' }),
        );
        break;
      default:
        return notFound(c);
    }
    return c.redirect(here, 303);
  });
}
