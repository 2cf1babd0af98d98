import { billingMode, billingFailure, stripeClient } from '../_shared/billing.ts';
import { getLiveCaller } from '../_shared/auth.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import {
  BILLING_MAX_BODY_BYTES,
  CheckoutStatusRequestSchema,
  type CheckoutStatus,
} from '../../../src/shared/contracts/billing.ts';
import { normalizeTier, SUBSCRIPTION_STATUSES } from '../../../src/shared/plans.ts';

/**
 * What became of a checkout the caller started (`/welcome`): paid or not, and whether the
 * subscription record already shows the plan. Someone else's checkout, or a made-up id,
 * is `checkout-not-found`, and nothing is read or written for it.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await readJson(request, CheckoutStatusRequestSchema, BILLING_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  if (!caller.userId) return errorResponse(401, 'sign-in-required', 'Sign in to see your checkout');

  try {
    const db = createServiceClient();
    const { data: checkout, error } = await db
      .from('checkout_sessions')
      .select('id, plan, period, mode, status')
      .eq('id', body.data.sessionId)
      .eq('user_id', caller.userId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    if (!checkout)
      return errorResponse(
        404,
        'checkout-not-found',
        'No checkout with this id was started by you',
      );

    let state = checkout.status as CheckoutStatus['checkout'];
    if (state === 'open' && checkout.mode === 'stripe') {
      if (billingMode() !== 'stripe')
        return errorResponse(503, 'billing-unavailable', 'Payments are not set up on this server');
      const session = await stripeClient().checkout.sessions.retrieve(checkout.id);
      state =
        session.status === 'complete'
          ? 'complete'
          : session.status === 'expired'
            ? 'expired'
            : 'open';
    }

    const { data: sub, error: subError } = await db.rpc('refresh_subscription', {
      p_user_id: caller.userId,
    });
    if (subError || !sub?.user_id) throw new Error(`refresh_subscription: ${subError?.message}`);
    const tier = normalizeTier(sub.subscription_tier);
    const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.subscription_status)
      ? (sub.subscription_status as CheckoutStatus['status'])
      : 'active';
    const answer: CheckoutStatus = {
      checkout: state,
      plan: checkout.plan as CheckoutStatus['plan'],
      period: checkout.period as CheckoutStatus['period'],
      applied:
        tier === checkout.plan &&
        sub.stripe_subscription_id !== null &&
        (status === 'active' || status === 'trialing'),
      tier,
      status,
    };
    return json(200, answer);
  } catch (error) {
    return billingFailure('checkout-status', error, {
      provider: 'The payment provider could not be asked',
      server: 'Could not read the checkout; please try again',
    });
  }
});
