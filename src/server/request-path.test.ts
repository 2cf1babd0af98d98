import { describe, expect, it } from 'vitest';
import { canonicalPath } from './request-path.ts';

describe('canonical API paths', () => {
  it.each([
    ['/auth/v1/token', '/auth/v1/token'],
    ['/auth/v1/%74oken', '/auth/v1/token'],
    ['/auth/v1/%74%6f%6b%65%6e', '/auth/v1/token'],
    ['/%61uth/v1/token', '/auth/v1/token'],
    ['/auth/v1/%2574oken', '/auth/v1/token'],
    ['/auth/v1/%252574oken', '/auth/v1/token'],
    ['/auth/v1/TOKEN', '/auth/v1/token'],
    ['/AUTH/V1/Token', '/auth/v1/token'],
    ['/auth/v1//token', '/auth/v1/token'],
    ['//auth///v1/token//', '/auth/v1/token'],
    ['/auth/v1/token/', '/auth/v1/token'],
    ['/auth/v1/token.', '/auth/v1/token'],
    ['/auth/v1/token...', '/auth/v1/token'],
    ['/auth/v1/token%20', '/auth/v1/token'],
    ['/auth/v1/token%2F', '/auth/v1/token'],
    ['/auth/v1/x/../token', '/auth/v1/token'],
    ['/auth/v1/%2e%2e/v1/token', '/auth/v1/token'],
    ['/auth/v1/./signup', '/auth/v1/signup'],
    ['/auth\\v1\\otp', '/auth/v1/otp'],
    ['/auth/v1/recove%72', '/auth/v1/recover'],
    ['/rest/v1/Items', '/rest/v1/Items'],
    ['/REST/V1/items/', '/rest/v1/items'],
    ['/functions/v1/generate', '/functions/v1/generate'],
  ])('%s → %s', (raw, expected) => {
    const result = canonicalPath(raw);
    expect(result).toEqual({ ok: true, path: expected, api: true });
  });

  it('leaves website paths in their case and marks them as not API', () => {
    expect(canonicalPath('/assets/Index-AbC.js')).toEqual({
      ok: true,
      path: '/assets/Index-AbC.js',
      api: false,
    });
  });

  it.each(['/auth/v1/%zz', '/auth/v1/token%', '/auth/v1/token%00', '/auth/v1/to%0aken'])(
    'refuses %s',
    (raw) => {
      expect(canonicalPath(raw).ok).toBe(false);
    },
  );

  it('is stable: the canonical path is its own canonical path', () => {
    for (const raw of ['/auth/v1/%2574oken', '/rest/v1/a%3Fb', '/auth/v1/a%23b'])
      for (const path of [canonicalPath(raw)])
        if (path.ok) expect(canonicalPath(path.path)).toEqual(path);
  });
});
