import { createRequire } from 'node:module';
import path from 'node:path';
import { compare, type hash } from '@node-rs/bcrypt';
import { describe, expect, it } from 'vitest';
import { verifyDummyPassword } from './password-hash.ts';

// What @supabase/lite gets when it imports bcryptjs (package.json overrides).
const liteRequire = createRequire(
  path.resolve(import.meta.dirname, '../../node_modules/@supabase/lite/package.json'),
);
const liteBcrypt = liteRequire('bcryptjs') as { hash: typeof hash; compare: typeof compare };

describe('password hashing', () => {
  it('gives @supabase/lite the native implementation', () => {
    expect((liteRequire('bcryptjs/package.json') as { name: string }).name).toBe('@node-rs/bcrypt');
    expect(liteBcrypt.hash).toBeTypeOf('function');
  });

  it('verifies hashes made by bcryptjs ($2a$ and $2b$) and makes hashes bcrypt verifies', async () => {
    // Made by bcryptjs 3 (cost 10) for "correct horse battery staple".
    const fromBcryptjs = [
      '$2b$10$Rp0XbVVVCpFidXVr2WVV0eaQ2uoqqvCYhlwJHmgeuUYB3BkMxcRyi',
      '$2a$10$Rp0XbVVVCpFidXVr2WVV0eaQ2uoqqvCYhlwJHmgeuUYB3BkMxcRyi',
    ];
    for (const stored of fromBcryptjs) {
      expect(await compare('correct horse battery staple', stored)).toBe(true);
      expect(await compare('wrong', stored)).toBe(false);
    }
    const made = await liteBcrypt.hash('a new password', 10);
    expect(made).toMatch(/^\$2[ab]\$10\$/);
    expect(await compare('a new password', made)).toBe(true);
  });

  it('the dummy check fails for any password', async () => {
    await expect(verifyDummyPassword('anything')).resolves.toBeUndefined();
  });
});
