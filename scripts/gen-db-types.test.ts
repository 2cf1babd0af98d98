import { describe, expect, it } from 'vitest';
import { diffSummary } from './gen-db-types.ts';

// The drift check itself (a fresh generation equals the committed file) starts the embedded
// backend: tests/integration/database-types.test.ts.
describe('diffSummary', () => {
  it('lists removed and added lines', () => {
    expect(diffSummary('a\nb\nc', 'a\nc\nd')).toBe(
      ['1 line(s) removed, 1 added:', '- 2: b', '+ 3: d'].join('\n'),
    );
  });
});
