/**
 * The caller's address, for rate limiting only. Hosted Supabase and the embedded gateway put
 * the socket address first in `x-forwarded-for`; `x-real-ip` is the fallback.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const real = request.headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 100) : 'unknown';
}

/** HMAC-SHA256 (hex) of the address: rows can be counted per address, not traced to one. */
export async function hashAddress(address: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address));
  return toHex(new Uint8Array(mac));
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
