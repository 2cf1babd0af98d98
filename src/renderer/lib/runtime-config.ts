import { z } from 'zod';

/** `/config.json`: served by the backend so one website build runs against any Supabase. */
export const RuntimeConfigSchema = z.object({
  supabaseUrl: z.string().min(1),
  supabaseAnonKey: z.string().min(1),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  baseUrl: string = globalThis.location?.origin ?? 'http://localhost',
): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json answered HTTP ${response.status}`);
  const config = RuntimeConfigSchema.parse(await response.json());
  // A relative supabaseUrl means "this origin" (the embedded backend serves both).
  return { ...config, supabaseUrl: new URL(config.supabaseUrl, baseUrl).toString() };
}
