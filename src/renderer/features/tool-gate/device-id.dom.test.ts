import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY, getDeviceId, isDeviceId, resetDeviceIdForTests } from './device-id.ts';

// Test files share one environment per worker: an id another file made and kept in memory
// (its storage cleared since) must not leak in.
beforeEach(() => {
  resetDeviceIdForTests();
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDeviceIdForTests();
  localStorage.clear();
});

describe('device id', () => {
  it('makes a UUID once and keeps it in localStorage', () => {
    const id = getDeviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    resetDeviceIdForTests(); // as after a reload
    expect(getDeviceId()).toBe(id);
  });

  it('replaces a stored value that is not a UUID', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'not-a-uuid');
    const id = getDeviceId();
    expect(id).not.toBe('not-a-uuid');
    expect(isDeviceId(id)).toBe(true);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('keeps one id for the page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = getDeviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(getDeviceId()).toBe(id);
  });

  it('makes a valid version-4 UUID without crypto.randomUUID (plain http)', () => {
    // An own property shadows Crypto.prototype.randomUUID until deleted.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const id = getDeviceId();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
