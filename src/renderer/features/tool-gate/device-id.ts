/**
 * The visitor's device id: a random UUID made once per browser and kept in localStorage, sent
 * with every gate call so a signed-out visitor's free uses belong to this browser (see
 * docs/product-rules.md#visitors-and-accounts). When storage is blocked the id lives for this
 * page only.
 */
export const DEVICE_ID_KEY = 'replypilot.device-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

let memory: string | undefined;

/** A version-4 UUID; `crypto.randomUUID` exists only in secure contexts (not plain http). */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function getDeviceId(): string {
  if (memory) return memory;
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (isDeviceId(stored)) return (memory = stored);
  } catch {
    // storage blocked: keep the id in memory below
  }
  memory = newUuid();
  try {
    window.localStorage.setItem(DEVICE_ID_KEY, memory);
  } catch {
    // storage blocked or full: the id still holds for this page
  }
  return memory;
}

/** Tests only: forget the id held in memory. */
export function resetDeviceIdForTests(): void {
  memory = undefined;
}
