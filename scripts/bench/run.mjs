#!/usr/bin/env node
// `npm run bench [-- --quick] [-- --write]`: every backend benchmark in turn, same arguments.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
for (const script of ['scripts/bench/backend.ts', 'scripts/bench/generation.ts']) {
  const run = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
