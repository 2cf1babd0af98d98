import { isIP } from 'node:net';

/**
 * The address a request came from, for limits and for what functions see.
 *
 * Without a trusted proxy (`TRUST_PROXY=0`) it is the socket peer, whatever headers say.
 * Behind `N` trusted proxies (`TRUST_PROXY=N`) each proxy appends the address it received
 * the request from to `X-Forwarded-For`, so the entries the client could not have written
 * are the last `N`: the client is the Nth entry from the right. Earlier entries are the
 * client's own words and never believed. Fewer entries than hops means the request reached
 * us by a shorter path than configured: the leftmost entry is then the farthest known hop
 * (Express's `trust proxy` hop count behaves the same way).
 */
export function resolveClientAddress(options: {
  peer: string | null | undefined;
  forwardedFor: string | null | undefined;
  trustedHops: number;
}): string {
  const peer = normalizeAddress(options.peer ?? '') ?? 'unknown';
  if (options.trustedHops <= 0 || !options.forwardedFor) return peer;
  const hops = options.forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!hops.length) return peer;
  const chosen = hops[Math.max(0, hops.length - options.trustedHops)]!;
  // A trusted proxy writes addresses; anything else means the header is not what we think.
  return normalizeAddress(chosen) ?? peer;
}

/** An IP address in one spelling (IPv4-mapped IPv6 as IPv4, no brackets or port), or null. */
export function normalizeAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  address = address.replace(/%[\w.]+$/, ''); // IPv6 zone id
  if (!isIP(address)) return null;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/** Loopback: 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string): boolean {
  const normal = normalizeAddress(address);
  return normal !== null && (normal === '::1' || /^127\./.test(normal));
}
