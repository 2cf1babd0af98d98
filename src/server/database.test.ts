import { describe, expect, it } from 'vitest';
import { toIsoTimestamp } from './database.ts';

describe('toIsoTimestamp', () => {
  it('turns Postgres text timestamps into the ISO form PostgREST sends', () => {
    expect(toIsoTimestamp('2026-11-29 07:49:38.711+00')).toBe('2026-11-29T07:49:38.711+00:00');
    expect(toIsoTimestamp('2026-11-29 07:49:38+05:30')).toBe('2026-11-29T07:49:38+05:30');
    expect(new Date(toIsoTimestamp('2026-11-29 07:49:38.711-03')).toISOString()).toBe(
      '2026-11-29T10:49:38.711Z',
    );
  });
});
