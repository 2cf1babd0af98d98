import { getLiveCaller } from '../_shared/auth.ts';
import { requireEnv } from '../_shared/env.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';
import { clientAddress, hashAddress } from '../_shared/client-address.ts';
import {
  FEATURE_REQUEST_MAX_BODY_BYTES as MAX_BODY_BYTES,
  FEATURE_REQUEST_RATE_LIMIT as RATE_LIMIT,
  FeatureRequestRequestSchema,
} from '../../../src/shared/contracts/feature-request.ts';

/** Stores a feature request from the website's form; at most 5 per address per hour. */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, FeatureRequestRequestSchema, MAX_BODY_BYTES);
  if ('response' in body) return body.response;

  const db = createServiceClient();
  const clientHash = await hashAddress(
    clientAddress(request),
    requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
  );
  const since = new Date(Date.now() - RATE_LIMIT.windowMs).toISOString();
  const recent = await db
    .from('feature_requests')
    .select('id')
    .eq('client_hash', clientHash)
    .gte('created_at', since)
    .limit(RATE_LIMIT.requests);
  if (recent.error) {
    console.error('feature-request: could not check the rate limit', recent.error.message);
    return errorResponse(500, 'server-error', 'Could not store the request');
  }
  if (recent.data.length >= RATE_LIMIT.requests)
    return errorResponse(
      429,
      'rate-limited',
      `Too many feature requests: at most ${RATE_LIMIT.requests} per hour from one address. Please try again later.`,
    );

  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  const { userId } = caller;
  const { data, error } = await db
    .from('feature_requests')
    .insert({
      title: body.data.title,
      details: body.data.details,
      category: body.data.category,
      email: body.data.email ?? null,
      user_id: userId,
      client_hash: clientHash,
    })
    .select('id')
    .single();
  if (error) {
    console.error('feature-request: could not store the request', error.message);
    return errorResponse(500, 'server-error', 'Could not store the request');
  }
  return json(201, { received: true, id: data.id });
});
