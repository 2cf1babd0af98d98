import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { createDatabaseAt } from '../support/postgres.ts';

const adminUrl = inject('postgresUrl');

describe.skipIf(!adminUrl)(
  `postgres test server${adminUrl ? '' : ' (skipped: no PostgreSQL server could be started)'}`,
  () => {
    it('accepts connections and creates isolated databases', async () => {
      const url = await createDatabaseAt(adminUrl!, `harness_${process.pid}_${Date.now()}`);
      const sql = postgres(url, { max: 1 });
      try {
        const [row] = await sql<
          { one: number; version: string }[]
        >`select 1 as one, current_setting('server_version') as version`;
        expect(row.one).toBe(1);
        expect(row.version).toMatch(/^1[5-9]\./);
      } finally {
        await sql.end({ timeout: 5 });
      }
    });
  },
);
