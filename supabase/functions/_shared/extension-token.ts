import {
  EXTENSION_TOKEN_HEADER,
  EXTENSION_TOKEN_PATTERN,
  EXTENSION_TOKEN_PREFIX,
  type ExtensionAccount,
} from '../../../src/shared/contracts/extension-token.ts';
import { ReplyPersonaSchema } from '../../../src/shared/contracts/reply.ts';
import {
  DEFAULT_SESSION_SETTINGS,
  SessionSettingsSchema,
} from '../../../src/shared/extension/messages.ts';
import { errorResponse } from './http.ts';
import type { ServiceClient } from './supabase.ts';

/** SHA-256 of a token, hex: what the database keeps (Web Crypto: Deno and Node alike). */
export async function hashExtensionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new token: the prefix and 32 random bytes, base64url. */
export function newExtensionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64 = btoa(String.fromCharCode(...bytes));
  return EXTENSION_TOKEN_PREFIX + base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface ExtensionCaller {
  userId: string;
  email: string;
  tokenId: string;
}

/**
 * The user behind the request's extension token (header `x-extension-token`), or the 401 to
 * answer: a missing, malformed, unknown or revoked token all read "disconnected".
 */
export async function extensionCaller(
  request: Request,
  database: () => ServiceClient,
): Promise<ExtensionCaller | { response: Response }> {
  const token = request.headers.get(EXTENSION_TOKEN_HEADER) ?? '';
  const disconnected = {
    response: errorResponse(
      401,
      'extension-disconnected',
      'The extension token is missing, unknown or revoked; connect the extension again',
    ),
  };
  if (!EXTENSION_TOKEN_PATTERN.test(token)) return disconnected;
  const { data, error } = await database().rpc('use_extension_token', {
    p_token_hash: await hashExtensionToken(token),
  });
  if (error) throw new Error(`use_extension_token: ${error.message}`);
  const row = data?.[0];
  return row ? { userId: row.user_id, email: row.email, tokenId: row.token_id } : disconnected;
}

/** Who is connected, their plan and today's allowance (the subscription refreshed first). */
export async function extensionAccount(
  db: ServiceClient,
  user: { id: string; email: string },
): Promise<ExtensionAccount | null> {
  const [sub, saved] = await Promise.all([
    db.rpc('refresh_subscription', { p_user_id: user.id }),
    db.from('reply_settings').select('persona, session').eq('user_id', user.id).maybeSingle(),
  ]);
  if (sub.error) throw new Error(`refresh_subscription: ${sub.error.message}`);
  if (saved.error) throw new Error(`reply_settings: ${saved.error.message}`);
  const row = sub.data;
  if (!row?.user_id) return null;
  return {
    user,
    plan: {
      tier: row.subscription_tier as ExtensionAccount['plan']['tier'],
      status: row.subscription_status as ExtensionAccount['plan']['status'],
      extensionAccess: row.extension_access,
      trialEndsAt: row.trial_ends_at,
    },
    // Today's replies over every X account, against the plan's daily number (what the
    // website's dashboard shows); the per-account safety cap is the server's skip reason.
    replies: { used: row.daily_replies_used, limit: row.daily_reply_limit },
    settings: readSettings(saved.data),
  };
}

/**
 * The saved persona and session settings, as the schemas read them: what does not fit (an old
 * shape, a hand-edited row) reads as the defaults rather than failing the extension.
 */
export function readSettings(
  row: { persona: unknown; session: unknown } | null,
): ExtensionAccount['settings'] {
  const persona = ReplyPersonaSchema.safeParse(row?.persona ?? {});
  const session = SessionSettingsSchema.safeParse(row?.session);
  return {
    persona: persona.success ? persona.data : ReplyPersonaSchema.parse({}),
    session: session.success ? session.data : DEFAULT_SESSION_SETTINGS,
  };
}
