// The committed Database type is what the migrations generate today (regenerate with
// `npm run gen:db-types`). Starts the embedded backend on an empty data folder, so it lives
// with the integration tests rather than the fast unit suite.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, OUTPUT_PATH } from '../../scripts/gen-db-types.ts';

describe('src/shared/database.types.ts', () => {
  it('is what the migrations generate', async () => {
    const committed = await readFile(OUTPUT_PATH, 'utf8');
    const generated = await generateDatabaseTypes();
    expect(
      generated,
      'src/shared/database.types.ts is out of date: regenerate with npm run gen:db-types',
    ).toBe(committed);
  });
});
