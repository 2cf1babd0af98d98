import {
  billingMode,
  campaignState,
  foundingPricesNow,
  localizedPrices,
  standardPricesConfigured,
} from '../_shared/billing.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import {
  BILLING_MAX_BODY_BYTES,
  PricingRequestSchema,
  type PricingAnswer,
} from '../../../src/shared/contracts/billing.ts';
import { FOUNDING_CAMPAIGN } from '../../../src/shared/plans.ts';

/**
 * What the pricing page may truthfully show (docs/product-rules.md#founding-campaign): the
 * billing mode, whether founding prices are charged, a countdown only when something really
 * changes at its end, spots left from real founding subscribers, and real sign-ups in the
 * last hour only from the configured minimum.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await readJson(request, PricingRequestSchema, BILLING_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  try {
    const mode = billingMode();
    const campaign = await campaignState(createServiceClient());
    const countdownTrue = campaign.open && (mode === 'test' || standardPricesConfigured());
    const answer: PricingAnswer = {
      billing: mode,
      foundingPrices: mode === 'off' ? campaign.open : foundingPricesNow(mode, campaign),
      countdownEndsAt: countdownTrue ? campaign.endsAt.toISOString() : null,
      spotsLeft: campaign.open ? Math.max(0, campaign.seats - campaign.taken) : null,
      seats: campaign.seats,
      joinedLastHour:
        campaign.joinedLastHour >= FOUNDING_CAMPAIGN.joinersMin ? campaign.joinedLastHour : null,
      localized: localizedPrices(mode, body.data.language),
    };
    return json(200, answer);
  } catch (error) {
    console.error('pricing failed:', (error as Error).message);
    return errorResponse(500, 'server-error', 'Could not read the pricing state; please try again');
  }
});
