import { timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { isLoopbackAddress } from '@supabase/lite';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { MailDriver } from './driver.ts';
import type { StoredMail } from './outbox.ts';
import type { MailOutbox } from './outbox.ts';
import { escapeHtml as escape } from '../../shared/text.ts';

export interface MailRouteDeps {
  driver: MailDriver;
  /** Null when DEV_MAILBOX=off: then none of these routes exist. */
  outbox: MailOutbox | null;
  /** Only the service role may hand mail over. */
  secretKey: string;
  /** Whether the server listens on a loopback interface only (known once it listens). */
  listensOnLoopback: () => boolean;
}

/** Headers a proxy adds: a proxied request is never a developer on this machine. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * Whether a mailbox request comes from a developer on this machine, and not from a web page
 * they have open (DNS rebinding: any site can point its own name at 127.0.0.1 and read a
 * same-origin answer) nor through a proxy on this machine that the world can reach:
 * the server listens on loopback only, the peer is loopback, the Host is a loopback name,
 * no proxy header is present, and a browser's Origin, if sent, is this same loopback origin.
 */
export function isLocalDeveloperRequest(request: {
  listensOnLoopback: boolean;
  peer: string;
  headers: Headers;
}): boolean {
  const { headers } = request;
  if (!request.listensOnLoopback || !isLoopbackAddress(request.peer)) return false;
  if (PROXY_HEADERS.some((name) => headers.has(name))) return false;
  const host = loopbackHost(headers.get('host'));
  if (!host) return false;
  const origin = headers.get('origin');
  if (origin !== null) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.host.toLowerCase() !== host) return false;
  }
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** The Host header, lower-cased, if it names this machine (localhost, 127.x.x.x, [::1]). */
function loopbackHost(value: string | null): string | null {
  if (!value) return null;
  const host = value.trim().toLowerCase();
  const match = /^(localhost|\d{1,3}(?:\.\d{1,3}){3}|\[::1\])(?::(\d{1,5}))?$/.exec(host);
  if (!match) return null;
  const name = match[1]!;
  if (name !== 'localhost' && name !== '[::1]' && !/^127\./.test(name)) return null;
  return host;
}

type Ctx = Context<{ Bindings: HttpBindings }>;

const MAX_MAIL_BYTES = 512 * 1024;

/** What a function POSTs to /_internal/mail (supabase/functions/_shared/mail.ts). */
const MailSchema = z.strictObject({
  to: z.email('must be a valid email address').max(254),
  subject: z.string().trim().min(1, 'must not be empty').max(300),
  text: z.string().max(100_000).optional(),
  html: z.string().max(300_000).optional(),
});

const jsonError = (c: Ctx, status: 400 | 401 | 403 | 404, message: string) =>
  c.json({ error: message }, status);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The development mailbox of the embedded backend (DEV_MAILBOX=on; never in production):
 * - `POST /_internal/mail`: functions hand their mail over (service-role key only);
 * - `GET /dev/mailbox`, `/dev/mailbox/<id>`, `/dev/mailbox.json`: read it, from this machine only.
 */
export function registerMailRoutes(app: Hono<{ Bindings: HttpBindings }>, deps: MailRouteDeps) {
  const { driver, outbox, secretKey, listensOnLoopback } = deps;
  if (!outbox) return;

  app.post('/_internal/mail', async (c) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return jsonError(c, 401, 'Missing authorization header');
    if (!sameSecret(token, secretKey))
      return jsonError(c, 403, 'Only the service role may send mail');
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > MAX_MAIL_BYTES) return jsonError(c, 400, 'Mail is too large');
    const raw = await c.req.text();
    if (Buffer.byteLength(raw) > MAX_MAIL_BYTES) return jsonError(c, 400, 'Mail is too large');
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      return jsonError(c, 400, `Malformed JSON: ${(error as Error).message}`);
    }
    const parsed = MailSchema.safeParse(value);
    if (!parsed.success)
      return jsonError(
        c,
        400,
        `Invalid mail: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}`,
      );
    const stored = await driver.keep(parsed.data);
    return c.json({ id: stored?.id ?? null }, 202);
  });

  // The mailbox holds sign-in links: only for a developer on this machine.
  const guard = (c: Ctx) => {
    const peer = c.env?.incoming?.socket.remoteAddress ?? '';
    return isLocalDeveloperRequest({
      listensOnLoopback: listensOnLoopback(),
      peer,
      headers: c.req.raw.headers,
    })
      ? null
      : jsonError(c, 403, 'The development mailbox is only available from this machine');
  };
  const privateHeaders = {
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
  };

  app.get('/dev/mailbox.json', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    return c.json({ mails: await outbox.list() }, 200, privateHeaders);
  });

  app.get('/dev/mailbox', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    return c.html(listPage(await outbox.list()), 200, privateHeaders);
  });

  app.get('/dev/mailbox/:id', async (c) => {
    const denied = guard(c);
    if (denied) return denied;
    const mail = await outbox.get(c.req.param('id'));
    if (!mail)
      return c.html(
        page(
          'Mail not found',
          '<p>No such mail. <a href="/dev/mailbox">Back to the mailbox</a></p>',
        ),
        404,
        privateHeaders,
      );
    return c.html(mailPage(mail), 200, privateHeaders);
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
.note{background:#fff4e5;border:1px solid #f0c36d;padding:.6rem .8rem;border-radius:6px}
pre{white-space:pre-wrap;background:#f6f7f9;padding:.8rem;border-radius:6px}a{word-break:break-all}
</style></head><body>${body}</body></html>`;
}

function linkList(links: string[]): string {
  return links.length
    ? `<ul>${links.map((l) => `<li><a href="${escape(l)}" rel="noreferrer">${escape(l)}</a></li>`).join('')}</ul>`
    : '<p>No links.</p>';
}

function listPage(mails: StoredMail[]): string {
  const rows = mails
    .map(
      (
        m,
      ) => `<tr><td><time datetime="${escape(m.sentAt)}">${escape(m.sentAt.replace('T', ' ').slice(0, 19))}</time></td>
<td>${escape(m.to)}</td><td><a href="/dev/mailbox/${escape(m.id)}">${escape(m.subject)}</a></td>
<td>${m.links[0] ? `<a href="${escape(m.links[0])}" rel="noreferrer">Open link</a>` : ''}</td></tr>`,
    )
    .join('\n');
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1>
<p class="note">Mail sent by this embedded backend (DATA_DIR/mailbox), newest first. Development only: a production deployment sets <code>DEV_MAILBOX=off</code> and SMTP.</p>
${mails.length ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`,
  );
}

function mailPage(mail: StoredMail): string {
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← Mailbox</a></p>
<h1>${escape(mail.subject)}</h1>
<p>To <strong>${escape(mail.to)}</strong>, <time datetime="${escape(mail.sentAt)}">${escape(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
<h2>Links</h2>${linkList(mail.links)}
${mail.text ? `<h2>Text</h2><pre>${escape(mail.text)}</pre>` : ''}
${mail.html ? `<h2>HTML</h2><iframe title="HTML body" sandbox style="width:100%;min-height:24rem;border:1px solid #ddd" srcdoc="${escape(mail.html)}"></iframe>` : ''}`,
  );
}
