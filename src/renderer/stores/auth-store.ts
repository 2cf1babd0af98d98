import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { type AppSupabase, getSupabase, mayHaveSession } from '../lib/supabase.ts';

/**
 * Auth state (spec A§4, inventory AUTH-04…14, Part 4 §4.8): `loading` until the stored session
 * is known, then `signed-in` or `signed-out`. One store for the whole app (zustand needs no
 * provider, so AUTH-15 does not apply). supabase-js keeps `autoRefreshToken` on (its default),
 * so sessions are refreshed before they expire and TOKEN_REFRESHED updates the store.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  /** `'creator'` starts the 7-day trial (DECISIONS.md). */
  plan?: string;
}

export interface AuthResult {
  error?: string;
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

/** AUTH-05: loading is force-cleared after 5 seconds. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;
/** AUTH-12 / BIZ-03: sign-out → /auth after about 100 ms. */
export const SIGN_OUT_REDIRECT_MS = 100;
export const SIGN_OUT_REDIRECT_PATH = '/auth';
export const LOGIN_FAILED = 'Login failed';
export const REGISTRATION_FAILED = 'Registration failed';

/** Events that carry the current session (spec: SIGNED_IN / SIGNED_OUT; plus refreshes). */
const TRACKED_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
]);

const STORED_AUTH_KEY = /^sb-.+-auth-token(-code-verifier)?$/;

const signedOut = { status: 'signed-out', session: null, user: null } as const;

function fromSession(session: Session | null) {
  return session ? { status: 'signed-in' as const, session, user: session.user } : signedOut;
}

/** Module state that is not rendered: reset by `resetAuthStore` (tests). */
let started = false;
let signingOut = false;
let connection: Promise<AppSupabase> | undefined;
let unsubscribe: (() => void) | undefined;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;

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

const messageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message.trim() || undefined
    : undefined;

export const useAuthStore = create<AuthStoreState>()((set, get) => {
  /** Loads supabase-js once and subscribes to its auth changes. */
  const connect = (): Promise<AppSupabase> => {
    connection ??= getSupabase().then(
      (supabase) => {
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          if (TRACKED_EVENTS.has(event)) set(fromSession(event === 'SIGNED_OUT' ? null : session));
        });
        unsubscribe = () => data.subscription.unsubscribe();
        return supabase;
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
      if (!mayHaveSession()) {
        if (get().status === 'loading') set(signedOut);
        return;
      }
      loadingTimer = setTimeout(() => {
        if (get().status === 'loading') set(signedOut);
      }, AUTH_LOADING_TIMEOUT_MS);
      connect()
        .then((supabase) => supabase.auth.getSession())
        .then(({ data, error }) => {
          if (get().status === 'loading' || !error) set(fromSession(error ? null : data.session));
        })
        .catch(() => {
          if (get().status === 'loading') set(signedOut);
        })
        .finally(() => clearTimeout(loadingTimer));
    },

    async signIn(email, password) {
      try {
        const supabase = await connect();
        const { data, error } = await supabase.auth.signInWithPassword({ email, password });
        if (error || !data.session) return { error: messageOf(error) ?? LOGIN_FAILED };
        set(fromSession(data.session));
        return {};
      } catch {
        return { error: LOGIN_FAILED };
      }
    },

    async signUp({ email, password, fullName, plan }) {
      try {
        const supabase = await connect();
        const { data, error } = await supabase.auth.signUp({
          email,
          password,
          options: { data: { full_name: fullName, ...(plan ? { plan } : {}) } },
        });
        if (error) return { error: messageOf(error) ?? REGISTRATION_FAILED };
        if (!data.session) return { needsConfirmation: true };
        set(fromSession(data.session));
        return {};
      } catch {
        return { error: REGISTRATION_FAILED };
      }
    },

    async signOut(navigate) {
      if (signingOut) return;
      signingOut = true;
      try {
        // supabase-js needs the stored session to revoke it everywhere, so the keys are
        // cleared right after (and also when the call fails).
        const supabase = await connect();
        const { error } = await supabase.auth.signOut({ scope: 'global' });
        if (error) console.error('Sign-out failed', error);
      } catch (error) {
        console.error('Sign-out failed', error);
      } finally {
        clearStoredAuth();
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
