import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../src/shared/database.types.ts';
import { requireEnv } from './env.ts';

// Node below 22 has no global WebSocket; supabase-js needs one for its realtime client.
const realtime =
  typeof globalThis.WebSocket === 'undefined'
    ? { transport: (await import('ws')).default as unknown as typeof WebSocket }
    : undefined;

/** The service client, typed by the schema generated from the migrations. */
export type ServiceClient = SupabaseClient<Database>;

const clients = new Map<string, ServiceClient>();

/**
 * A client acting as the service role: bypasses RLS, so only for trusted server writes. It
 * holds no user session, so one per project (URL and key) is reused across requests: building
 * a supabase-js client costs more than a short query.
 */
export function createServiceClient(): ServiceClient {
  const url = requireEnv('SUPABASE_URL');
  const key = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const id = `${url} ${key}`;
  let client = clients.get(id);
  if (!client) {
    client = createClient<Database>(url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      ...(realtime ? { realtime } : {}),
    });
    clients.set(id, client);
  }
  return client;
}
