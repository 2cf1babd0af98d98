// Real Chromium for end-to-end tests, driven by playwright-core (no bundled browser download).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

let installAttempted = false;

function firstExisting(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/** Path to a Chromium executable; as root, installs the distro package once if none exists. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  const found = firstExisting();
  if (found) return found;

  if (process.getuid?.() === 0 && !installAttempted) {
    installAttempted = true;
    console.log('[chromium] no Chromium found; running apt-get install -y chromium');
    const apt = (args: string[]) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status === 0;
    if (!apt(['install', '-y', 'chromium'])) {
      apt(['update']);
      apt(['install', '-y', 'chromium']);
    }
    const installed = firstExisting();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for end-to-end tests. Set CHROME_PATH=/path/to/chrome, or install one: `sudo apt-get install chromium` ' +
      `(looked in ${CANDIDATES.join(', ')}).`,
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}

/**
 * A persistent context with an unpacked MV3 extension loaded. close() also removes the temp
 * profile directory.
 */
export async function launchWithExtension(extensionDir: string): Promise<BrowserContext> {
  const dir = resolve(extensionDir);
  const userDataDir = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    // Chromium may still be flushing the profile for a moment after close.
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  return context;
}
