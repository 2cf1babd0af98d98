import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: fast unit tests beside the code, integration tests against the embedded
// backend (PGlite always, a PostgreSQL server when one can be started), and end-to-end tests
// in real Chromium. Sized for a 2-core machine.
export default defineConfig({
  plugins: [react()],
  test: {
    pool: 'forks',
    environment: 'node',
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'supabase/functions/**/*.test.ts',
            'extension/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/global-setup.integration.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/global-setup.e2e.ts'],
        },
      },
    ],
  },
});
