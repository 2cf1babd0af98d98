import { getEnv, requireEnv } from './env.ts';

/** One outgoing mail: always a plain-text part, and an HTML part. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface Transport {
  sendMail(mail: Record<string, unknown>): Promise<unknown>;
}

const transports = new Map<string, Transport>();

async function smtpTransport(host: string): Promise<Transport> {
  const port = Number(getEnv('SMTP_PORT') ?? '587');
  const user = getEnv('SMTP_USER');
  const pass = getEnv('SMTP_PASS');
  const key = `${host}:${port}:${user ?? ''}:${pass ?? ''}`;
  const cached = transports.get(key);
  if (cached) return cached;
  // Loaded only when SMTP is configured (npm:nodemailer on Deno, node_modules on Node).
  const mod = (await import('nodemailer')) as unknown as {
    default?: { createTransport(options: Record<string, unknown>): Transport };
    createTransport?(options: Record<string, unknown>): Transport;
  };
  const createTransport = mod.default?.createTransport ?? mod.createTransport;
  if (!createTransport) throw new Error('nodemailer has no createTransport');
  const transport = createTransport({
    host,
    port,
    secure: port === 465,
    ...(user && pass ? { auth: { user, pass }, requireTLS: port !== 465 } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  transports.set(key, transport);
  return transport;
}

/**
 * Sends a mail: through SMTP when `SMTP_HOST` is set (`SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`,
 * `SMTP_FROM`), and to the embedded backend's development outbox when `MAIL_OUTBOX_URL` is
 * set (only the embedded backend sets it). Throws when neither is configured or delivery fails.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const host = getEnv('SMTP_HOST');
  const outboxUrl = getEnv('MAIL_OUTBOX_URL');
  if (!host && !outboxUrl)
    throw new Error(
      'No mail delivery configured: set SMTP_HOST, SMTP_FROM (and SMTP_PORT, SMTP_USER, SMTP_PASS)',
    );

  if (host) {
    const transport = await smtpTransport(host);
    await transport.sendMail({
      from: requireEnv('SMTP_FROM'),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  if (outboxUrl) {
    const response = await fetch(outboxUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${requireEnv('SUPABASE_SERVICE_ROLE_KEY')}`,
      },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new Error(
        `Mail outbox answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
  }
}
