import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | undefined;

async function createFromRuntimeConfig(): Promise<SupabaseClient> {
  // Loaded on demand so supabase-js and zod stay out of the first-paint bundle.
  const [{ createClient }, { fetchRuntimeConfig }] = await Promise.all([
    import('@supabase/supabase-js'),
    import('./runtime-config.ts'),
  ]);
  const config = await fetchRuntimeConfig();
  return createClient(config.supabaseUrl, config.supabaseAnonKey);
}

/**
 * The app's one Supabase client, created from `/config.json` on first use.
 * A failed load is forgotten so the next call retries.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= createFromRuntimeConfig().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}
