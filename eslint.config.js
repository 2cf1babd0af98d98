import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// src/shared is pure domain code: no UI, no Electron, no Node, no platform adapters.
const sharedRestrictedImports = {
  paths: builtinModules.map((name) => ({
    name,
    message: 'src/shared must stay platform-free: no Node built-ins.',
  })),
  patterns: [
    {
      group: [
        '**/renderer',
        '**/renderer/**',
        '**/main',
        '**/main/**',
        '**/preload',
        '**/preload/**',
        '**/server',
        '**/server/**',
        '**/platform',
        '**/platform/**',
      ],
      message: 'src/shared may only import from src/shared.',
    },
    {
      group: ['electron', 'electron/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'node:*'],
      message: 'src/shared must stay platform-free: no Electron, React or Node imports.',
    },
  ],
};

// Renderer code reaches web/desktop adapters only through src/renderer/platform/index.ts.
const rendererRestrictedImports = {
  patterns: [
    {
      group: [
        '**/platform/web',
        '**/platform/web/**',
        '**/platform/desktop',
        '**/platform/desktop/**',
      ],
      message: 'Import platform adapters through src/renderer/platform (index.ts) only.',
    },
    {
      group: ['electron', 'electron/*'],
      message: 'The renderer talks to Electron only through window.desktop via platform/.',
    },
  ],
};

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
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', sharedRestrictedImports] },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/platform/**'],
    rules: { 'no-restricted-imports': ['error', rendererRestrictedImports] },
  },
]);
