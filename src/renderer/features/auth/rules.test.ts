import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from './rules.ts';

describe('validateNewPassword', () => {
  it('asks for both, the sign-up length, and the same password twice', () => {
    expect(validateNewPassword('', '')).toEqual({ password: 'required', confirm: 'required' });
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(validateNewPassword(short, short)).toEqual({ password: 'short' });
    expect(validateNewPassword('long-enough', 'long-enougH')).toEqual({ confirm: 'mismatch' });
    expect(validateNewPassword('long-enough', 'long-enough')).toEqual({});
  });
});
