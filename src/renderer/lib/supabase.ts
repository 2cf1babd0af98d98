import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/database.types.ts';

/** The app's client, typed by the schema generated from the migrations. */
export type AppSupabase = SupabaseClient<Database>;

let client: Promise<AppSupabase> | undefined;

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
