import type { Session, User } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { platform, type AuthChange, type AuthErrorCode } from '../platform/index.ts';
import { finishBeforeSignOut } from './sign-out-tasks.ts';

/**
 * Auth state (docs/product-rules.md#auth-behaviour): `loading` until the stored session
 * is known, then `signed-in` or `signed-out`. One store for the whole app (zustand needs no
 * provider). supabase-js keeps `autoRefreshToken` on (its default),
 * so sessions are refreshed before they expire and TOKEN_REFRESHED updates the store.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  /** `'creator'` starts the 7-day trial (docs/product-rules.md#trial). */
  plan?: string;
}

export interface AuthResult {
  /** Why it failed, as a code the page translates. */
  error?: AuthErrorCode;
  /** Sign-up only: the account exists but its email must be confirmed before signing in. */
  needsConfirmation?: boolean;
}

export interface AuthStoreState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** Idempotent: reads the stored session once and follows every change afterwards. */
  init(): void;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(input: SignUpInput): Promise<AuthResult>;
  /**
   * Global sign-out; repeated calls while one runs are ignored. Navigates to `/auth` about
   * 100 ms later with `navigate` (the router's, so the language prefix can be kept), else with
   * `window.location.assign`.
   */
  signOut(navigate?: (path: string) => void): Promise<void>;
}

/** Loading is force-cleared (to signed out) after 5 seconds. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;
/** Sign-out → /auth after about 100 ms. */
export const SIGN_OUT_REDIRECT_MS = 100;
export const SIGN_OUT_REDIRECT_PATH = '/auth';

const signedOut = { status: 'signed-out', session: null, user: null } as const;

function fromSession(session: Session | null) {
  return session ? { status: 'signed-in' as const, session, user: session.user } : signedOut;
}

/** Module state that is not rendered: reset by `resetAuthStore` (tests). */
let started = false;
let signingOut = false;
let connection: Promise<void> | undefined;
let unsubscribe: (() => void) | undefined;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;

export const useAuthStore = create<AuthStoreState>()((set, get) => {
  /** Subscribes once to the session's changes (events that carry the current session). */
  const connect = (): Promise<void> => {
    connection ??= platform()
      .auth.onChange((change: AuthChange, session) => {
        if (change !== 'OTHER') set(fromSession(change === 'SIGNED_OUT' ? null : session));
      })
      .then(
        (listener) => {
          unsubscribe = () => listener.unsubscribe();
        },
        (error: unknown) => {
          connection = undefined; // the next call retries
          throw error;
        },
      );
    return connection;
  };

  return {
    status: 'loading',
    session: null,
    user: null,

    init() {
      if (started || typeof window === 'undefined') return;
      started = true;
      // Most visitors have no session: answer at once and keep supabase-js off the page.
      if (!platform().auth.mayHaveSession()) {
        if (get().status === 'loading') set(signedOut);
        return;
      }
      loadingTimer = setTimeout(() => {
        if (get().status === 'loading') set(signedOut);
      }, AUTH_LOADING_TIMEOUT_MS);
      connect()
        .then(() => platform().auth.getSession())
        .then(({ session, failed }) => {
          if (get().status === 'loading' || !failed) set(fromSession(failed ? null : session));
        })
        .catch(() => {
          if (get().status === 'loading') set(signedOut);
        })
        .finally(() => clearTimeout(loadingTimer));
    },

    async signIn(email, password) {
      try {
        await connect();
      } catch {
        return { error: 'network-error' };
      }
      const result = await platform().auth.signIn(email, password);
      if ('error' in result) return { error: result.error };
      set(fromSession(result.session));
      return {};
    },

    async signUp({ email, password, fullName, plan }) {
      try {
        await connect();
      } catch {
        return { error: 'network-error' };
      }
      const result = await platform().auth.signUp({
        email,
        password,
        metadata: { full_name: fullName, ...(plan ? { plan } : {}) },
      });
      if ('error' in result) return { error: result.error };
      if (!result.session) return { needsConfirmation: true };
      set(fromSession(result.session));
      return {};
    },

    async signOut(navigate) {
      if (signingOut) return;
      signingOut = true;
      try {
        await finishBeforeSignOut();
        // Clears the stored keys whatever the server answers.
        await platform()
          .auth.signOutEverywhere()
          .catch((error: unknown) => console.error('Sign-out failed', error));
      } finally {
        set(signedOut);
        setTimeout(() => {
          signingOut = false;
          if (navigate) navigate(SIGN_OUT_REDIRECT_PATH);
          else window.location.assign(SIGN_OUT_REDIRECT_PATH);
        }, SIGN_OUT_REDIRECT_MS);
      }
    },
  };
});

/**
 * The auth state and actions for components; starts the store on mount (idempotent), so
 * any page or component may use it without further setup.
 */
export function useAuth() {
  const init = useAuthStore((s) => s.init);
  useEffect(() => init(), [init]);
  return useAuthStore(
    useShallow((s) => ({
      status: s.status,
      session: s.session,
      user: s.user,
      signIn: s.signIn,
      signUp: s.signUp,
      signOut: s.signOut,
    })),
  );
}

export type Auth = ReturnType<typeof useAuth>;

/** Back to the first state, forgetting the subscription (tests only). */
export function resetAuthStore() {
  unsubscribe?.();
  clearTimeout(loadingTimer);
  started = false;
  signingOut = false;
  connection = undefined;
  unsubscribe = undefined;
  useAuthStore.setState({ status: 'loading', session: null, user: null });
}

export { rememberReturnUrl } from '../features/auth/return-url.ts';
