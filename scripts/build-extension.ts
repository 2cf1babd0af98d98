// `npm run ext:build` (alias `build:extension`): the MV3 extension for Chrome and Firefox.
//
//   dist/extension/chrome/             unpacked, load it in chrome://extensions
//   dist/extension/firefox/            unpacked, load it in about:debugging (or `web-ext run`)
//   dist/extension/replypilot-chrome.zip, replypilot-firefox.zip   the store packages
//
// The code is built once with Vite (vite.extension.config.ts) and is the same in both folders;
// only manifest.json differs (extension/manifest.ts). SITE_URL at build time names the
// production app origin (default SITE.defaultOrigin in src/shared/site-config.ts).
// Options: --out-dir=DIR (default dist/extension), --watch (rebuild on change, no zips).
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import yazl from 'yazl';
import { appOrigins } from '../extension/app-origins.ts';
import {
  TARGET_BROWSERS,
  buildManifest,
  manifestFiles,
  type TargetBrowser,
} from '../extension/manifest.ts';
import { extensionBuildConfigs } from '../vite.extension.config.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const watch = args.includes('--watch');
const outDirArg = args.find((arg) => arg.startsWith('--out-dir='))?.slice('--out-dir='.length);
const outDir = resolve(root, outDirArg ?? 'dist/extension');
const browserDir = (browser: TargetBrowser) => join(outDir, browser);

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const siteUrl = process.env.SITE_URL;
const origins = appOrigins(siteUrl);
const [codeBrowser, ...otherBrowsers] = TARGET_BROWSERS;

/** Every file under dir, as sorted paths relative to it with forward slashes. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Copies the built code to the other browsers' folders and writes every manifest. */
async function writeBrowserFolders() {
  for (const browser of otherBrowsers) {
    await rm(browserDir(browser), { recursive: true, force: true });
    await cp(browserDir(codeBrowser!), browserDir(browser), {
      recursive: true,
      filter: (source) => !source.endsWith(`${sep}manifest.json`),
    });
  }
  for (const browser of TARGET_BROWSERS) {
    const manifest = buildManifest({ browser, version, siteUrl });
    const missing = manifestFiles(manifest).filter(
      (file) => !existsSync(join(browserDir(browser), file)),
    );
    if (missing.length && !watch) {
      throw new Error(
        `${browser} manifest names files the build did not make: ${missing.join(', ')} ` +
          '(add the entry to vite.extension.config.ts)',
      );
    }
    await writeFile(
      join(browserDir(browser), 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
  }
}

/** A zip of the folder, files sorted and dated alike so the same build gives the same bytes. */
async function zipFolder(dir: string, zipPath: string) {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const file of await listFiles(dir)) {
    zip.addFile(join(dir, file), file, { mtime, mode: 0o100644 });
  }
  zip.end();
  await new Promise<void>((done, fail) => {
    const out = createWriteStream(zipPath);
    out.on('close', done);
    out.on('error', fail);
    zip.outputStream.on('error', fail).pipe(out);
  });
}

await rm(outDir, { recursive: true, force: true });
await mkdir(browserDir(codeBrowser!), { recursive: true });

// Tests build a copy whose waits between replies are short (EXTENSION_WAIT_SCALE=0.001); the
// zips the site serves are built without it. A scaled build has no zips, so none can ship.
const waitScale = Number(process.env.EXTENSION_WAIT_SCALE ?? 1);
if (!(waitScale > 0 && waitScale <= 1)) throw new Error('EXTENSION_WAIT_SCALE must be in (0, 1]');
const configs = extensionBuildConfigs({
  outDir: browserDir(codeBrowser!),
  appOrigins: origins,
  waitScale,
  watch,
});
if (watch) {
  for (const config of configs) {
    const watcher = (await build(config)) as {
      on(event: 'event', listener: (event: { code: string }) => void): void;
    };
    watcher.on('event', (event) => {
      if (event.code === 'END') void writeBrowserFolders().catch((error) => console.error(error));
    });
  }
  console.log(`Watching extension/ into ${TARGET_BROWSERS.map(browserDir).join(' and ')}`);
} else {
  for (const config of configs) await build(config);
  await writeBrowserFolders();
  if (waitScale === 1) {
    for (const browser of TARGET_BROWSERS) {
      await zipFolder(browserDir(browser), join(outDir, `replypilot-${browser}.zip`));
    }
  }
  console.log(
    `Built the extension (${configs.length} builds; app origins ${origins.join(', ')}) into ` +
      `${relative(root, outDir) || '.'}: ${TARGET_BROWSERS.join(', ')}` +
      (waitScale === 1 ? ' and their zips' : ` (waits × ${waitScale}, for tests: no zips)`),
  );
}
