import {
  billingMode,
  campaignState,
  checkoutPrice,
  billingFailure,
  foundingPricesNow,
  localId,
  sitePage,
  stripeClient,
} from '../_shared/billing.ts';
import { getLiveCaller } from '../_shared/auth.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase.ts';
import {
  BILLING_MAX_BODY_BYTES,
  CheckoutRequestSchema,
  type CheckoutRequest,
} from '../../../src/shared/contracts/billing.ts';
import { TRIAL_DAYS } from '../../../src/shared/plans.ts';

/** Checkouts one account may start in ten minutes (each may create objects at Stripe). */
export const CHECKOUTS_PER_TEN_MINUTES = 10;

/**
 * A checkout for the signed-in caller (docs/product-rules.md#billing). The price comes from
 * the plan and period (and the page's language when a localized price is configured), never
 * from the browser; the caller's Stripe customer is reused; an account that never had a
 * trial starts with the 7-day trial; success returns to `/welcome?session_id=…`, cancel to
 * `/pricing`. An account already paying changes plan in the billing portal instead.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await readJson(request, CheckoutRequestSchema, BILLING_MAX_BODY_BYTES);
  if ('response' in body) return body.response;

  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  if (!caller.userId) return errorResponse(401, 'sign-in-required', 'Please sign in to upgrade');

  const mode = billingMode();
  if (mode === 'off')
    return errorResponse(503, 'billing-unavailable', 'Payments are not set up on this server');

  try {
    const db = createServiceClient();
    return await startCheckout(db, mode, { id: caller.userId, email: caller.email }, body.data);
  } catch (error) {
    return billingFailure('create-checkout-session', error, {
      provider: 'The payment provider refused the checkout',
      server: 'Could not start the checkout; please try again',
    });
  }
});

async function startCheckout(
  db: ServiceClient,
  mode: 'stripe' | 'test',
  user: { id: string; email: string | null },
  input: CheckoutRequest,
): Promise<Response> {
  const since = new Date(Date.now() - 10 * 60_000).toISOString();
  const recent = await db
    .from('checkout_sessions')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', user.id)
    .gte('created_at', since);
  if (recent.error) throw new Error(recent.error.message);
  if ((recent.count ?? 0) >= CHECKOUTS_PER_TEN_MINUTES)
    return errorResponse(
      429,
      'rate-limited',
      'Too many checkouts started; try again in a few minutes',
    );

  const { data: sub, error: subError } = await db.rpc('refresh_subscription', {
    p_user_id: user.id,
  });
  if (subError || !sub?.user_id) throw new Error(`refresh_subscription: ${subError?.message}`);
  if (
    sub.stripe_subscription_id &&
    ['active', 'trialing', 'past_due'].includes(sub.subscription_status)
  )
    return errorResponse(
      409,
      'already-subscribed',
      'This account already has a paid plan; change it in the billing portal',
    );

  const campaign = await campaignState(db);
  const price = checkoutPrice(
    mode,
    input.plan,
    input.period,
    foundingPricesNow(mode, campaign),
    input.language,
  );
  if (!price)
    return errorResponse(503, 'billing-unavailable', 'No price is configured for this plan');

  const trialDays = sub.trial_ends_at === null ? TRIAL_DAYS : 0;
  const language = input.language ?? 'en';
  const successUrl = `${sitePage('/welcome', language)}?session_id={CHECKOUT_SESSION_ID}`;
  const cancelUrl = sitePage('/pricing', language);
  const metadata = {
    user_id: user.id,
    plan: input.plan,
    period: input.period,
    founding: String(price.founding),
  };

  let sessionId: string;
  let url: string;
  if (mode === 'stripe') {
    const stripe = stripeClient();
    let customer = sub.stripe_customer_id;
    if (!customer) {
      const created = await stripe.customers.create({
        ...(user.email ? { email: user.email } : {}),
        metadata: { user_id: user.id },
      });
      customer = created.id;
      // Kept at once, so a second checkout reuses it even if the first is abandoned.
      const { error } = await db
        .from('subscriptions')
        .update({ stripe_customer_id: customer })
        .eq('user_id', user.id)
        .is('stripe_customer_id', null);
      if (error) throw new Error(error.message);
    }
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: price.priceId!, quantity: 1 }],
      metadata,
      subscription_data: {
        metadata: { user_id: user.id, plan: input.plan, period: input.period },
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
      },
      success_url: successUrl,
      cancel_url: cancelUrl,
      locale: 'auto',
    });
    if (!session.url) throw new Error('Stripe returned a checkout without a URL');
    sessionId = session.id;
    url = session.url;
  } else {
    sessionId = localId('cs');
    url = `${sitePage('/_billing-test/checkout')}/${sessionId}`;
  }

  const { error } = await db.from('checkout_sessions').insert({
    id: sessionId,
    user_id: user.id,
    plan: input.plan,
    period: input.period,
    mode,
    amount: price.amount,
    currency: price.currency,
    trial_days: trialDays,
    founding: price.founding,
    customer_id: sub.stripe_customer_id,
    success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
    cancel_url: cancelUrl,
  });
  if (error) throw new Error(`checkout_sessions: ${error.message}`);
  return json(200, { url, sessionId, mode });
}
