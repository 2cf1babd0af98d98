import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupabase, mayHaveSession } from '../../lib/supabase.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  email: string | null;
  /** Signs out everywhere (spec: global sign-out); a second call while one runs is ignored. */
  signOut: () => Promise<void>;
}

/** Spec "Auth state": loading is force-cleared after 5 seconds. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;

function fromSession(session: Session | null): Pick<AuthState, 'status' | 'email'> {
  return session
    ? { status: 'signed-in', email: session.user.email ?? null }
    : { status: 'signed-out', email: null };
}

/**
 * The visitor's auth state from supabase-js: the stored session first, then every change.
 * A failed session check (no config, backend down) counts as signed out. Accounts (a later
 * issue) extend this hook with the return URL and the redirects of the spec.
 */
export function useAuthState(): AuthState {
  const [state, setState] = useState<Pick<AuthState, 'status' | 'email'>>({
    status: 'loading',
    email: null,
  });
  const signingOut = useRef(false);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const set = (next: Pick<AuthState, 'status' | 'email'>) => {
      if (active) setState(next);
    };
    const timeout = setTimeout(
      () => setState((s) => (active && s.status === 'loading' ? fromSession(null) : s)),
      AUTH_LOADING_TIMEOUT_MS,
    );

    // Most visitors have no session: answer at once and keep supabase-js off the page.
    if (!mayHaveSession()) {
      set(fromSession(null));
      clearTimeout(timeout);
      return () => {
        active = false;
      };
    }

    getSupabase()
      .then(async (supabase) => {
        const { data } = supabase.auth.onAuthStateChange((_event, session) =>
          set(fromSession(session)),
        );
        unsubscribe = () => data.subscription.unsubscribe();
        if (!active) unsubscribe();
        const { data: current, error } = await supabase.auth.getSession();
        set(fromSession(error ? null : current.session));
      })
      .catch(() => set(fromSession(null)));

    return () => {
      active = false;
      clearTimeout(timeout);
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    try {
      const supabase = await getSupabase();
      await supabase.auth.signOut({ scope: 'global' });
    } finally {
      signingOut.current = false;
      setState(fromSession(null));
    }
  }, []);

  return { ...state, signOut };
}
