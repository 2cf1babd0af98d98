import type Stripe from 'stripe';
import { planOfPrice, verifyStripeEvent, webhookSecret } from '../_shared/billing.ts';
import { errorResponse, json, methodNotAllowed, readBodyBytes } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase.ts';
import { BILLING_PERIODS, PAID_TIERS } from '../../../src/shared/plans.ts';

/** Stripe's events are a few kilobytes; nothing larger is read. */
export const WEBHOOK_MAX_BODY_BYTES = 512 * 1024;

/**
 * Stripe's events (docs/product-rules.md#billing). Public (Stripe holds no user token), so the
 * signature over the raw body is the only credential: an unsigned, mis-signed or stale event
 * is refused before anything is read from it. Each event id is applied once; an event older
 * than the last one applied to the account changes nothing (Stripe does not promise order).
 * The test mode's checkout and portal pages send their events through here too.
 */
export default serve(async (request) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const secret = webhookSecret();
  if (!secret)
    return errorResponse(503, 'billing-unavailable', 'The webhook signing secret is not set');
  const signature = request.headers.get('stripe-signature');
  if (!signature) return errorResponse(400, 'invalid-request', 'Missing Stripe-Signature header');

  const raw = await readRaw(request);
  if ('response' in raw) return raw.response;

  let event: Stripe.Event;
  try {
    event = await verifyStripeEvent(raw.text, signature, secret);
  } catch {
    return errorResponse(400, 'invalid-request', 'Invalid signature');
  }

  try {
    const outcome = await handleEvent(createServiceClient(), event);
    return json(200, { received: true, outcome });
  } catch (error) {
    // Our side failed: Stripe retries the event later, and the event id is not yet recorded.
    console.error(`stripe-webhook: ${event.type} ${event.id} failed:`, (error as Error).message);
    return errorResponse(500, 'server-error', 'The event could not be applied; retry later');
  }
});

async function readRaw(request: Request): Promise<{ text: string } | { response: Response }> {
  const bytes = await readBodyBytes(request, WEBHOOK_MAX_BODY_BYTES);
  if (!bytes)
    return {
      response: errorResponse(
        413,
        'payload-too-large',
        `Body larger than ${WEBHOOK_MAX_BODY_BYTES} bytes`,
      ),
    };
  if (!bytes.byteLength) return { response: errorResponse(400, 'invalid-request', 'Empty body') };
  return { text: new TextDecoder().decode(bytes) };
}

const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function handleEvent(db: ServiceClient, event: Stripe.Event): Promise<string> {
  const at = iso(event.created)!;
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(db, event.id, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return subscriptionChanged(db, event.id, event.type, at, event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
      return invoiceSettled(db, event.id, event.type, at, event.data.object);
    default:
      return 'ignored';
  }
}

async function checkoutCompleted(
  db: ServiceClient,
  eventId: string,
  session: Stripe.Checkout.Session,
): Promise<string> {
  if (session.mode !== 'subscription') return 'ignored';
  const userId = session.metadata?.user_id ?? session.client_reference_id;
  const customer = idOf(session.customer);
  if (!userId || !isUuid(userId) || !customer) return 'unknown-user';
  const { data, error } = await db.rpc('apply_checkout_completed', {
    p_event_id: eventId,
    p_session_id: session.id,
    p_user_id: userId,
    p_customer_id: customer,
    p_founding: session.metadata?.founding === 'true',
  });
  if (error) throw new Error(`apply_checkout_completed: ${error.message}`);
  return data ?? 'applied';
}

async function subscriptionChanged(
  db: ServiceClient,
  eventId: string,
  type: string,
  at: string,
  subscription: Stripe.Subscription,
): Promise<string> {
  const customer = idOf(subscription.customer);
  let userId: string | null = subscription.metadata?.user_id ?? null;
  if (!userId && customer) {
    const { data, error } = await db
      .from('subscriptions')
      .select('user_id')
      .eq('stripe_customer_id', customer)
      .maybeSingle();
    if (error) throw new Error(error.message);
    userId = data?.user_id ?? null;
  }
  if (!userId || !isUuid(userId)) return 'unknown-user';

  const item = subscription.items?.data?.[0];
  const priceId = item?.price?.id ?? null;
  const fromPrice = priceId ? planOfPrice(priceId) : null;
  const metaPlan = subscription.metadata?.plan;
  const metaPeriod = subscription.metadata?.period;
  // The price is the truth after a plan change in the portal; the metadata names the plan
  // chosen at checkout (and is all the test mode's local prices carry).
  const tier =
    fromPrice?.tier ??
    ((PAID_TIERS as readonly string[]).includes(metaPlan ?? '') ? metaPlan! : null);
  const period =
    fromPrice?.period ??
    ((BILLING_PERIODS as readonly string[]).includes(metaPeriod ?? '') ? metaPeriod! : null);
  if (!tier || !period) {
    console.error(`stripe-webhook: ${eventId}: price ${priceId} is not a configured plan`);
    return 'unknown-price';
  }
  const periodEnd =
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    item?.current_period_end ??
    null;
  const status = type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;

  const { data, error } = await db.rpc('apply_subscription_event', {
    p_event_id: eventId,
    p_event_type: type,
    p_event_at: at,
    p_user_id: userId,
    p_customer_id: customer,
    p_subscription_id: subscription.id,
    p_price_id: priceId,
    p_tier: tier,
    p_period: period,
    p_stripe_status: status,
    p_period_end: iso(periodEnd),
    p_cancel_at_period_end: subscription.cancel_at_period_end === true,
    p_trial_end: iso(subscription.trial_end),
  });
  if (error) throw new Error(`apply_subscription_event: ${error.message}`);
  return data ?? 'applied';
}

async function invoiceSettled(
  db: ServiceClient,
  eventId: string,
  type: string,
  at: string,
  invoice: Stripe.Invoice,
): Promise<string> {
  // Older API versions put the subscription on the invoice; newer ones under `parent`.
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  const subscription =
    idOf(legacy) ?? idOf(invoice.parent?.subscription_details?.subscription ?? null);
  if (!subscription) return 'ignored';
  const periodEnd = invoice.lines?.data?.[0]?.period?.end ?? null;
  const { data, error } = await db.rpc('apply_invoice_event', {
    p_event_id: eventId,
    p_event_type: type,
    p_event_at: at,
    p_subscription_id: subscription,
    p_paid: type !== 'invoice.payment_failed',
    p_period_end: iso(periodEnd),
  });
  if (error) throw new Error(`apply_invoice_event: ${error.message}`);
  return data ?? 'applied';
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
