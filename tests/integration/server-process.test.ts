// `npm start` as a user runs it: one log line with the URL, no outbound network at all,
// clean shutdown on SIGINT and SIGTERM, and data that survives the restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, uniqueEmail } from '../support/clients.ts';

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function startMain(dataDir: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './tests/support/record-network.mjs', 'src/server/main.ts'],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SERVE_WEB: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(started: Started, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve(code));
    started.child.kill(signal);
  });
}

describe('the server process (npm start)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, never calls out to the network, stops cleanly, and keeps its data', async () => {
    const email = uniqueEmail('process');
    const password = 'a long enough password';

    const first = await startMain(dataDir);
    expect(first.output().match(/running at/g)).toHaveLength(1);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    const config = (await (await fetch(`${first.url}/config.json`)).json()) as {
      supabaseAnonKey: string;
    };
    const client = anonClient({
      url: first.url,
      publishableKey: config.supabaseAnonKey,
      secretKey: '',
    });
    expect((await client.auth.signUp({ email, password })).error).toBeNull();
    expect(await stop(first, 'SIGINT')).toBe(0);
    expect(first.output()).toContain('SIGINT received, shutting down');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const second = await startMain(dataDir);
    const again = anonClient({
      url: second.url,
      publishableKey: config.supabaseAnonKey,
      secretKey: '',
    });
    const signIn = await again.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(await stop(second, 'SIGTERM')).toBe(0);

    const outbound = [first, second].flatMap((s) =>
      s
        .output()
        .split('\n')
        .filter((l) => l.includes('"outbound"')),
    );
    expect(outbound).toEqual([]);
  });
});
