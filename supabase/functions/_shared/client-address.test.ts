import { describe, expect, it } from 'vitest';
import { clientAddress, hashAddress } from './client-address.ts';

const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For entry, then X-Real-IP, else unknown', () => {
    expect(clientAddress(request({ 'x-forwarded-for': ' 198.51.100.7 , 10.0.0.1' }))).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request({ 'x-forwarded-for': '', 'x-real-ip': '192.0.2.9' }))).toBe(
      '192.0.2.9',
    );
    expect(clientAddress(request({}))).toBe('unknown');
  });
});

describe('hashAddress', () => {
  it('is a stable keyed hex digest that does not contain the address', async () => {
    const a = await hashAddress('198.51.100.7', 'secret-one');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashAddress('198.51.100.7', 'secret-one')).toBe(a);
    expect(await hashAddress('198.51.100.7', 'secret-two')).not.toBe(a);
    expect(await hashAddress('198.51.100.8', 'secret-one')).not.toBe(a);
  });
});
