import { describe, expect, it } from 'vitest';
import { validate, type FeatureRequestForm } from './rules.ts';

const valid: FeatureRequestForm = {
  title: 'Schedule replies',
  details: 'Let me choose the hour my replies go out.',
  category: 'extension',
  email: '',
};

describe('feature request form', () => {
  it('accepts a valid form and sends it trimmed, without an empty email', () => {
    expect(validate({ ...valid, title: '  Schedule replies  ', email: '  ' })).toEqual({
      ok: true,
      request: {
        title: 'Schedule replies',
        details: 'Let me choose the hour my replies go out.',
        category: 'extension',
      },
    });
    expect(validate({ ...valid, email: ' ana@example.com ' })).toMatchObject({
      ok: true,
      request: { email: 'ana@example.com' },
    });
  });

  it.each([
    ['a title under 5 characters', { title: 'abcd' }, 'title'],
    ['a title over 120', { title: 'x'.repeat(121) }, 'title'],
    ['details under 20', { details: 'x'.repeat(19) }, 'details'],
    ['details over 2000', { details: 'x'.repeat(2001) }, 'details'],
    ['an unknown category', { category: 'crypto' }, 'category'],
    ['a broken email', { email: 'ana@' }, 'email'],
  ] as const)('names the field for %s', (_label, change, field) => {
    expect(validate({ ...valid, ...change })).toEqual({ ok: false, errors: { [field]: true } });
  });

  it('keeps the limits at their edges', () => {
    expect(validate({ ...valid, title: 'x'.repeat(5), details: 'y'.repeat(2000) }).ok).toBe(true);
    expect(validate({ ...valid, title: 'x'.repeat(120), details: 'y'.repeat(20) }).ok).toBe(true);
  });

  it('names each invalid field', () => {
    expect(validate({ title: 'x', details: 'short', category: 'nope', email: 'bad' })).toEqual({
      ok: false,
      errors: { title: true, details: true, category: true, email: true },
    });
  });
});
