/**
 * What the client build's manifest (Vite's `build.manifest`, kept as dist/web-manifest.json)
 * says each page loads: the entry with its static imports, and a page's route module with
 * its own. The prerender script links a page's CSS and preloads its chunks from it; the
 * bench and the size test count a page's initial JavaScript with it.
 */
import { readFileSync } from 'node:fs';
import { PAGE_MODULES } from '../../src/renderer/page-modules.ts';
import { DEFAULT_LANGUAGE } from '../../src/shared/languages.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The key of the one entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries}`);
  return entries[0]!;
}

/**
 * A chunk and the chunks it imports statically, imports first (the order the browser runs
 * them, and the order of their CSS in the document).
 */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen)), key];
}

const url = (file: string) => `/${file}`;

/** The goal for `initialJs` (gzip), checked by tests/e2e/initial-js.test.ts and the bench. */
export const INITIAL_JS_GOAL_KB = 150;

export interface PageAssets {
  /** Every stylesheet the page's first render needs, entry's first. */
  css: string[];
  /** The route's chunks (beyond the entry's), to preload beside the entry. */
  routeJs: string[];
  /** Stylesheets of the route's chunks only (the client ensures these before rendering it). */
  routeCss: string[];
  /** The entry and its static imports: what every page loads before its first render. */
  initialJs: string[];
  /** Every script that runs before the page is interactive: entry, imports, route chunks. */
  js: string[];
}

/** The assets of the page of a route (a key of PAGE_MODULES). */
export function pageAssets(manifest: Manifest, routeId: string): PageAssets {
  const page = PAGE_MODULES[routeId];
  if (!page) throw new Error(`No page module for route ${routeId} (src/renderer/page-modules.ts)`);
  const entry = staticClosure(manifest, entryKey(manifest));
  const route = staticClosure(manifest, page.file).filter((key) => !entry.includes(key));
  const cssOf = (keys: string[]) => [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))];
  const entryCss = cssOf(entry);
  const routeCss = cssOf(route).filter((file) => !entryCss.includes(file));
  return {
    css: [...entryCss, ...routeCss].map(url),
    routeCss: routeCss.map(url),
    routeJs: route.map((k) => url(manifest[k]!.file)),
    initialJs: entry.map((k) => url(manifest[k]!.file)),
    js: [...entry, ...route].map((k) => url(manifest[k]!.file)),
  };
}

/** Route id → the stylesheets its page needs beyond the entry's, for every page. */
export function routeStylesheets(manifest: Manifest): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(PAGE_MODULES).map((id) => [id, pageAssets(manifest, id).routeCss]),
  );
}

/**
 * The chunks of a page's translation namespaces in `lang` and in English (i18next loads the
 * fallback language's too); English route titles are built in, so not every pair has a file.
 */
export function namespaceJs(manifest: Manifest, lang: string, namespaces: readonly string[]) {
  const langs = [...new Set([lang, DEFAULT_LANGUAGE])];
  return langs.flatMap((code) =>
    namespaces
      .map((ns) => manifest[`locales/${code}/${ns}.json`])
      .filter((chunk) => chunk !== undefined)
      .map((chunk) => url(chunk.file)),
  );
}
