import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/database.types.ts';

/** The app's client, typed by the schema generated from the migrations. */
export type AppSupabase = SupabaseClient<Database>;

let client: Promise<AppSupabase> | undefined;

/**
 * The address this page was opened with, kept when this module loads (at start-up, before
 * supabase-js is loaded): a mailed Auth link lands with its tokens or its error in the hash,
 * which supabase-js takes out of the address as soon as it starts.
 */
let landing: { path: string; hash: string } | null =
  typeof window === 'undefined'
    ? null
    : { path: window.location.pathname, hash: window.location.hash };

/** The hash the page was opened with, if it was opened at `path`; null once forgotten. */
export function landingHash(path: string): string | null {
  return landing && landing.path === path ? landing.hash : null;
}

/** After the landing was used: a later visit to the same path is not a landing. */
export function forgetLanding(): void {
  landing = null;
}

async function createFromRuntimeConfig(): Promise<AppSupabase> {
  // Loaded on demand so supabase-js and zod stay out of the first-paint bundle.
  const [{ createClient }, { fetchRuntimeConfig }] = await Promise.all([
    import('@supabase/supabase-js'),
    import('./runtime-config.ts'),
  ]);
  const config = await fetchRuntimeConfig();
  return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
}

/**
 * The app's one Supabase client, created from `/config.json` on first use.
 * A failed load is forgotten so the next call retries.
 */
export function getSupabase(): Promise<AppSupabase> {
  client ??= createFromRuntimeConfig().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * Whether this browser may hold a session: supabase-js keeps it in localStorage under
 * `sb-<project>-auth-token`, and a magic link lands with tokens in the URL hash. When
 * neither is there the visitor is signed out, and supabase-js need not be loaded at all.
 */
export function mayHaveSession(): boolean {
  try {
    if (/access_token=|refresh_token=/.test(window.location.hash)) return true;
    for (let i = 0; i < window.localStorage.length; i++) {
      if (/^sb-.+-auth-token$/.test(window.localStorage.key(i) ?? '')) return true;
    }
    return false;
  } catch {
    return true; // storage blocked: ask supabase-js
  }
}
