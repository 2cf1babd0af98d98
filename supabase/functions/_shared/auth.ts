import { errorResponse } from './http.ts';
import { createServiceClient } from './supabase.ts';

/**
 * The caller's identity. The gateway (Supabase's, or the embedded one) has already
 * verified the JWT's signature when the function requires one, so reading the claims
 * here is safe; a missing or non-user token means an anonymous caller.
 */
export interface Caller {
  userId: string | null;
  role: string;
  /** The website session the access token belongs to (signed-in users only). */
  sessionId: string | null;
  email: string | null;
}

export function getCaller(request: Request): Caller {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const parts = token.split('.');
  const anonymous = { userId: null, role: 'anon', sessionId: null, email: null };
  if (parts.length !== 3) return anonymous;
  try {
    const claims = JSON.parse(atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      role?: unknown;
      session_id?: unknown;
      email?: unknown;
    };
    const role = typeof claims.role === 'string' ? claims.role : 'anon';
    const userId = role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
    const text = (value: unknown) => (userId && typeof value === 'string' ? value : null);
    return { userId, role, sessionId: text(claims.session_id), email: text(claims.email) };
  } catch {
    return anonymous;
  }
}

/**
 * The caller, once their account is known to exist. An access token stays valid until it
 * expires, also after its account was deleted: such a caller gets 401 'User not found' and
 * nothing is written for them (their rows would point at no account).
 */
export async function getLiveCaller(request: Request): Promise<Caller | { response: Response }> {
  const caller = getCaller(request);
  if (!caller.userId) return caller;
  const token = (request.headers.get('authorization') ?? '').slice('Bearer '.length).trim();
  const { data, error } = await createServiceClient().auth.getUser(token);
  if (error || data.user?.id !== caller.userId)
    return { response: errorResponse(401, 'account-not-found', 'User not found') };
  // The account's email now (the token's claim is as old as the token).
  return { ...caller, email: data.user.email ?? caller.email };
}
