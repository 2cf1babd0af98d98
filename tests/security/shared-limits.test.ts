// Two server processes on one PostgreSQL share their limits: an attacker who spreads
// attempts over both gets no more than one server would allow.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/server.ts';
import { uniqueEmail } from '../support/clients.ts';
import { rawRequest } from '../support/http.ts';
import { createDatabaseAt } from '../support/postgres.ts';

const adminUrl = inject('postgresUrl');

function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

describe.skipIf(!adminUrl)('limits shared by two server processes on one PostgreSQL', () => {
  const dirs = [
    mkdtempSync(path.join(tmpdir(), 'shared-a-')),
    mkdtempSync(path.join(tmpdir(), 'shared-b-')),
  ];
  let inProcess: RunningServer;
  let other: { child: ChildProcess; url: string };
  let otherKey: string;

  beforeAll(async () => {
    const databaseUrl = await createDatabaseAt(
      adminUrl!,
      `t_shared_${process.pid}_${Date.now().toString(36)}`,
    );
    inProcess = await startServer({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      serveWeb: false,
      dataDir: dirs[0],
      databaseUrl,
      env: {},
    });
    other = await startProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dirs[1]! });
    otherKey = (await (await fetch(`${other.url}/config.json`)).json()).supabaseAnonKey as string;
  });
  afterAll(async () => {
    other?.child.kill('SIGTERM');
    await inProcess?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sign-in attempts on one email count across both', async () => {
    const email = uniqueEmail('shared');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const [url, key] = i % 2 ? [other.url, otherKey] : [inProcess.url, inProcess.publishableKey];
      const r = await rawRequest(url, '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: key },
        body: JSON.stringify({ email, password: `guess-${i}` }),
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('wrong email codes count across both', async () => {
    const email = uniqueEmail('shared-code');
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const [url, key] = i % 2 ? [other.url, otherKey] : [inProcess.url, inProcess.publishableKey];
      const r = await rawRequest(url, '/auth/v1/verify', {
        method: 'POST',
        headers: { apikey: key },
        body: JSON.stringify({ email, token: String(100000 + i), type: 'magiclink' }),
      });
      answers.push(r.json<{ msg: string }>().msg);
    }
    expect(answers[5]).toMatch(/Too many wrong codes/);
  });

  it('keeps the counts where the API cannot reach them', async () => {
    const r = await rawRequest(inProcess.url, '/rest/v1/rate_limit_hits?select=*', {
      headers: { apikey: inProcess.publishableKey, 'accept-profile': 'embedded_server' },
    });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    const rows = await inProcess.sql<{ n: string }>(
      'select count(*)::text as n from embedded_server.rate_limit_hits',
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    const rpc = await rawRequest(inProcess.url, '/rest/v1/rpc/rate_limit_hit', {
      method: 'POST',
      headers: { apikey: inProcess.publishableKey, 'content-profile': 'embedded_server' },
      body: JSON.stringify({ p_key: 'x', p_window_ms: 1, p_max: 1 }),
    });
    expect(rpc.status).toBeGreaterThanOrEqual(400);
    expect(rpc.status).toBeLessThan(500);
  });
});
