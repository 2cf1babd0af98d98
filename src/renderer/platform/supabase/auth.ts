import type { AuthChangeEvent } from '@supabase/supabase-js';
import type { AppSupabase } from '../../lib/supabase.ts';
import type { AuthChange, AuthErrorCode, AuthRepository } from '../types.ts';

const STORED_AUTH_KEY = /^sb-.+-auth-token(-code-verifier)?$/;

/** supabase-js keeps the session in localStorage; after a global sign-out none may remain. */
function clearStoredAuth() {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key && STORED_AUTH_KEY.test(key)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing stored either
  }
}

/** Supabase Auth's error codes (and statuses) as the codes the UI translates. */
export function authErrorCode(error: unknown, fallback: AuthErrorCode): AuthErrorCode {
  const { code, status, name } = (error ?? {}) as {
    code?: unknown;
    status?: unknown;
    name?: unknown;
  };
  switch (code) {
    case 'invalid_credentials':
      return 'invalid-credentials';
    case 'email_not_confirmed':
      return 'email-not-confirmed';
    case 'user_already_exists':
    case 'email_exists':
      return 'email-taken';
    case 'weak_password':
      return 'weak-password';
    case 'email_address_invalid':
    case 'email_address_not_authorized':
      return 'invalid-email';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
      return 'rate-limited';
    case 'signup_disabled':
    case 'email_provider_disabled':
      return 'signups-disabled';
  }
  if (status === 429) return 'rate-limited';
  if (name === 'AuthRetryableFetchError' || status === 0) return 'network-error';
  return fallback;
}

const messageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;

const TRACKED: Partial<Record<AuthChangeEvent, AuthChange>> = {
  SIGNED_IN: 'SIGNED_IN',
  SIGNED_OUT: 'SIGNED_OUT',
  TOKEN_REFRESHED: 'TOKEN_REFRESHED',
  USER_UPDATED: 'USER_UPDATED',
};

export function createAuthRepository(
  client: () => Promise<AppSupabase>,
  mayHaveSession: () => boolean,
): AuthRepository {
  return {
    mayHaveSession,
    async getSession() {
      try {
        const { data, error } = await (await client()).auth.getSession();
        return error ? { session: null, failed: true } : { session: data.session, failed: false };
      } catch {
        return { session: null, failed: true };
      }
    },
    async onChange(listener) {
      const { data } = (await client()).auth.onAuthStateChange((event, session) =>
        listener(TRACKED[event] ?? 'OTHER', session),
      );
      return data.subscription;
    },
    async signIn(email, password) {
      try {
        const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
        if (error || !data.session)
          return { error: authErrorCode(error, 'login-failed'), message: messageOf(error) };
        return { session: data.session };
      } catch (error) {
        return { error: authErrorCode(error, 'login-failed'), message: messageOf(error) };
      }
    },
    async signUp({ email, password, metadata }) {
      try {
        const { data, error } = await (
          await client()
        ).auth.signUp({
          email,
          password,
          options: { data: metadata },
        });
        if (error)
          return { error: authErrorCode(error, 'registration-failed'), message: error.message };
        return { session: data.session };
      } catch (error) {
        return { error: authErrorCode(error, 'registration-failed'), message: messageOf(error) };
      }
    },
    async signOutEverywhere() {
      try {
        // supabase-js needs the stored session to revoke it everywhere, so the keys are
        // cleared right after (and also when the call fails).
        const { error } = await (await client()).auth.signOut({ scope: 'global' });
        if (error) console.error('Sign-out failed', error);
      } catch (error) {
        console.error('Sign-out failed', error);
      } finally {
        clearStoredAuth();
      }
    },
    async deleteAccount() {
      try {
        // Through the function that cancels billing first (the account page asked the user
        // to type their email; the server checks it again).
        const supabase = await client();
        const { data } = await supabase.auth.getUser();
        if (!data.user?.email) return false;
        const { error } = await supabase.functions.invoke('delete-account', {
          body: { confirmEmail: data.user.email },
        });
        return !error;
      } catch {
        return false;
      }
    },
  };
}
