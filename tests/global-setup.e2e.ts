// E2E project: make sure the built website in dist/web is present and not older than its
// sources (one `npm run build:web` per run), unless SKIP_WEB_BUILD=1; and build the browser
// extension (a second, esbuild-fast build) so its end-to-end test never skips for lack of it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const builtIndex = join(repo, 'dist/web/index.html');
const SOURCE_ROOTS = [
  'src/renderer',
  'src/shared',
  'index.html',
  'public',
  'vite.config.ts',
  'vite.web.config.ts',
  'package.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildExtension() {
  const result = spawnSync('npm', ['run', 'build:extension'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`npm run build:extension failed (exit ${result.status})`);
}

export default function setup() {
  if (process.env.SKIP_WEB_BUILD === '1') return;
  buildExtension();
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCE_ROOTS.map((p) => newestMtime(join(repo, p))));
  if (builtAt > sourcesAt) return;
  console.log(
    `[e2e] ${builtAt ? 'dist/web is older than its sources' : 'dist/web/index.html missing'}: running npm run build:web`,
  );
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: repo, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `npm run build:web failed (exit ${result.status}); fix the build or set SKIP_WEB_BUILD=1 to use the existing dist/web`,
    );
  }
}
