import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('lets one server hold a data folder and releases it', () => {
    const d = dir();
    const release = lockDataDir(d);
    expect(readFileSync(path.join(d, 'server.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(d)).toThrow(/already runs a server/);
    release();
    lockDataDir(d)();
  });

  it('refuses a folder held by another running process', () => {
    const d = dir();
    writeFileSync(path.join(d, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(d)).toThrow(`Another server (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that has ended', () => {
    const d = dir();
    writeFileSync(path.join(d, 'server.lock'), '2147483646');
    const release = lockDataDir(d);
    expect(readFileSync(path.join(d, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
