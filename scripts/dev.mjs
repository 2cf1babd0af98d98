// `npm run dev`: the embedded backend (no built website) plus Vite with hot reload.
// Vite proxies the backend paths (see vite.config.ts), so the page and API share one origin.
// Ctrl-C (or either process exiting) stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '8787';
// supabase-js must talk to Vite's origin (proxied to the backend), not to the backend directly.
const publicUrl = process.env.PUBLIC_URL || 'http://localhost:5173';
const isWindows = process.platform === 'win32';

function start(name, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: isWindows,
    // Own process group, so stopping it also stops what npx/tsx start underneath.
    detached: !isWindows,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
const children = [];

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (isWindows) child.kill();
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(exitCode), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

children.push(
  start('backend', 'npx', ['tsx', 'watch', 'src/server/main.ts'], {
    SERVE_WEB: '0',
    PORT: port,
    PUBLIC_URL: publicUrl,
  }),
);
children.push(start('vite', 'npx', ['vite'], { PORT: port }));
