import { getLiveCaller } from '../_shared/auth.ts';
import {
  extensionAccount,
  extensionCaller,
  hashExtensionToken,
  newExtensionToken,
} from '../_shared/extension-token.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase.ts';
import {
  EXTENSION_TOKEN_MAX_BODY_BYTES,
  ExtensionTokenRequestSchema,
} from '../../../src/shared/contracts/extension-token.ts';

/**
 * The browser extension's credential (docs/product-rules.md#extension-tokens): `connect` with
 * the website session mints a token bound to that session; `status` and `disconnect` take the
 * token itself (header `x-extension-token`).
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, ExtensionTokenRequestSchema, EXTENSION_TOKEN_MAX_BODY_BYTES);
  if ('response' in body) return body.response;
  try {
    if (body.data.action === 'connect')
      return await connect(request, createServiceClient(), body.data.label);
    const caller = await extensionCaller(request, createServiceClient);
    if ('response' in caller) return caller.response;
    const db = createServiceClient();
    if (body.data.action === 'settings') {
      const { error } = await db
        .from('reply_settings')
        .upsert({ user_id: caller.userId, session: body.data.session }, { onConflict: 'user_id' });
      if (error) throw new Error(error.message);
      return json(200, { saved: true });
    }
    if (body.data.action === 'disconnect') {
      const { error } = await db.from('extension_tokens').delete().eq('id', caller.tokenId);
      if (error) throw new Error(error.message);
      return json(200, { disconnected: true });
    }
    const account = await extensionAccount(db, { id: caller.userId, email: caller.email });
    if (!account) return errorResponse(401, 'account-not-found', 'User not found');
    return json(200, { tokenId: caller.tokenId, account });
  } catch (error) {
    console.error(`extension-token: ${body.data.action} failed`, (error as Error).message);
    return errorResponse(500, 'server-error', 'Could not reach your account; please try again');
  }
});

async function connect(request: Request, db: ServiceClient, label: string): Promise<Response> {
  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  if (!caller.userId || !caller.sessionId)
    return errorResponse(401, 'sign-in-required', 'Connecting needs a signed-in website session');
  const token = newExtensionToken();
  const { data: tokenId, error } = await db.rpc('create_extension_token', {
    p_user_id: caller.userId,
    p_session_id: caller.sessionId,
    p_token_hash: await hashExtensionToken(token),
    p_label: label,
  });
  if (error) {
    // The session ended between the check and the insert (its row is gone).
    if (/foreign key/i.test(error.message))
      return errorResponse(401, 'sign-in-required', 'The website session has ended; sign in again');
    throw new Error(`create_extension_token: ${error.message}`);
  }
  const account = await extensionAccount(db, { id: caller.userId, email: caller.email ?? '' });
  if (!account) return errorResponse(401, 'account-not-found', 'User not found');
  return json(201, { token, tokenId, account });
}
