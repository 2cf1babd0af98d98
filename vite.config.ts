import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const backendUrl = `http://localhost:${process.env.PORT || 8787}`;

// Paths served by the embedded backend; in dev, Vite forwards them so the page and the
// API share one origin exactly as in production.
const backendPaths = [
  '/auth/v1',
  '/rest/v1',
  '/functions/v1',
  '/config.json',
  '/health',
  '/downloads',
];

// The entry module stays its own chunk, so the manifest still names it as the entry.
const isEntry = (id: string) => id.endsWith('/src/renderer/main.tsx') || id.endsWith('.html');

// The two CSS modules the header shares with its lazy menus have always been a chunk of their
// own, whose stylesheet Vite links before the entry's, that is before Mantine's styles, so
// Mantine's rules win where both set a property (the Pricing link's colour, the menu entries'
// line height). They keep a chunk of their own: in the app chunk they would follow Mantine
// and change the header's look.
const HEADER_STYLES = /[\\/](Header|LanguagePicker)\.module\.css/;

/**
 * twitter-text (X's weighted length, used by the reply rules) imports core-js 2 polyfills for
 * ES2015 regular expressions, arrays and objects, which every browser we support has natively.
 * They become empty modules: a third of the library's weight.
 */
export function dropCoreJsPolyfills(): Plugin {
  const EMPTY = '\0empty-polyfill';
  return {
    name: 'drop-core-js-polyfills',
    enforce: 'pre',
    resolveId: (id) => (/^core-js\/(modules|library)\//.test(id) ? EMPTY : null),
    load: (id) => (id === EMPTY ? 'export {};' : null),
  };
}

// The origin canonical, hreflang and Open Graph URLs name (src/renderer/components/seo).
const siteOrigin = process.env.SITE_URL ?? '';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
  plugins: [react(), dropCoreJsPolyfills()],
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
  build: isSsrBuild
    ? // `vite build --ssr entry-server.tsx`: the page renderer scripts/prerender.ts runs.
      { outDir: `${repoRoot}dist/ssr`, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: `${repoRoot}dist/web`,
        emptyOutDir: true,
        // Which chunks and CSS each page needs: scripts/prerender.ts links a page's CSS in its
        // HTML from it (and moves it to dist/web-manifest.json, out of the served folder).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What the entry imports statically ships as one chunk and one stylesheet: it all
              // loads before the first render anyway, one file compresses better than forty
              // and costs one request. Lazy chunks import from it.
              groups: [
                { name: 'header-styles', test: HEADER_STYLES, priority: 2 },
                { name: 'app', tags: ['$initial'], test: (id) => !isEntry(id), priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      backendPaths.map((path) => [path, { target: backendUrl, changeOrigin: false, ws: true }]),
    ),
  },
}));
