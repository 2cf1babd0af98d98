import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig } from './runtime-config.ts';

const serve = (body: unknown, status = 200) =>
  (async () => Response.json(body, { status })) as typeof fetch;

describe('fetchRuntimeConfig', () => {
  it('keeps an absolute Supabase URL', async () => {
    const config = await fetchRuntimeConfig(
      serve({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'key' }),
    );
    expect(config).toEqual({ supabaseUrl: 'https://abc.supabase.co/', supabaseAnonKey: 'key' });
  });

  it('resolves a relative Supabase URL against the page origin', async () => {
    const config = await fetchRuntimeConfig(
      serve({ supabaseUrl: '/', supabaseAnonKey: 'key' }),
      'http://localhost:5173',
    );
    expect(config.supabaseUrl).toBe('http://localhost:5173/');
  });

  it('rejects a config without a key', async () => {
    await expect(fetchRuntimeConfig(serve({ supabaseUrl: '/' }))).rejects.toThrow();
  });

  it('rejects an HTTP error', async () => {
    await expect(fetchRuntimeConfig(serve({}, 503))).rejects.toThrow('HTTP 503');
  });
});
