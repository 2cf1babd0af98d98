import { AsyncLocalStorage } from 'node:async_hooks';
import { SmtpEmailDriver } from '@supabase/lite';
import type { MailMessage, MailOutbox, StoredMail } from './outbox.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

export interface MailDriverOptions {
  /** The development outbox (DEV_MAILBOX=on); null in production. */
  outbox: MailOutbox | null;
  /** Real delivery when SMTP_* is configured. */
  smtp: SmtpSettings | null;
  log: (line: string) => void;
}

/**
 * The email driver of the embedded backend's Auth (the lite App's `options.drivers.email`)
 * and of mail that functions hand over: each mail goes to the local outbox (development) and
 * through SMTP when configured. `capture()` takes the mails sent inside one call instead of
 * delivering them (how /auth/v1/admin/generate_link gets a link without mailing it).
 */
export class MailDriver {
  private readonly captured = new AsyncLocalStorage<MailMessage[]>();
  private readonly smtp: SmtpEmailDriver | null;

  constructor(private readonly options: MailDriverOptions) {
    const smtp = options.smtp;
    this.smtp = smtp
      ? new SmtpEmailDriver({
          host: smtp.host,
          port: smtp.port,
          ...(smtp.user ? { user: smtp.user } : {}),
          ...(smtp.pass ? { pass: smtp.pass } : {}),
          from: smtp.from,
          secure: smtp.port === 465,
        })
      : null;
  }

  get hasOutbox(): boolean {
    return this.options.outbox !== null;
  }

  /** The lite App's EmailDriver interface. */
  async send(message: MailMessage): Promise<void> {
    const capture = this.captured.getStore();
    if (capture) {
      capture.push(message);
      return;
    }
    await this.keep(message);
    if (this.smtp) await this.smtp.send(message);
    else if (!this.options.outbox)
      throw new Error('Cannot send email: configure SMTP_HOST (or DEV_MAILBOX=on for development)');
  }

  /** Stores a mail in the outbox (and says so on the console) without sending it anywhere. */
  async keep(message: MailMessage): Promise<StoredMail | null> {
    const outbox = this.options.outbox;
    if (!outbox) return null;
    const stored = await outbox.add(message);
    const link = stored.links[0];
    this.options.log(
      `Mail to ${stored.to}: ${JSON.stringify(stored.subject)}${link ? ` → ${link}` : ''}`,
    );
    return stored;
  }

  /** Runs `fn`; mails sent by it (in its async context) are returned instead of delivered. */
  async capture<T>(fn: () => Promise<T>): Promise<{ result: T; mails: MailMessage[] }> {
    const mails: MailMessage[] = [];
    const result = await this.captured.run(mails, fn);
    return { result, mails };
  }
}
