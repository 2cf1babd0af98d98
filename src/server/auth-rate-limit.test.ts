import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter, checkAuthRateLimit } from './auth-rate-limit.ts';

const signIn = (email: string) =>
  new Request('http://localhost/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'x' }),
  });

describe('auth rate limits', () => {
  it('trips per email after 10 sign-in attempts in 15 minutes and recovers after the window', async () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(() => now);
    for (let i = 0; i < 10; i++)
      expect(await checkAuthRateLimit(signIn('A@example.com '), `10.0.0.${i}`, limiter)).toBeNull();
    const blocked = await checkAuthRateLimit(signIn('a@example.com'), '10.0.0.99', limiter);
    expect(blocked?.status).toBe(429);
    expect(blocked?.headers.get('retry-after')).toBe('900');
    expect(await blocked!.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(await checkAuthRateLimit(signIn('b@example.com'), '10.0.0.99', limiter)).toBeNull();
    now += 15 * 60_000;
    expect(await checkAuthRateLimit(signIn('a@example.com'), '10.0.0.1', limiter)).toBeNull();
  });

  it('trips per address across many emails', async () => {
    const limiter = new SlidingWindowLimiter(() => 0);
    for (let i = 0; i < 60; i++)
      expect(await checkAuthRateLimit(signIn(`u${i}@example.com`), '1.2.3.4', limiter)).toBeNull();
    expect((await checkAuthRateLimit(signIn('new@example.com'), '1.2.3.4', limiter))?.status).toBe(
      429,
    );
    expect(await checkAuthRateLimit(signIn('new@example.com'), '5.6.7.8', limiter)).toBeNull();
  });

  it('leaves other endpoints and the request body alone', async () => {
    const limiter = new SlidingWindowLimiter(() => 0);
    const user = new Request('http://localhost/auth/v1/user', { method: 'GET' });
    expect(await checkAuthRateLimit(user, '1.2.3.4', limiter)).toBeNull();
    const request = signIn('a@example.com');
    await checkAuthRateLimit(request, '1.2.3.4', limiter);
    expect(await request.json()).toEqual({ email: 'a@example.com', password: 'x' });
  });
});
