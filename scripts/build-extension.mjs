// Builds the unpacked MV3 extension into dist/extension/: copies manifest.json and compiles
// each TypeScript entry to the .js path the manifest names.
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, context } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'extension');
const outDir = join(root, 'dist', 'extension');
const watch = process.argv.includes('--watch');

const manifest = JSON.parse(await readFile(join(sourceDir, 'manifest.json'), 'utf8'));

/** Every script the manifest loads, as `{ out: 'background/index.js', format }`. */
function manifestEntries() {
  const entries = [];
  if (manifest.background?.service_worker) {
    entries.push({
      out: manifest.background.service_worker,
      format: manifest.background.type === 'module' ? 'esm' : 'iife',
    });
  }
  for (const script of manifest.content_scripts ?? []) {
    for (const out of script.js ?? []) entries.push({ out, format: 'iife' });
  }
  if (manifest.action?.default_popup) {
    throw new Error('Popup pages are not built yet: add them to scripts/build-extension.mjs');
  }
  return entries;
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await cp(join(sourceDir, 'manifest.json'), join(outDir, 'manifest.json'));

const entries = manifestEntries();
for (const { out, format } of entries) {
  const entry = join(sourceDir, out.replace(/\.js$/, '.ts'));
  const options = {
    entryPoints: [entry],
    outfile: join(outDir, out),
    bundle: true,
    format,
    platform: 'browser',
    target: 'chrome116',
    sourcemap: 'linked',
    minify: !watch,
    legalComments: 'none',
    logLevel: 'warning',
  };
  await mkdir(dirname(options.outfile), { recursive: true });
  if (watch) {
    await (await context(options)).watch();
  } else {
    await build(options);
  }
}

console.log(
  `Built ${entries.length} scripts into ${outDir}${watch ? ' (watching for changes)' : ''}`,
);
