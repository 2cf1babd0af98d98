/**
 * `npm run build:web` = `tsx scripts/prerender.ts --build`: the client and SSR Vite builds, then
 * prerendering:
 * every indexable page in every active language becomes dist/web/<path>/index.html with
 * its full head and visible content; dist/web/app-shell.html is the client-only template
 * the server uses for every other path, dist/web-shells/<lang>/<route>.html the same for one
 * signed-in route (preloading what it needs); sitemap.xml, robots.txt and the social image too.
 */
import './prerender/production-env.ts';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACTIVE_LANGUAGES, localizePath } from '../src/shared/languages.ts';
import { routeShellFile } from '../src/server/static/web-pages.ts';
import { BUILT_ROUTES, indexablePages } from '../src/shared/routes.ts';
import { SITE } from '../src/shared/site-config.ts';
import { namespaceJs, pageAssets, readManifest, routeStylesheets } from './prerender/assets.ts';
import { precompress } from './prerender/compress.ts';
import {
  appShell,
  assetTags,
  jsonScript,
  loadScriptsAfterFirstPaint,
  pageTemplate,
  prerenderedPage,
  routeShell,
  withPageAssets,
} from './prerender/html.ts';
import { robotsTxt, sitemapXml } from './prerender/sitemap.ts';

type ServerEntry = typeof import('../src/renderer/entry-server.tsx');

const repo = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repo, 'dist/web');
/** The client build's manifest, kept beside dist/web rather than served from it. */
export const MANIFEST_FILE = path.join(repo, 'dist/web-manifest.json');
/** Shells of client-rendered routes, beside dist/web (src/server/static/web-pages.ts). */
const SHELLS_DIR = `${webRoot}-shells`;
/** Private routes whose first view is the same for every visitor (see the shells below). */
const PRERENDERED_PRIVATE_ROUTES = new Set(['auth']);
/** The id of the data block with every route's stylesheets (src/renderer/route-styles.ts). */
const ROUTE_STYLES_ID = 'route-styles';
// Must match what vite.config.ts gave the client build.
const origin = (process.env.SITE_URL || SITE.defaultOrigin).replace(/\/+$/, '');

/** "/" → index.html, "/es/about" → es/about/index.html. */
export function outputFile(urlPath: string): string {
  return path.join(webRoot, ...urlPath.split('/').filter(Boolean), 'index.html');
}

/** Both Vite builds, as production (./prerender/production-env.ts). */
async function viteBuilds() {
  const { build } = await import('vite');
  const configFile = path.join(repo, 'vite.config.ts');
  await build({ configFile, mode: 'production', logLevel: 'warn' });
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx' },
  });
}

/** Moves Vite's manifest out of the served folder (it is a build record, not a page asset). */
async function keepManifest() {
  const built = path.join(webRoot, '.vite/manifest.json');
  if (!existsSync(built)) return;
  await rename(built, MANIFEST_FILE);
  await rm(path.join(webRoot, '.vite'), { recursive: true, force: true });
}

async function main() {
  if (process.argv.includes('--build')) await viteBuilds();
  await keepManifest();
  const manifest = readManifest(MANIFEST_FILE);
  const started = performance.now();
  const ssr = (await import(
    pathToFileURL(path.join(repo, 'dist/ssr/entry-server.js')).href
  )) as ServerEntry;

  // Vite's output; prerendering replaces it with the English home page, so run the whole
  // `npm run build:web` again rather than this script alone.
  const viteIndex = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  if (!viteIndex.includes('<div id="root"></div>'))
    throw new Error('dist/web/index.html is already prerendered: run `npm run build:web`');
  // Every page can reach every route on the client: each gets the map of route stylesheets.
  const headScripts = `${ssr.colorSchemeScript()}\n    ${jsonScript(ROUTE_STYLES_ID, routeStylesheets(manifest))}`;
  const shell = appShell(viteIndex, headScripts);
  await writeFile(path.join(webRoot, 'app-shell.html'), shell);
  const template = pageTemplate(viteIndex, headScripts);

  const pages = indexablePages();
  let written = 0;
  for (const page of pages) {
    // The route's stylesheets and chunks beyond the entry's (which the template links).
    const assets = pageAssets(manifest, page.id);
    for (const lang of ACTIVE_LANGUAGES) {
      const urlPath = localizePath(page.path, lang.code);
      const rendered = await ssr.render(urlPath);
      if (rendered.status !== 200) throw new Error(`${urlPath} rendered as ${rendered.status}`);
      if (!/<h1[\s>]/.test(rendered.body)) throw new Error(`${urlPath} has no <h1>`);
      const pageHtml = withPageAssets(
        template,
        assetTags({
          css: assets.routeCss,
          js: [...assets.routeJs, ...namespaceJs(manifest, lang.code, rendered.namespaces)],
        }),
      );
      const file = outputFile(urlPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, loadScriptsAfterFirstPaint(prerenderedPage(pageHtml, rendered)));
      written++;
    }
  }

  // Signed-in routes get a shell of their own per language (served by
  // src/server/static/web-pages.ts), rendered signed out only to learn which translations
  // the page reads, so the shell preloads them with the route's chunks. The sign-in page is
  // also prerendered there: signed out and without a query string, which is how the server
  // serves it, it is the same for every visitor.
  await rm(SHELLS_DIR, { recursive: true, force: true });
  const clientRoutes = BUILT_ROUTES.filter((r) => r.access === 'private' && !r.path.includes(':'));
  for (const route of clientRoutes) {
    const assets = pageAssets(manifest, route.id);
    for (const lang of ACTIVE_LANGUAGES) {
      const rendered = await ssr.render(localizePath(route.path, lang.code));
      const tags = assetTags({
        css: assets.routeCss,
        js: [...assets.routeJs, ...namespaceJs(manifest, lang.code, rendered.namespaces)],
      });
      const file = routeShellFile(SHELLS_DIR, lang.code, route.id);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, routeShell(shell, tags, rendered.namespaces));
      if (!PRERENDERED_PRIVATE_ROUTES.has(route.id)) continue;
      if (!/<h1[\s>]/.test(rendered.body)) throw new Error(`${route.path} has no <h1>`);
      const page = prerenderedPage(withPageAssets(template, tags), rendered);
      const pageFile = routeShellFile(SHELLS_DIR, lang.code, route.id, 'prerendered');
      await writeFile(pageFile, loadScriptsAfterFirstPaint(page));
      written++;
    }
  }

  await writeFile(path.join(webRoot, 'sitemap.xml'), sitemapXml(origin, pages));
  await writeFile(path.join(webRoot, 'robots.txt'), robotsTxt(origin));
  await mkdir(path.join(webRoot, 'og'), { recursive: true });
  await copyFile(path.join(repo, 'resources/og/default.png'), path.join(webRoot, 'og/default.png'));

  const compressed = await precompress(webRoot);

  const ms = Math.round(performance.now() - started);
  console.log(
    `prerendered ${written} pages (${pages.length} public routes and the sign-in page × ${ACTIVE_LANGUAGES.length} languages) and ${clientRoutes.length * ACTIVE_LANGUAGES.length} route shells for ${origin}, compressed ${compressed} files, in ${ms} ms`,
  );
}

await main();
