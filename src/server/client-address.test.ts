import { describe, expect, it } from 'vitest';
import { isLoopback, normalizeAddress, resolveClientAddress } from './client-address.ts';

describe('client address', () => {
  const peer = '10.0.0.2';
  it('believes only the socket without a trusted proxy', () => {
    expect(resolveClientAddress({ peer, forwardedFor: '1.2.3.4', trustedHops: 0 })).toBe(peer);
  });

  it('takes the entry the trusted proxy appended, not what the client wrote', () => {
    // The client wrote "6.6.6.6"; the proxy appended the address it saw.
    expect(
      resolveClientAddress({ peer, forwardedFor: '6.6.6.6, 203.0.113.9', trustedHops: 1 }),
    ).toBe('203.0.113.9');
    expect(
      resolveClientAddress({
        peer,
        forwardedFor: '6.6.6.6, 7.7.7.7, 203.0.113.9, 10.0.0.9',
        trustedHops: 2,
      }),
    ).toBe('203.0.113.9');
  });

  it('uses the farthest entry when the chain is shorter than the hops', () => {
    expect(resolveClientAddress({ peer, forwardedFor: '203.0.113.9', trustedHops: 3 })).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket for an empty or unreadable entry', () => {
    expect(resolveClientAddress({ peer, forwardedFor: ' , ', trustedHops: 1 })).toBe(peer);
    expect(resolveClientAddress({ peer, forwardedFor: 'a, evil', trustedHops: 1 })).toBe(peer);
  });

  it('spells an address one way', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('198.51.100.7:8080')).toBe('198.51.100.7');
    expect(normalizeAddress('example.com')).toBeNull();
    expect(isLoopback('127.8.9.10')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('0.0.0.0')).toBe(false);
  });
});
