import { ruleFor, tooManyRequests, VERIFY_RULE, MINUTE } from './auth-rate-limit.ts';
import { localizeAuthMail } from './mail/auth-mail.ts';
import type { MailMessage } from './mail/outbox.ts';
import { createPasswordChangeRule, type PasswordChanger } from './password-change.ts';
import type { RateLimitStore } from './rate-limit-store.ts';
import { readBodyBytes } from '../../supabase/functions/_shared/http.ts';

/**
 * What stands in front of the embedded Auth API (`/auth/v1`), for what @supabase/lite does
 * not do itself:
 *
 * - per-email and per-address limits on sign-in, sign-up, mails and code checks;
 * - email codes: at most five wrong codes per email, after which the outstanding code is
 *   cleared and only a new mail helps (the whole six-digit space would otherwise fall in
 *   minutes); the code's life is set short by the server's Auth config;
 * - refresh-token reuse: a rotated token may be replayed for ten seconds (a client that lost
 *   the answer to its refresh), after that a replay is refused and ends the session;
 * - the same answer, and about the same time, whether an email is registered or not
 *   (sign-in with a password, sign-in codes without sign-up);
 * - a new password needs the current one, and ends the account's other sessions
 *   (password-change.ts);
 * - password-reset and email-change mails link back to the page that asked, in its language
 *   (mail/auth-mail.ts).
 *
 * The request reaching `handle` already has its canonical path (request-path.ts), so the
 * route limited here is the route the Auth router runs.
 */

export interface AuthGuardOptions {
  store: RateLimitStore;
  /** AUTH_RATE_LIMITS: the request limits. Code-guess protection and the rest stay on. */
  limits: boolean;
  /** Runs as the database owner. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** The Auth API itself. */
  forward: (request: Request) => Promise<Response>;
  /** One password check against a dummy hash, for emails that have no password. */
  burnPasswordCheck: (password: string) => Promise<void>;
  /**
   * Auth's mail driver: the reset and email-change mails are taken from it while Auth runs
   * and sent rewritten (localizeAuthMail). Without it they go out as Auth writes them.
   */
  mail?: {
    capture<T>(fn: () => Promise<T>): Promise<{ result: T; mails: MailMessage[] }>;
    send(message: MailMessage): Promise<void>;
  };
  /** The site's public URL (Auth's site_url), where mailed links may lead. */
  siteUrl?: () => string;
}

/** Wrong codes one email may try before its outstanding code is cleared. */
export const MAX_WRONG_CODES = 5;
/** How long a refresh token may be replayed after it was rotated (GoTrue's default). */
export const REFRESH_REUSE_SECONDS = 10;
/** Auth bodies are a few fields; nothing larger is read. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

const CODE_WINDOW_MS = 60 * MINUTE;
const MAIL_ROUTES = new Set([
  '/auth/v1/otp',
  '/auth/v1/magiclink',
  '/auth/v1/recover',
  '/auth/v1/resend',
  '/auth/v1/signup',
]);

const authError = (
  status: number,
  errorCode: string,
  message: string,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify({ code: status, error_code: errorCode, msg: message }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const tooManyWrongCodes = () =>
  authError(
    403,
    'otp_expired',
    'Too many wrong codes: this code no longer works. Request a new email and use the code in it.',
  );

const normalizeEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

type Body = Record<string, unknown>;

export function createAuthGuard(options: AuthGuardOptions) {
  const { store, query, forward } = options;
  const passwordChange = createPasswordChangeRule({
    store,
    limits: options.limits,
    query,
    forward,
  });
  const codeKey = (email: string) => `verify-code|email|${email}`;

  /** Clears every outstanding email code and link of an account (none if it does not exist). */
  async function clearCodes(email: string) {
    await query(
      `update auth.users set recovery_token = null, confirmation_token = null,
              email_change_token_new = null, email_change_token_current = null,
              reauthentication_token = null
        where lower(email) = $1 or lower(email_change) = $1`,
      [email],
    );
  }

  /** The account a token hash belongs to, if it is an outstanding one. */
  async function emailOfTokenHash(hash: string): Promise<string> {
    if (!hash) return '';
    const rows = await query<{ email: string | null }>(
      `select lower(email) as email from auth.users
        where $1 in (recovery_token, confirmation_token, email_change_token_new,
                     email_change_token_current, reauthentication_token)
        limit 1`,
      [hash.slice(0, 255)],
    );
    return rows[0]?.email ?? '';
  }

  async function readBody(request: Request): Promise<{ text: string } | { response: Response }> {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { text: '' };
    const bytes = await readBodyBytes(request, MAX_AUTH_BODY_BYTES);
    if (!bytes) return { response: bodyTooLarge() };
    return { text: Buffer.from(bytes).toString('utf8') };
  }

  async function refreshReplay(body: Body): Promise<Response | null> {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) return null;
    const rows = await query<{ revoked: boolean; session_id: string | null; stale: boolean }>(
      `select revoked, session_id,
              updated_at < now() - make_interval(secs => $2) as stale
         from auth.refresh_tokens where token = $1 limit 1`,
      [token.slice(0, 255), REFRESH_REUSE_SECONDS],
    );
    const row = rows[0];
    if (!row || !row.revoked || !row.stale) return null;
    // Someone replays a token that was rotated a while ago: the holder of the session and
    // the replayer cannot be told apart, so the session ends (GoTrue revokes the family).
    if (row.session_id)
      await query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [row.session_id],
      );
    return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  /** Runs Auth with its mails held back, then sends them pointing at the asking page. */
  async function forwardRewritingMail(request: Request, url: URL, body: Body): Promise<Response> {
    const { mail, siteUrl } = options;
    if (!mail || !siteUrl) return forward(request);
    const { result, mails } = await mail.capture(() => forward(request));
    const context = {
      redirectTo: url.searchParams.get('redirect_to') ?? undefined,
      siteUrl: siteUrl(),
      newEmail: typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined,
    };
    try {
      for (const held of mails) await mail.send(localizeAuthMail(held, context));
    } catch (error) {
      console.error('Auth mail could not be sent', error);
      return authError(500, 'unexpected_failure', 'Error sending email');
    }
    return result;
  }

  return async function handle(incoming: Request, clientAddress: string): Promise<Response> {
    const url = new URL(incoming.url);
    if (url.searchParams.getAll('grant_type').length > 1)
      return authError(400, 'validation_failed', 'grant_type must be given once');
    const read = await readBody(incoming);
    if ('response' in read) return read.response;
    const request = new Request(incoming.url, {
      method: incoming.method,
      headers: incoming.headers,
      body: read.text || undefined,
    });
    let body: Body = {};
    try {
      const parsed: unknown = read.text ? JSON.parse(read.text) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Body;
    } catch {
      // Not JSON: the Auth API answers it with its own 400; the address limits still apply.
    }
    const path = url.pathname;
    const grant = path === '/auth/v1/token' ? (url.searchParams.get('grant_type') ?? '') : '';
    let email = normalizeEmail(body.email);

    // Request limits per address and per email.
    const isVerify = path === '/auth/v1/verify';
    const rule = isVerify ? VERIFY_RULE : ruleFor(request.method, path, grant);
    if (options.limits && rule) {
      const waits = [await store.hit(`${rule.action}|ip|${clientAddress}`, rule.perAddress)];
      if (email && rule.perEmail)
        waits.push(await store.hit(`${rule.action}|email|${email}`, rule.perEmail));
      const wait = Math.max(...waits);
      if (wait > 0) return tooManyRequests(rule.action, wait);
    }

    // Email codes: count every check against the email before it runs, so parallel guesses
    // are counted too; a correct code or a new mail starts the count again.
    let countedCode = false;
    if (isVerify) {
      const hash =
        request.method === 'GET' ? (url.searchParams.get('token') ?? '') : body.token_hash;
      if (!email && typeof hash === 'string') email = await emailOfTokenHash(hash);
      if (email) {
        const wait = await store.hit(codeKey(email), {
          max: MAX_WRONG_CODES,
          windowMs: CODE_WINDOW_MS,
        });
        if (wait > 0) {
          await clearCodes(email);
          return tooManyWrongCodes();
        }
        countedCode = true;
      }
    }

    if (path === '/auth/v1/token' && grant === 'refresh_token' && request.method === 'POST') {
      const refused = await refreshReplay(body);
      if (refused) return refused;
    }

    if (path === '/auth/v1/token' && grant === 'password' && request.method === 'POST' && email) {
      // Unknown emails cost one password check too, so the time does not tell.
      const rows = await query<{ has_password: boolean }>(
        `select coalesce(encrypted_password, '') <> '' as has_password
           from auth.users where lower(email) = $1 limit 1`,
        [email],
      );
      if (!rows[0]?.has_password)
        await options.burnPasswordCheck(typeof body.password === 'string' ? body.password : '');
    }

    if (path === '/auth/v1/otp' && request.method === 'POST' && email) {
      const options_ = body.options as Body | undefined;
      const create =
        body.create_user ??
        (options_ && typeof options_ === 'object' ? options_.shouldCreateUser : undefined);
      if (create === false) {
        const rows = await query('select 1 from auth.users where lower(email) = $1 limit 1', [
          email,
        ]);
        // Not registered and not to be created: answer as if a code was mailed.
        if (!rows.length && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          return Response.json({}, { status: 200 });
      }
    }

    let changer: PasswordChanger | null = null;
    if (path === '/auth/v1/user' && request.method === 'PUT') {
      const checked = await passwordChange.check(request, body, clientAddress);
      if (checked && 'response' in checked) return checked.response;
      changer = checked?.changer ?? null;
    }

    const rewritesMail =
      (path === '/auth/v1/recover' && request.method === 'POST') ||
      (path === '/auth/v1/user' && request.method === 'PUT' && typeof body.email === 'string');
    const response = rewritesMail
      ? await forwardRewritingMail(request, url, body)
      : await forward(request);

    if (changer && response.ok) await passwordChange.changed(changer);
    if (isVerify && (response.status === 200 || response.status === 303)) {
      const type = request.method === 'GET' ? url.searchParams.get('type') : body.type;
      if (typeof type === 'string') await passwordChange.markRecoverySession(type, response);
    }

    if (countedCode && email) {
      const verified =
        response.status === 200 ||
        (response.status === 303 && /access_token=/.test(response.headers.get('location') ?? ''));
      if (verified) await store.reset(codeKey(email));
      else if ((await store.count(codeKey(email), CODE_WINDOW_MS)) >= MAX_WRONG_CODES)
        await clearCodes(email);
    }
    // A new code was mailed (an email change mails one to the new address).
    const mailed =
      (MAIL_ROUTES.has(path) && request.method === 'POST') ||
      (path === '/auth/v1/user' && request.method === 'PUT');
    if (mailed && email && response.ok) await store.reset(codeKey(email));
    return response;
  };
}

function bodyTooLarge(): Response {
  return authError(
    413,
    'request_too_large',
    `Request body is too large (limit ${MAX_AUTH_BODY_BYTES / 1024} KB)`,
  );
}
