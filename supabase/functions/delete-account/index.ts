import { billingMode, describeStripeError, stripeClient } from '../_shared/billing.ts';
import { getLiveCaller } from '../_shared/auth.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import {
  BILLING_MAX_BODY_BYTES,
  DeleteAccountRequestSchema,
} from '../../../src/shared/contracts/billing.ts';

/**
 * Deletes the caller's account and everything it owns, after cancelling its subscription at
 * Stripe at once (no further charge). If billing cannot be cancelled, nothing is deleted and
 * the user is told to try again: an account must never disappear while it is still billed.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await readJson(request, DeleteAccountRequestSchema, BILLING_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  if (!caller.userId)
    return errorResponse(401, 'sign-in-required', 'Sign in to delete your account');

  const db = createServiceClient();
  const email = caller.email ?? '';
  if (!email || body.data.confirmEmail.toLowerCase() !== email.trim().toLowerCase())
    return errorResponse(400, 'confirmation-mismatch', 'The email typed is not this account’s');

  try {
    const { data: sub, error } = await db
      .from('subscriptions')
      .select('stripe_subscription_id')
      .eq('user_id', caller.userId)
      .maybeSingle();
    if (error) throw new Error(error.message);
    const subscription = sub?.stripe_subscription_id ?? null;
    let billingCanceled = false;
    if (subscription && !subscription.startsWith('sub_local_')) {
      if (billingMode() !== 'stripe')
        return errorResponse(
          502,
          'payment-provider-error',
          'The subscription cannot be cancelled from here; nothing was deleted',
        );
      try {
        await stripeClient().subscriptions.cancel(subscription);
      } catch (cancelError) {
        // Already gone at Stripe: nothing more to cancel.
        if ((cancelError as { code?: string }).code !== 'resource_missing') {
          console.error('delete-account: cancel failed', describeStripeError(cancelError));
          return errorResponse(
            502,
            'payment-provider-error',
            'The subscription could not be cancelled; nothing was deleted',
          );
        }
      }
      billingCanceled = true;
    } else if (subscription) {
      billingCanceled = true;
    }
    const { error: deleteError } = await db.rpc('delete_user_account', {
      p_user_id: caller.userId,
    });
    if (deleteError) throw new Error(deleteError.message);
    return json(200, { deleted: true, billingCanceled });
  } catch (error) {
    console.error('delete-account failed:', (error as Error).message);
    return errorResponse(500, 'server-error', 'Could not delete the account; please try again');
  }
});
