import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { diffSummary, generateDatabaseTypes, OUTPUT_PATH } from './gen-db-types.ts';

describe('src/shared/database.types.ts', () => {
  it('is what the migrations generate', { timeout: 60_000 }, async () => {
    const committed = await readFile(OUTPUT_PATH, 'utf8');
    const generated = await generateDatabaseTypes();
    expect(
      generated,
      'src/shared/database.types.ts is out of date: regenerate with npm run gen:db-types',
    ).toBe(committed);
  });
});

describe('diffSummary', () => {
  it('lists removed and added lines', () => {
    expect(diffSummary('a\nb\nc', 'a\nc\nd')).toBe(
      ['1 line(s) removed, 1 added:', '- 2: b', '+ 3: d'].join('\n'),
    );
  });
});
