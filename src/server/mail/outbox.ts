import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One mail as the lite App's email drivers send it. */
export interface MailMessage {
  to: string;
  subject: string;
  text?: string;
  html?: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  /** ISO time the mail was accepted. */
  sentAt: string;
  /** Every http(s) link in the mail, first the text's then the HTML's, without duplicates. */
  links: string[];
}

const ID = /^[0-9]{15}-[0-9]{6}-[0-9a-f]{8}$/;

/** The http(s) links in a mail: the text first, then the HTML's hrefs (entities decoded). */
export function linksOf(mail: MailMessage): string[] {
  const found: string[] = [];
  for (const match of (mail.text ?? '').matchAll(/https?:\/\/[^\s"'<>]+/g)) found.push(match[0]);
  for (const match of (mail.html ?? '').matchAll(/href\s*=\s*["'](https?:\/\/[^"']+)["']/gi))
    found.push(match[1]!.replace(/&amp;/g, '&'));
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}

/**
 * The embedded backend's local outbox: every mail as one JSON file under
 * `<DATA_DIR>/mailbox/`, named so that names sort by time. For development only: a
 * developer reads sign-in links there (and at /dev/mailbox) without any mail server.
 */
export class MailOutbox {
  private sequence = 0;

  constructor(readonly dir: string) {}

  async add(mail: MailMessage): Promise<StoredMail> {
    await mkdir(this.dir, { recursive: true });
    this.sequence = (this.sequence + 1) % 1_000_000;
    const id = `${String(Date.now()).padStart(15, '0')}-${String(this.sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = {
      id,
      sentAt: new Date().toISOString(),
      to: mail.to,
      subject: mail.subject,
      ...(mail.text !== undefined ? { text: mail.text } : {}),
      ...(mail.html !== undefined ? { html: mail.html } : {}),
      links: linksOf(mail),
    };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2), {
      mode: 0o600,
    });
    return stored;
  }

  /** Newest first. */
  async list(limit = 200): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const ids = names
      .filter((name) => name.endsWith('.json') && ID.test(name.slice(0, -5)))
      .map((name) => name.slice(0, -5))
      .sort()
      .reverse()
      .slice(0, limit);
    const mails = await Promise.all(ids.map((id) => this.get(id)));
    return mails.filter((mail): mail is StoredMail => mail !== null);
  }

  async get(id: string): Promise<StoredMail | null> {
    if (!ID.test(id)) return null;
    try {
      return JSON.parse(await readFile(path.join(this.dir, `${id}.json`), 'utf8')) as StoredMail;
    } catch {
      return null;
    }
  }
}
