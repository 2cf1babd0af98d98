import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { dropCoreJsPolyfills } from './vite.config.ts';

// The browser extension's build (run by `npm run ext:build`, scripts/build-extension.ts, which
// then writes each browser's manifest from extension/manifest.ts and zips both folders).
// Sources live in extension/; paths below are relative to it, output paths to the build folder.

const extensionRoot = fileURLToPath(new URL('./extension', import.meta.url));

/**
 * Scripts the manifest loads, `output path without .js: source`. Each is bundled alone into one
 * classic file (IIFE) that imports nothing, so the same file runs as a content script, as
 * Firefox's background script and as Chrome's (module) service worker. One line per script.
 */
export const EXTENSION_SCRIPTS: Record<string, string> = {
  'background/index': 'background/index.ts',
  'content/bridge': 'content/bridge.ts',
  'content/x': 'content/x.ts',
};

/**
 * HTML pages (React), built together as ES modules sharing chunks; each is written at its
 * source path (popup/index.html), its scripts under assets/. One line per page.
 */
export const EXTENSION_PAGES: Record<string, string> = {
  popup: 'popup/index.html',
};

/** The oldest browsers the manifest allows (extension/manifest.ts). */
const TARGETS = ['chrome116', 'firefox140'];

export interface ExtensionBuildOptions {
  /** Where the built files go (one browser's folder; the build script copies it for the other). */
  outDir: string;
  /** The app origins (extension/app-origins.ts), known to the bridge at run time. */
  appOrigins: readonly string[];
  /**
   * Tests only: the session's own waits (the human-like delay between replies) are multiplied
   * by this (e.g. 0.001 turns 30–300 s into 30–300 ms). 1 in every build we ship.
   */
  waitScale?: number;
  watch?: boolean;
}

/** One Vite build per script, plus one for all pages: run them in order into the same folder. */
export function extensionBuildConfigs(options: ExtensionBuildOptions): InlineConfig[] {
  const base = (): InlineConfig => ({
    configFile: false,
    envDir: false,
    root: extensionRoot,
    base: './',
    publicDir: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [dropCoreJsPolyfills()],
    define: {
      __APP_ORIGINS__: JSON.stringify(options.appOrigins),
      __WAIT_SCALE__: JSON.stringify(options.waitScale ?? 1),
    },
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      target: TARGETS,
      sourcemap: true,
      minify: !options.watch,
      reportCompressedSize: false,
      watch: options.watch ? {} : null,
    },
  });
  const withBuild = (config: InlineConfig, build: InlineConfig['build']): InlineConfig => ({
    ...config,
    build: { ...config.build, ...build },
  });

  const scripts = Object.entries(EXTENSION_SCRIPTS).map(([name, source]) =>
    withBuild(base(), {
      rolldownOptions: {
        input: { [name]: `${extensionRoot}/${source}` },
        output: { format: 'iife', entryFileNames: '[name].js' },
      },
    }),
  );
  const pageInputs = Object.entries(EXTENSION_PAGES);
  const pages = pageInputs.length
    ? [
        withBuild(
          { ...base(), plugins: [react(), dropCoreJsPolyfills()] },
          {
            rolldownOptions: {
              input: Object.fromEntries(
                pageInputs.map(([name, source]) => [name, `${extensionRoot}/${source}`]),
              ),
            },
          },
        ),
      ]
    : [];
  return [...scripts, ...pages];
}
