#!/usr/bin/env node
// Type-checks every Edge Function under Deno and smoke-runs it once.
//
//   node scripts/deno-check.mjs [functionsDir]      (default: supabase/functions)
//
// For each <functionsDir>/<name>/index.ts (folders starting with "_" are shared code):
//   1. deno check --config <name>/deno.json <name>/index.ts
//   2. deno run (PORT=<free port>), wait for the port, send the request from <name>/smoke.json,
//      compare the status, stop the process.
//
// smoke.json:
//   {
//     "method": "POST",                 // default GET
//     "path": "/report-error",          // default "/<name>" (what hosted Supabase passes)
//     "headers": { "x-foo": "bar" },    // optional
//     "body": { ... },                  // optional; objects are sent as JSON, strings as-is
//     "expectStatus": 400,              // required
//     "env": { "SOME_VAR": "x" },       // optional extra environment for the function
//     "allow": ["--allow-sys"]          // optional extra deno permission flags
//   }
//
// npm packages: the functions' deno.json files say "nodeModulesDir": "none", so Deno fetches
// `npm:` imports from the registry into DENO_DIR (.tmp/deno) as on Supabase. Without network,
// set DENO_CHECK_OFFLINE=1 (or let the automatic retry kick in) to resolve them from the local
// node_modules instead (--node-modules-dir=manual --cached-only).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = resolve(process.argv[2] ?? join(repo, 'supabase/functions'));
const deno = join(repo, 'node_modules/.bin/deno');
const denoDir = join(repo, '.tmp/deno');
const STARTUP_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;
const OFFLINE_FLAGS = ['--node-modules-dir=manual', '--cached-only'];
let offline = process.env.DENO_CHECK_OFFLINE === '1';
const looksLikeNetworkError = (output) =>
  /error sending request|failed to fetch|dns error|could not resolve|connection refused|timed out|npm package .* not found/i.test(
    output,
  );

const denoEnv = {
  ...process.env,
  DENO_DIR: denoDir,
  DENO_NO_UPDATE_CHECK: '1',
  DENO_NO_PROMPT: '1',
  NO_COLOR: '1',
  RUST_BACKTRACE: '0',
};

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function runToEnd(args, env = denoEnv) {
  return new Promise((resolveRun) => {
    const child = spawn(deno, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolveRun({ code: -1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolveRun({ code, output }));
  });
}

function portAnswers(port) {
  return new Promise((resolveProbe) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolveProbe(true);
    });
    socket.once('error', () => resolveProbe(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function readSmoke(file) {
  if (!existsSync(file))
    throw new Error(
      `missing ${relative(repo, file)} (see the format at the top of scripts/deno-check.mjs)`,
    );
  const smoke = JSON.parse(readFileSync(file, 'utf8'));
  if (!Number.isInteger(smoke.expectStatus))
    throw new Error(`${relative(repo, file)}: "expectStatus" must be an integer`);
  for (const key of ['headers', 'env']) {
    if (smoke[key] !== undefined && (typeof smoke[key] !== 'object' || smoke[key] === null)) {
      throw new Error(`${relative(repo, file)}: "${key}" must be an object`);
    }
  }
  if (smoke.allow !== undefined && !Array.isArray(smoke.allow))
    throw new Error(`${relative(repo, file)}: "allow" must be an array`);
  return smoke;
}

async function smokeRun(name, dir, config) {
  const smoke = readSmoke(join(dir, 'smoke.json'));
  const port = await freePort();
  const env = { ...denoEnv, ...(smoke.env ?? {}), PORT: String(port) };
  const args = [
    'run',
    ...(offline ? OFFLINE_FLAGS : []),
    '--config',
    config,
    '--allow-net',
    '--allow-env',
    '--allow-read',
    ...(smoke.allow ?? []),
    join(dir, 'index.ts'),
  ];
  const child = spawn(deno, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = null;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code, signal) => (exited = signal ?? code));

  try {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    while (!(await portAnswers(port))) {
      if (exited !== null)
        throw new Error(`exited (${exited}) before listening on PORT=${port}\n${output}`);
      if (Date.now() > deadline)
        throw new Error(
          `did not listen on PORT=${port} within ${STARTUP_TIMEOUT_MS / 1000}s\n${output}`,
        );
      await sleep(100);
    }

    const headers = { ...(smoke.headers ?? {}) };
    let body;
    if (smoke.body !== undefined) {
      if (typeof smoke.body === 'string') body = smoke.body;
      else {
        body = JSON.stringify(smoke.body);
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
          headers['content-type'] = 'application/json';
      }
    }
    const method = (smoke.method ?? 'GET').toUpperCase();
    const response = await fetch(`http://127.0.0.1:${port}${smoke.path ?? `/${name}`}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status !== smoke.expectStatus) {
      throw new Error(
        `smoke ${method}: expected ${smoke.expectStatus}, got ${response.status}: ${text.slice(0, 500)}\n${output}`,
      );
    }
    return `smoke ${response.status}`;
  } finally {
    if (exited === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        new Promise((r) => child.once('exit', () => r(true))),
        sleep(3000).then(() => false),
      ]);
      if (!stopped) child.kill('SIGKILL');
    }
  }
}

async function checkFunction(name) {
  const dir = join(functionsDir, name);
  const config = join(dir, 'deno.json');
  if (!existsSync(config)) throw new Error(`missing ${relative(repo, config)}`);
  const checkArgs = () => [
    'check',
    ...(offline ? OFFLINE_FLAGS : []),
    '--config',
    config,
    join(dir, 'index.ts'),
  ];
  let check = await runToEnd(checkArgs());
  if (check.code !== 0 && !offline && looksLikeNetworkError(check.output)) {
    console.log(
      'deno-check: npm registry unreachable; using the local node_modules from now on (DENO_CHECK_OFFLINE=1)',
    );
    offline = true;
    check = await runToEnd(checkArgs());
  }
  if (check.code !== 0) throw new Error(`deno check failed:\n${check.output}`);
  const smoke = await smokeRun(name, dir, config);
  return `check + ${smoke}${offline ? ' (offline: local node_modules)' : ''}`;
}

async function main() {
  if (!existsSync(deno)) {
    console.error(
      `deno not found at ${relative(repo, deno)}: run npm install (the "deno" devDependency provides it)`,
    );
    process.exit(1);
  }
  mkdirSync(denoDir, { recursive: true });
  const names = existsSync(functionsDir)
    ? readdirSync(functionsDir)
        .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
        .filter(
          (name) =>
            statSync(join(functionsDir, name)).isDirectory() &&
            existsSync(join(functionsDir, name, 'index.ts')),
        )
        .sort()
    : [];
  if (names.length === 0) {
    console.log(
      `deno-check: no functions found in ${relative(repo, functionsDir) || functionsDir}`,
    );
    return;
  }

  let failures = 0;
  for (const name of names) {
    try {
      console.log(`ok ${name}: ${await checkFunction(name)}`);
    } catch (error) {
      failures += 1;
      console.log(`FAIL ${name}: ${error.message}`);
    }
  }
  console.log(`deno-check: ${names.length - failures}/${names.length} functions ok`);
  if (failures > 0) process.exit(1);
}

await main();
