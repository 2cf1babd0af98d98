import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const backendUrl = `http://localhost:${process.env.PORT || 8787}`;

// Paths served by the embedded backend; in dev, Vite forwards them so the page and the
// API share one origin exactly as in production.
const backendPaths = ['/auth/v1', '/rest/v1', '/functions/v1', '/config.json', '/health'];

export default defineConfig({
  root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: `${repoRoot}dist/web`,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      backendPaths.map((path) => [path, { target: backendUrl, changeOrigin: false, ws: true }]),
    ),
  },
});
