import { randomUuid } from '../../../shared/random-uuid.ts';
import { SESSION_STORAGE_KEY } from './keys.ts';
import type { SessionStore } from './queue.ts';

const ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** Kept here when storage cannot keep it: one id for this page at least. */
let fallback: string | undefined;

/**
 * The browser session's id: made once per tab and kept in its sessionStorage, so page loads
 * (and redirects) in that tab share it; a new tab or a new browser session gets a new one.
 */
export function browserSessionId(storage: SessionStore | null): string {
  try {
    const stored = storage?.getItem(SESSION_STORAGE_KEY);
    if (stored && ID_PATTERN.test(stored)) return stored;
    const id = randomUuid();
    storage?.setItem(SESSION_STORAGE_KEY, id);
    if (storage) return id;
  } catch {
    // Storage blocked: fall through to this page's id.
  }
  fallback ??= randomUuid();
  return fallback;
}
