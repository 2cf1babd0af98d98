import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit-store.ts';

describe('memory rate-limit store', () => {
  it('allows max hits in the window, then says how long to wait, then allows again', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    const limit = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) {
      expect(await store.hit('k', limit)).toBe(0);
      now += 1_000;
    }
    expect(await store.hit('k', limit)).toBe(1_000 + 60_000 - now);
    expect(await store.count('k', limit.windowMs)).toBe(3);
    now = 1_000 + 60_000;
    expect(await store.hit('k', limit)).toBe(0);
    expect(await store.hit('other', limit)).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore(() => 0);
    const limit = { max: 1, windowMs: 60_000 };
    expect(await store.hit('k', limit)).toBe(0);
    expect(await store.hit('k', limit)).toBeGreaterThan(0);
    await store.reset('k');
    expect(await store.hit('k', limit)).toBe(0);
  });
});
