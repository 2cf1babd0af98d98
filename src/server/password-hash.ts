import bcrypt from 'bcryptjs';

/**
 * A fixed bcrypt hash of a random value nobody knows, at the cost Auth hashes with (10):
 * comparing a password with it takes as long as checking a real account's password.
 */
const DUMMY_HASH = '$2b$10$o6.lyEVCXcl62HmAPh73OuQ/tDThZYxllyIfYWuMEyuKQ2JNAmZRO';

/** One password check that always fails, for emails without an account or a password. */
export async function verifyDummyPassword(password: string): Promise<void> {
  await bcrypt.compare(password, DUMMY_HASH);
}
