/**
 * The visitor's device id: a random UUID made once per browser and kept in localStorage, sent
 * with every gate call so a signed-out visitor's free uses belong to this browser (see
 * docs/product-rules.md#visitors-and-accounts). When storage is blocked the id lives for this
 * page only.
 */
import { randomUuid } from '../../../shared/random-uuid.ts';

export const DEVICE_ID_KEY = 'replypilot.device-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

let memory: string | undefined;

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
  memory = randomUuid();
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
