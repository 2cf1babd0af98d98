// supabase-js clients for tests. Node 20 has no global WebSocket, so realtime gets `ws`.
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import ws from 'ws';

export interface ServerKeys {
  url: string;
  publishableKey: string;
  secretKey: string;
}

export function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

/** A client that acts as a signed-out visitor (publishable key). */
export function anonClient(server: ServerKeys): SupabaseClient {
  return makeClient(server.url, server.publishableKey);
}

/** A client with the secret (service-role) key: bypasses RLS. */
export function serviceClient(server: ServerKeys): SupabaseClient {
  return makeClient(server.url, server.secretKey);
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.test`;
}

export interface SignedUpUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/**
 * Signs up a fresh user through the public API and returns a client acting as that user.
 * Fails loudly if sign-up does not return a session (e.g. email confirmation switched on).
 */
export async function signUpUser(
  server: ServerKeys,
  options: { email?: string; password?: string; data?: Record<string, unknown> } = {},
): Promise<SignedUpUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${randomUUID()}`;
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: options.data },
  });
  if (error) throw new Error(`signUp(${email}) failed: ${error.message}`);
  if (!data.user || !data.session) {
    throw new Error(
      `signUp(${email}) returned no session; is email confirmation required on the embedded backend?`,
    );
  }
  return { client, user: data.user, session: data.session, email, password };
}
