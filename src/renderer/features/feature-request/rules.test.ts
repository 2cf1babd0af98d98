import { describe, expect, it } from 'vitest';
import {
  FEATURE_REQUEST_CATEGORIES,
  FeatureRequestSchema,
} from '../../../../supabase/functions/feature-request/schema.ts';
import { CATEGORIES, toRequestBody, validate, type FeatureRequestForm } from './rules.ts';

const valid: FeatureRequestForm = {
  title: 'Schedule replies',
  details: 'Let me choose the hour my replies go out.',
  category: 'extension',
  email: '',
};

const samples: FeatureRequestForm[] = [
  valid,
  { ...valid, title: 'abcd' },
  { ...valid, title: 'abcde' },
  { ...valid, title: '  abcd  ' },
  { ...valid, title: 'x'.repeat(120) },
  { ...valid, title: 'x'.repeat(121) },
  { ...valid, details: 'x'.repeat(19) },
  { ...valid, details: 'x'.repeat(20) },
  { ...valid, details: 'x'.repeat(2000) },
  { ...valid, details: 'x'.repeat(2001) },
  { ...valid, category: 'crypto' },
  { ...valid, category: '' },
  { ...valid, email: 'ana@example.com' },
  { ...valid, email: ' ana@example.com ' },
  { ...valid, email: 'ana@' },
  { ...valid, email: 'not an email' },
];

describe('feature request rules', () => {
  it('lists the same categories as the function', () => {
    expect(CATEGORIES).toEqual(FEATURE_REQUEST_CATEGORIES);
  });

  it.each(samples.map((s) => [JSON.stringify(s).slice(0, 80), s] as const))(
    'agrees with the function on %s',
    (_label, sample) => {
      const clientOk = Object.keys(validate(sample)).length === 0;
      const serverOk = FeatureRequestSchema.safeParse(toRequestBody(sample)).success;
      expect(clientOk).toBe(serverOk);
    },
  );

  it('names each invalid field', () => {
    expect(validate({ title: 'x', details: 'short', category: 'nope', email: 'bad' })).toEqual({
      title: true,
      details: true,
      category: true,
      email: true,
    });
  });
});
