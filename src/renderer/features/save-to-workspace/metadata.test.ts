import { describe, expect, it } from 'vitest';
import { ContentToSaveSchema } from '../../../shared/contracts/magic-link-auth.ts';
import { excerpt, fitMetadata, MAX_METADATA_BYTES } from './metadata.ts';

const size = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;
const fits = (metadata: Record<string, never> | ReturnType<typeof fitMetadata>) =>
  ContentToSaveSchema.safeParse({ toolName: 't', contentType: 'other', content: 'c', metadata })
    .success;

describe('excerpt', () => {
  it('keeps short text, cuts long text at whole characters with an ellipsis', () => {
    expect(excerpt('  short  ', 10)).toBe('short');
    expect(excerpt('abcdefghij', 10)).toBe('abcdefghij');
    expect(excerpt('abcdefghijk', 10)).toBe('abcdefghi…');
    // Emoji are one character each, never split in half.
    expect(excerpt('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('fitMetadata', () => {
  it('leaves metadata that fits as it is', () => {
    const metadata = { platform: 'x', score: 72, criteria: { tone: 8 }, tags: ['a'], ok: true };
    expect(fitMetadata(metadata)).toEqual(metadata);
    expect(fitMetadata()).toEqual({});
  });

  it('shortens the longest strings until the whole fits in 8 KB', () => {
    const fitted = fitMetadata({ post: 'é'.repeat(20_000), note: 'n'.repeat(6_000), score: 9 });
    expect(size(fitted)).toBeLessThanOrEqual(MAX_METADATA_BYTES);
    expect(fits(fitted)).toBe(true);
    expect(fitted.score).toBe(9);
    expect(String(fitted.post).endsWith('…')).toBe(true);
  });

  it('leaves out the last keys when shortening strings is not enough', () => {
    const many = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`k${i}`, 'short text of forty characters or less']),
    );
    const fitted = fitMetadata({ first: 1, ...many });
    expect(size(fitted)).toBeLessThanOrEqual(MAX_METADATA_BYTES);
    expect(fitted.first).toBe(1);
    expect(Object.keys(fitted).length).toBeLessThan(401);
    expect(fits(fitted)).toBe(true);
  });
});
