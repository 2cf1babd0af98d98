import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';

// Node below 22 has no global WebSocket; supabase-js needs one for its realtime client.
const realtime =
  typeof globalThis.WebSocket === 'undefined'
    ? { transport: (await import('ws')).default as unknown as typeof WebSocket }
    : undefined;

/** A client acting as the service role: bypasses RLS, so only for trusted server writes. */
export function createServiceClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(realtime ? { realtime } : {}),
  });
}
