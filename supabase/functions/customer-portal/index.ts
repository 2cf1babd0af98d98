import {
  billingMode,
  billingFailure,
  localId,
  sitePage,
  stripeClient,
} from '../_shared/billing.ts';
import { getLiveCaller } from '../_shared/auth.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import {
  BILLING_MAX_BODY_BYTES,
  PortalRequestSchema,
} from '../../../src/shared/contracts/billing.ts';

/** How long a test-mode portal link works. */
const PORTAL_LINK_MS = 60 * 60_000;

/**
 * The caller's billing portal: Stripe's customer portal (invoices, card, plan changes,
 * cancellation), or in test mode the embedded backend's equivalent. Always for the caller's
 * own customer, returning to `/account`.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await readJson(request, PortalRequestSchema, BILLING_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  if (!caller.userId)
    return errorResponse(401, 'sign-in-required', 'Sign in to manage your billing');

  const mode = billingMode();
  try {
    const db = createServiceClient();
    const { data: sub, error } = await db
      .from('subscriptions')
      .select('stripe_customer_id')
      .eq('user_id', caller.userId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    const customer = sub?.stripe_customer_id ?? null;
    if (!customer)
      return errorResponse(404, 'no-billing-account', 'This account has never been billed');
    const returnUrl = sitePage('/account', body.data.language ?? 'en');
    const isLocal = customer.startsWith('cus_local_');

    if (mode === 'stripe' && !isLocal) {
      const session = await stripeClient().billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return json(200, { url: session.url });
    }
    if (mode === 'test' && isLocal) {
      const id = localId('bps');
      const { error: insertError } = await db.from('billing_portal_sessions').insert({
        id,
        user_id: caller.userId,
        return_url: returnUrl,
        expires_at: new Date(Date.now() + PORTAL_LINK_MS).toISOString(),
      });
      if (insertError) throw new Error(insertError.message);
      return json(200, { url: `${sitePage('/_billing-test/portal')}/${id}` });
    }
    return errorResponse(503, 'billing-unavailable', 'Payments are not set up on this server');
  } catch (error) {
    return billingFailure('customer-portal', error, {
      provider: 'The payment provider could not open billing',
      server: 'Could not open billing; please try again',
    });
  }
});
