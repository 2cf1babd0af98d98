import type { AuthChangeEvent } from '@supabase/supabase-js';
import { forgetLanding, landingHash, type AppSupabase } from '../../lib/supabase.ts';
import type { AuthChange, AuthErrorCode, AuthRedirect, AuthRepository } from '../types.ts';

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
    case 'current_password_required':
      return 'current-password-required';
    case 'current_password_mismatch':
      return 'current-password-mismatch';
    case 'same_password':
      return 'same-password';
  }
  if (status === 429) return 'rate-limited';
  if (name === 'AuthRetryableFetchError' || status === 0) return 'network-error';
  return fallback;
}

const messageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;

const SESSION_TYPES = ['recovery', 'email_change', 'signup', 'magiclink'] as const;

/** A mailed link's landing hash: `#access_token=…&type=recovery` or `#error=…&error_code=…`. */
export function parseAuthRedirect(hash: string): AuthRedirect | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code'))
    return { kind: 'error', code: params.get('error_code') || params.get('error') || 'unknown' };
  if (!params.has('access_token')) return null;
  const type = params.get('type');
  return {
    kind: 'session',
    type: SESSION_TYPES.find((known) => known === type) ?? 'other',
  };
}

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
    async signOutOthers() {
      try {
        const { error } = await (await client()).auth.signOut({ scope: 'others' });
        return !error;
      } catch {
        return false;
      }
    },
    async requestPasswordReset(email, redirectTo) {
      try {
        const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo });
        return error ? { ok: false, error: authErrorCode(error, 'reset-failed') } : { ok: true };
      } catch (error) {
        return { ok: false, error: authErrorCode(error, 'reset-failed') };
      }
    },
    async updatePassword({ password, currentPassword }) {
      try {
        const { error } = await (
          await client()
        ).auth.updateUser({
          password,
          ...(currentPassword !== undefined ? { current_password: currentPassword } : {}),
        });
        return error ? { ok: false, error: authErrorCode(error, 'update-failed') } : { ok: true };
      } catch (error) {
        return { ok: false, error: authErrorCode(error, 'update-failed') };
      }
    },
    async updateProfile({ fullName }) {
      try {
        const { data, error } = await (
          await client()
        ).auth.updateUser({ data: { full_name: fullName } });
        if (error || !data.user) return { ok: false, error: authErrorCode(error, 'update-failed') };
        return { ok: true, user: data.user };
      } catch (error) {
        return { ok: false, error: authErrorCode(error, 'update-failed') };
      }
    },
    async changeEmail(email, redirectTo) {
      try {
        const { data, error } = await (
          await client()
        ).auth.updateUser({ email }, { emailRedirectTo: redirectTo });
        if (error || !data.user) {
          const code = (error as { code?: unknown } | null)?.code;
          // Here an address in use is another account's, not a reason to sign in.
          if (code === 'email_exists' || code === 'user_already_exists')
            return { ok: false, error: 'email-in-use' };
          return { ok: false, error: authErrorCode(error, 'update-failed') };
        }
        return { ok: true, user: data.user };
      } catch (error) {
        return { ok: false, error: authErrorCode(error, 'update-failed') };
      }
    },
    async landedFrom(path) {
      const hash = landingHash(path);
      return hash ? parseAuthRedirect(hash) : null;
    },
    async forgetLanding() {
      forgetLanding();
    },
  };
}
