// The browser extension's package pipeline (`npm run ext:build`, scripts/build-extension.ts):
// built here into a temporary folder (twice: default origins, and a SITE_URL), then checked as a
// store would see it: each browser's manifest (least permissions, where the bridge runs, the
// background's form), the built scripts, the zips, and `web-ext lint` on the Firefox build.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { SITE } from '../../src/shared/site-config.ts';
import { repoRoot } from '../support/web-e2e.ts';

const run = promisify(execFile);
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const work = mkdtempSync(join(tmpdir(), 'extension-build-'));
const defaultBuild = join(work, 'default');
const siteBuild = join(work, 'site');

// web-ext's update check is a network call; the linter itself works offline.
const env: NodeJS.ProcessEnv = { ...process.env, NO_UPDATE_NOTIFIER: '1' };
delete env.SITE_URL;

async function buildInto(outDir: string, siteUrl?: string) {
  await run(bin('tsx'), ['scripts/build-extension.ts', `--out-dir=${outDir}`], {
    cwd: repoRoot,
    env: siteUrl ? { ...env, SITE_URL: siteUrl } : env,
  });
}

type Manifest = Record<string, unknown> & {
  permissions: string[];
  host_permissions: string[];
  content_scripts: { matches: string[]; js: string[]; run_at: string }[];
  background: { service_worker?: string; type?: string; scripts?: string[] };
  browser_specific_settings?: {
    gecko?: { id?: string; strict_min_version?: string; data_collection_permissions?: unknown };
  };
};
const manifest = (dir: string, browser: string): Manifest =>
  JSON.parse(readFileSync(join(dir, browser, 'manifest.json'), 'utf8'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** A zip's entries: name → content. */
function readZip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((done, fail) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return fail(error);
      const files = new Map<string, Buffer>();
      zip.on('error', fail);
      zip.on('end', () => done(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return fail(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const DEV_PATTERNS_CHROME = ['http://localhost:8787/*', 'http://127.0.0.1:8787/*'];
const DEV_PATTERNS_FIREFOX = ['http://localhost/*', 'http://127.0.0.1/*'];
const X_PATTERNS = ['https://x.com/*', 'https://twitter.com/*'];
const production = `${SITE.defaultOrigin}/*`;

beforeAll(async () => {
  await buildInto(defaultBuild);
  await buildInto(siteBuild, 'https://app.example.test/welcome');
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run ext:build', () => {
  it('writes an unpacked folder and a zip per browser, the same code in both', () => {
    expect(readdirSync(defaultBuild).sort()).toEqual([
      'chrome',
      'firefox',
      'replypilot-chrome.zip',
      'replypilot-firefox.zip',
    ]);
    const chrome = filesUnder(join(defaultBuild, 'chrome'));
    expect(chrome).toEqual(filesUnder(join(defaultBuild, 'firefox')));
    expect(chrome).toEqual(
      expect.arrayContaining(['background/index.js', 'content/bridge.js', 'popup/index.html']),
    );
    for (const file of chrome.filter((name) => name !== 'manifest.json')) {
      expect(readFileSync(join(defaultBuild, 'firefox', file))).toEqual(
        readFileSync(join(defaultBuild, 'chrome', file)),
      );
    }
  });

  it('asks Chrome for storage, alarms and the app and X hosts only; the bridge runs on the app origins', () => {
    const chrome = manifest(defaultBuild, 'chrome');
    expect(chrome.manifest_version).toBe(3);
    expect(chrome.permissions).toEqual(['storage', 'alarms']);
    expect(chrome.host_permissions).toEqual([...DEV_PATTERNS_CHROME, production, ...X_PATTERNS]);
    expect(chrome.content_scripts).toEqual([
      {
        matches: [...DEV_PATTERNS_CHROME, production],
        js: ['content/bridge.js'],
        run_at: 'document_start',
      },
      { matches: X_PATTERNS, js: ['content/x.js'], run_at: 'document_idle' },
    ]);
    expect(chrome.background).toEqual({ service_worker: 'background/index.js', type: 'module' });
    expect(chrome.action).toEqual({ default_popup: 'popup/index.html' });
    expect(chrome).not.toHaveProperty('browser_specific_settings');
    expect(chrome).not.toHaveProperty('optional_permissions');
    expect(chrome).not.toHaveProperty('optional_host_permissions');
    expect(JSON.stringify(chrome)).not.toMatch(/<all_urls>|"tabs"|\*:\/\/\*/);
  });

  it('gives Firefox background scripts, its add-on id and an MV3 minimum version', () => {
    const firefox = manifest(defaultBuild, 'firefox');
    expect(firefox.manifest_version).toBe(3);
    expect(firefox.permissions).toEqual(['storage', 'alarms']);
    // Firefox match patterns cannot name a port; the bridge checks the exact origin itself.
    expect(firefox.host_permissions).toEqual([...DEV_PATTERNS_FIREFOX, production, ...X_PATTERNS]);
    expect(firefox.content_scripts).toEqual([
      {
        matches: [...DEV_PATTERNS_FIREFOX, production],
        js: ['content/bridge.js'],
        run_at: 'document_start',
      },
      { matches: X_PATTERNS, js: ['content/x.js'], run_at: 'document_idle' },
    ]);
    expect(firefox.background).toEqual({ scripts: ['background/index.js'] });
    expect(firefox.action).toEqual({ default_popup: 'popup/index.html' });
    const gecko = firefox.browser_specific_settings?.gecko;
    expect(gecko?.id).toBe('replypilot@replypilot.app');
    // The reply script reads posts on X; the background sends them with the user's token.
    expect(gecko?.data_collection_permissions).toEqual({
      required: ['websiteContent', 'authenticationInfo'],
    });
    // MV3 needs Firefox 109; storage.session, used by the background, 115.
    expect(Number.parseFloat(gecko?.strict_min_version ?? '0')).toBeGreaterThanOrEqual(115);
    expect(firefox).not.toHaveProperty('minimum_chrome_version');
    expect(JSON.stringify(firefox)).not.toMatch(/<all_urls>|"tabs"|\*:\/\/\*/);
  });

  it('builds classic scripts that import nothing and know the app origins', () => {
    for (const file of ['background/index.js', 'content/bridge.js', 'content/x.js']) {
      const code = readFileSync(join(defaultBuild, 'chrome', file), 'utf8');
      expect(code, file).not.toMatch(/^\s*(import|export)\b/m);
      expect(code, file).not.toMatch(/\bimport\s*\(/);
    }
    const bridge = readFileSync(join(defaultBuild, 'chrome', 'content/bridge.js'), 'utf8');
    for (const origin of ['http://localhost:8787', 'http://127.0.0.1:8787', SITE.defaultOrigin])
      expect(bridge).toContain(JSON.stringify(origin).slice(1, -1));
  });

  it('builds the popup page: module scripts and styles from the package, one file per language', () => {
    const dir = join(defaultBuild, 'chrome');
    const html = readFileSync(join(dir, 'popup/index.html'), 'utf8');
    // Extension pages may run only packaged scripts (MV3 CSP): no inline script, no remote file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) expect(existsSync(join(dir, 'popup', asset)), asset).toBe(true);
    const popup = readFileSync(
      join(dir, assets.find((asset) => asset.endsWith('.js'))!.replace('../', '')),
      'utf8',
    );
    // The popup links to the production site it was built for.
    expect(popup).toContain(SITE.defaultOrigin);
    // English is in the popup itself; any other language loads alone, when it is the browser's.
    const languages = filesUnder(join(dir, 'assets'))
      .map((file) => /^([a-z]{2,3})-[\w-]+\.js$/.exec(file)?.[1])
      .filter(Boolean)
      .sort();
    expect(languages).toEqual([
      'ar',
      'de',
      'es',
      'fr',
      'fri',
      'hi',
      'it',
      'ja',
      'ko',
      'nl',
      'pt',
      'ru',
      'swa',
      'zh',
    ]);
  });

  it('takes the production origin from SITE_URL at build time', () => {
    for (const [browser, dev] of [
      ['chrome', DEV_PATTERNS_CHROME],
      ['firefox', DEV_PATTERNS_FIREFOX],
    ] as const) {
      const built = manifest(siteBuild, browser);
      expect(built.content_scripts[0]!.matches).toEqual([...dev, 'https://app.example.test/*']);
      expect(built.host_permissions).toEqual([...dev, 'https://app.example.test/*', ...X_PATTERNS]);
    }
    const bridge = readFileSync(join(siteBuild, 'firefox', 'content/bridge.js'), 'utf8');
    expect(bridge).toContain('https://app.example.test');
    expect(bridge).not.toContain(SITE.defaultOrigin);
  });

  it('zips each folder as it is, manifest at the root', async () => {
    for (const browser of ['chrome', 'firefox']) {
      const zip = await readZip(join(defaultBuild, `replypilot-${browser}.zip`));
      expect([...zip.keys()].sort()).toEqual(filesUnder(join(defaultBuild, browser)));
      expect(JSON.parse(zip.get('manifest.json')!.toString('utf8'))).toEqual(
        manifest(defaultBuild, browser),
      );
    }
  });

  it('passes web-ext lint on the Firefox build', async () => {
    for (const dir of [defaultBuild, siteBuild]) {
      // Exit status 1 on any error; the JSON report is on stdout either way.
      const { stdout } = await run(
        bin('web-ext'),
        ['lint', '--source-dir', join(dir, 'firefox'), '--output', 'json', '--no-config-discovery'],
        { cwd: repoRoot, env },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        errors: { code: string; message: string; file?: string }[];
        warnings: { code: string; message: string; file?: string }[];
      };
      expect(report.errors).toEqual([]);
      // The only warnings: Zod's `new Function` probe, which the extension never runs (jitless,
      // extension/zod-config.ts), and in the popup's bundle React DOM's own innerHTML writes
      // (dangerouslySetInnerHTML, which the popup does not use, and its <script> parsing trick).
      // Any other warning is news.
      const reactDom = (warning: { code: string; file?: string }) =>
        warning.code === 'UNSAFE_VAR_ASSIGNMENT' &&
        /^assets\/popup-[\w-]+\.js$/.test(warning.file ?? '');
      expect(
        report.warnings.filter(
          (warning) => warning.code !== 'DANGEROUS_EVAL' && !reactDom(warning),
        ),
      ).toEqual([]);
    }
  });
});
