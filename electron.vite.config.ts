import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  main: {
    build: {
      outDir: fromRoot('./out/main'),
      rolldownOptions: { input: { index: fromRoot('./src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: fromRoot('./out/preload'),
      rolldownOptions: {
        input: { index: fromRoot('./src/preload/index.ts') },
        // Sandboxed preload scripts cannot be ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: fromRoot('./src/renderer'),
    plugins: [react()],
    build: {
      outDir: fromRoot('./out/renderer'),
      rolldownOptions: { input: { index: fromRoot('./src/renderer/index.html') } },
    },
  },
});
