import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeRedirect } from '../auth-admin.ts';
import { MailDriver } from './driver.ts';
import { MailOutbox, linksOf } from './outbox.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailbox-'));
  dirs.push(dir);
  return path.join(dir, 'mailbox');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('linksOf', () => {
  it('finds text links first, then HTML hrefs with entities decoded, once each', () => {
    expect(
      linksOf({
        to: 'a@b.test',
        subject: 's',
        text: 'Open http://localhost:8787/auth/magic?token=abc. Or (https://x.test/y)',
        html: '<a href="http://localhost:8787/v?a=1&amp;b=2">x</a><a href="http://localhost:8787/auth/magic?token=abc">y</a>',
      }),
    ).toEqual([
      'http://localhost:8787/auth/magic?token=abc',
      'https://x.test/y',
      'http://localhost:8787/v?a=1&b=2',
    ]);
  });
});

describe('MailOutbox', () => {
  it('stores mails as files and lists them newest first', async () => {
    const outbox = new MailOutbox(tempDir());
    expect(await outbox.list()).toEqual([]);
    const first = await outbox.add({ to: 'a@b.test', subject: 'one', text: 'http://x.test/1' });
    const second = await outbox.add({ to: 'c@d.test', subject: 'two' });
    expect((await outbox.list()).map((m) => m.subject)).toEqual(['two', 'one']);
    expect(await outbox.get(first.id)).toMatchObject({
      subject: 'one',
      links: ['http://x.test/1'],
    });
    expect(second.links).toEqual([]);
    expect(await outbox.get('../../etc/passwd')).toBeNull();
  });
});

describe('MailDriver', () => {
  it('keeps mail in the outbox and prints one line with the first link', async () => {
    const lines: string[] = [];
    const outbox = new MailOutbox(tempDir());
    const driver = new MailDriver({ outbox, smtp: null, log: (l) => lines.push(l) });
    await driver.send({ to: 'a@b.test', subject: 'Sign in', text: 'Go: http://x.test/go' });
    expect(lines).toEqual(['Mail to a@b.test: "Sign in" → http://x.test/go']);
    expect(await outbox.list()).toHaveLength(1);
  });

  it('captures mail sent inside capture() instead of delivering it', async () => {
    const outbox = new MailOutbox(tempDir());
    const driver = new MailDriver({ outbox, smtp: null, log: () => {} });
    const { result, mails } = await driver.capture(async () => {
      await new Promise((r) => setTimeout(r, 1));
      await driver.send({ to: 'a@b.test', subject: 'captured' });
      return 42;
    });
    expect(result).toBe(42);
    expect(mails).toEqual([{ to: 'a@b.test', subject: 'captured' }]);
    expect(await outbox.list()).toEqual([]);
  });

  it('refuses to pretend: no outbox and no SMTP is an error', async () => {
    const driver = new MailDriver({ outbox: null, smtp: null, log: () => {} });
    await expect(driver.send({ to: 'a@b.test', subject: 'x' })).rejects.toThrow(/SMTP_HOST/);
  });
});

describe('safeRedirect', () => {
  const site = 'http://localhost:8787';
  it('keeps redirects on the site', () => {
    expect(safeRedirect(`${site}/dashboard`, site)).toBe(`${site}/dashboard`);
    expect(safeRedirect('/welcome', site)).toBe(`${site}/welcome`);
    expect(safeRedirect('https://evil.example/', site)).toBe(site);
    expect(safeRedirect('//evil.example/x', site)).toBe(site);
    expect(safeRedirect(undefined, site)).toBe(site);
  });
});
