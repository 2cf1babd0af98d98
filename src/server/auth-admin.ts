/**
 * GoTrue's `POST /auth/v1/admin/generate_link` for the embedded backend, which @supabase/lite
 * 0.10 lacks (it has no admin API). Only `type: 'magiclink'` is supported: enough for
 * `supabase.auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo } })`,
 * which the magic-link-auth function calls on hosted Supabase and here alike.
 *
 * It asks lite's own `/auth/v1/otp` (create_user: true) for a magic link while the mail
 * driver captures that mail instead of delivering it, so lite itself creates the user and
 * the one-time token; the link's `redirect_to` is then set to the requested page.
 */
import { timingSafeEqual } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { MailDriver } from './mail/driver.ts';
import { linksOf } from './mail/outbox.ts';

export interface AuthAdminDeps {
  /** The lite App (only its fetch). */
  auth: { fetch(request: Request): Promise<Response> };
  driver: MailDriver;
  publishableKey: string;
  secretKey: string;
  /** The site's public URL (Auth's site_url): links and redirects stay on this origin. */
  siteUrl: () => string;
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
}

const GenerateLinkSchema = z.looseObject({
  type: z.string(),
  email: z.email('must be a valid email address').max(254),
  redirect_to: z.string().max(2048).optional(),
  redirectTo: z.string().max(2048).optional(),
  options: z.looseObject({ redirectTo: z.string().max(2048).optional() }).optional(),
});

// GoTrue's error body.
const authError = (status: number, errorCode: string, msg: string) =>
  new Response(JSON.stringify({ code: status, error_code: errorCode, msg }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function isSecret(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The requested redirect if it is on the site's own origin, else the site URL. */
export function safeRedirect(requested: string | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  try {
    const target = new URL(requested, siteUrl);
    return target.origin === new URL(siteUrl).origin ? target.toString() : siteUrl;
  } catch {
    return siteUrl;
  }
}

const parseJson = (value: unknown) => {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return {};
  }
};

export function registerAuthAdminRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  deps: AuthAdminDeps,
) {
  app.post('/auth/v1/admin/generate_link', async (c) => {
    const bearer = c.req
      .header('authorization')
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim();
    const token = bearer ?? c.req.header('apikey');
    if (!token) return authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    if (!isSecret(token, deps.secretKey)) return authError(403, 'not_admin', 'User not allowed');

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return authError(400, 'bad_json', 'Could not parse request body as JSON');
    }
    const parsed = GenerateLinkSchema.safeParse(body);
    if (!parsed.success)
      return authError(
        400,
        'validation_failed',
        parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      );
    const { type } = parsed.data;
    if (type !== 'magiclink')
      return authError(
        422,
        'validation_failed',
        `generate_link type '${type}' is not supported by the embedded backend (only 'magiclink')`,
      );
    const email = parsed.data.email.trim().toLowerCase();
    const siteUrl = deps.siteUrl();
    const redirectTo = safeRedirect(
      c.req.query('redirect_to') ??
        parsed.data.redirect_to ??
        parsed.data.redirectTo ??
        parsed.data.options?.redirectTo,
      siteUrl,
    );

    // lite's own OTP endpoint creates the user if needed and mails the link: capture it.
    const { result: otp, mails } = await deps.driver.capture(() =>
      deps.auth.fetch(
        new Request(new URL('/auth/v1/otp', siteUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: deps.publishableKey },
          body: JSON.stringify({ email, create_user: true }),
        }),
      ),
    );
    if (!otp.ok) return new Response(otp.body, { status: otp.status, headers: otp.headers });

    const mail = mails.find((m) => m.to.toLowerCase() === email) ?? mails[0];
    const verify = mail && linksOf(mail).find((link) => link.includes('/auth/v1/verify?'));
    if (!mail || !verify)
      return authError(500, 'unexpected_failure', 'Auth did not produce a magic link');
    const link = new URL(verify);
    link.searchParams.set('redirect_to', redirectTo);

    const [user] = await deps.query<Record<string, unknown>>(
      `select id, aud, role, email, phone, email_confirmed_at, confirmed_at, last_sign_in_at,
              raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at
       from auth.users where lower(email) = $1 limit 1`,
      [email],
    );
    if (!user) return authError(500, 'unexpected_failure', 'Auth did not create the user');
    const { raw_app_meta_data, raw_user_meta_data, ...fields } = user;

    return c.json({
      ...fields,
      phone: fields.phone ?? '',
      app_metadata: parseJson(raw_app_meta_data),
      user_metadata: parseJson(raw_user_meta_data),
      action_link: link.toString(),
      email_otp: `${mail.text ?? ''}`.match(/\b\d{6,10}\b/)?.[0] ?? '',
      hashed_token: link.searchParams.get('token') ?? '',
      redirect_to: redirectTo,
      verification_type: link.searchParams.get('type') ?? 'magiclink',
    });
  });
}
