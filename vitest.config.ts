import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects: fast unit tests beside the code (plain Node, and DOM code in jsdom), integration tests against the embedded
// backend (PGlite always, a PostgreSQL server when one can be started), and end-to-end tests
// in real Chromium. Sized for a 2-core machine.
const DOM_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'extension/**/*.test.tsx'];

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
            'src/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'extension/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: ['**/*.dom.test.ts'],
          pool: 'threads',
          // Pure code: files share modules in a worker (halves the run; each file resets what
          // it changes, and a shuffled order passes too).
          isolate: false,
          setupFiles: ['tests/setup/fast-check.ts'],
        },
      },
      {
        // Components and browser-side code: jsdom, one shared set-up (tests/setup/dom.ts). Test
        // files share one environment per worker (no isolation): they reach the backend only
        // through the platform seam (bindPlatform) and reset their stores, never mock modules.
        extends: true,
        test: {
          name: 'dom',
          include: DOM_TESTS,
          environment: 'jsdom',
          // Rendering a whole page in jsdom takes seconds on a busy shared machine: the limit
          // only stops a hung test, it measures nothing.
          testTimeout: 20_000,
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/setup/fast-check.ts', 'tests/setup/dom.ts'],
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
