import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';

// Import boundaries (README.md, "Boundaries": who may import what), enforced by the local
// rules in eslint-rules/boundaries.js (tests/lint/boundaries.test.ts probes every line).
// Tests and scripts may import anything.
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'tests/**',
  'scripts/**',
  'src/renderer/test-utils/**',
];
const root = import.meta.dirname;
const browserOnly =
  'it runs in a browser or a sandboxed window: no Node built-ins or Electron (desktop features go through window.desktop in src/renderer/platform).';

const areas = [
  {
    dir: 'src/shared',
    may: ['src/shared'],
    noNodeBuiltins: 'src/shared stays platform-free: no Node built-ins.',
    bannedPackages: Object.fromEntries(
      ['electron', 'react', 'react-dom'].map((name) => [
        name,
        'src/shared stays platform-free: no Electron, React or Node imports.',
      ]),
    ),
  },
  {
    dir: 'src/renderer',
    may: ['src/renderer', 'src/shared'],
    noNodeBuiltins: browserOnly,
    bannedPackages: { electron: browserOnly },
  },
  { dir: 'src/server', may: ['src/server', 'src/shared', 'supabase/functions'] },
  // Each function imports its own folder, _shared and src/shared; never another function.
  { dir: 'supabase/functions/*', may: ['supabase/functions/_shared', 'src/shared'] },
  { dir: 'src/main', may: ['src/main', 'src/shared'] },
  {
    // IPC channel constants come from src/shared; the DesktopApi contract it implements and the
    // handlers it calls are types only.
    dir: 'src/preload',
    may: ['src/preload', 'src/shared'],
    typesFrom: ['src/renderer/platform', 'src/main'],
    noNodeBuiltins:
      'the preload script runs sandboxed (src/main/window-options.ts): no Node built-ins.',
  },
  {
    dir: 'extension',
    may: ['extension', 'src/shared'],
    noNodeBuiltins: 'the extension runs in the browser: no Node built-ins.',
    bannedPackages: { electron: 'the extension runs in the browser: no Electron.' },
  },
];

// Outside a module's folder, only its public entry may be imported: features do not reach into
// each other's internals, and the renderer reaches web/desktop/Supabase adapters only through
// platform/index.ts. (Page components are lazy-loaded from pages.ts and router.tsx, outside
// features/, so a page stays its own chunk.)
const modules = [
  { dir: 'src/renderer/features/*', importers: 'src/renderer/features', entries: ['index.ts'] },
  { dir: 'src/renderer/platform', importers: 'src/renderer', entries: ['index.ts'] },
];

// window.desktop (the preload API) is read only by src/renderer/platform/.
const desktopOnlyInPlatform = ['window', 'globalThis', 'self'].map((object) => ({
  object,
  property: 'desktop',
  message: `${object}.desktop is read only in src/renderer/platform/; ask platform() for what you need.`,
}));

export default defineConfig([
  globalIgnores([
    'out/',
    'dist/',
    'node_modules/',
    '.data/',
    'coverage/',
    'test-results/',
    '.tmp/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    ignores: ['src/renderer/**', 'extension/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['extension/**/*.{ts,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.webextensions } },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    ignores: testFiles,
    plugins: { boundaries },
    rules: {
      'boundaries/may-import': ['error', { root, areas }],
      'boundaries/public-entry': ['error', { root, modules }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    ignores: [...testFiles, 'src/renderer/platform/**'],
    rules: { 'no-restricted-properties': ['error', ...desktopOnlyInPlatform] },
  },
  {
    // Data access sits behind the platform seam: no component, store or feature talks to
    // Supabase; they ask platform() for a repository or invokeFunction.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'src/renderer/platform/**', 'src/renderer/lib/supabase.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/supabase', '**/lib/supabase.ts', '@supabase/*'],
              allowTypeImports: true,
              message:
                'Only src/renderer/platform/ talks to Supabase: use platform() (its repositories or invokeFunction).',
            },
          ],
        },
      ],
    },
  },
]);
