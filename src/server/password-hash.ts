import { compare } from '@node-rs/bcrypt';

/**
 * Password hashing runs natively on libuv's thread pool: `@supabase/lite` imports `bcryptjs`,
 * which package.json's `overrides` points at `@node-rs/bcrypt` (same `hash(password, cost)` and
 * `compare(password, hash)`, same `$2a$`/`$2b$` hashes), so a burst of sign-ins no longer
 * holds the one JavaScript thread that answers everyone else.
 *
 * A fixed bcrypt hash of a random value nobody knows, at the cost Auth hashes with (10):
 * comparing a password with it takes as long as checking a real account's password.
 */
const DUMMY_HASH = '$2b$10$o6.lyEVCXcl62HmAPh73OuQ/tDThZYxllyIfYWuMEyuKQ2JNAmZRO';

/** One password check that always fails, for emails without an account or a password. */
export async function verifyDummyPassword(password: string): Promise<void> {
  await compare(password, DUMMY_HASH);
}
