import { describe, expect, it } from 'vitest';
import { authErrorCode, parseAuthRedirect } from './auth.ts';

describe('parseAuthRedirect', () => {
  it('reads the session a mailed link brought, by its type', () => {
    expect(parseAuthRedirect('#access_token=a&refresh_token=b&type=recovery')).toEqual({
      kind: 'session',
      type: 'recovery',
    });
    expect(parseAuthRedirect('#access_token=a&type=email_change')).toEqual({
      kind: 'session',
      type: 'email_change',
    });
    expect(parseAuthRedirect('#access_token=a&type=invite')).toEqual({
      kind: 'session',
      type: 'other',
    });
  });

  it('reads why a link failed, and nothing from an ordinary hash', () => {
    expect(
      parseAuthRedirect(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      ),
    ).toEqual({ kind: 'error', code: 'otp_expired' });
    expect(parseAuthRedirect('#error=access_denied')).toEqual({
      kind: 'error',
      code: 'access_denied',
    });
    expect(parseAuthRedirect('')).toBeNull();
    expect(parseAuthRedirect('#pricing')).toBeNull();
  });
});

describe('authErrorCode', () => {
  it('names the current-password and same-password refusals', () => {
    expect(authErrorCode({ code: 'current_password_required' }, 'update-failed')).toBe(
      'current-password-required',
    );
    expect(authErrorCode({ code: 'current_password_mismatch' }, 'update-failed')).toBe(
      'current-password-mismatch',
    );
    expect(authErrorCode({ code: 'same_password' }, 'update-failed')).toBe('same-password');
    expect(authErrorCode({ code: 'something_else', status: 500 }, 'reset-failed')).toBe(
      'reset-failed',
    );
  });
});
