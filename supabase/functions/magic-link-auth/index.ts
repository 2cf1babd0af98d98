import { localizePath } from '../../../src/shared/languages.ts';
import { defaultItemTitle } from '../../../src/shared/workspace-items.ts';
import { clientAddress, hashAddress, toHex } from '../_shared/client-address.ts';
import { requireEnv } from '../_shared/env.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { sendMail } from '../_shared/mail.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase.ts';
import { magicLinkMail } from './mail.ts';
import {
  ContentToSaveSchema,
  MAGIC_LINK_MAX_BODY_BYTES as MAX_BODY_BYTES,
  MAGIC_LINK_RATE_LIMITS as RATE_LIMITS,
  MagicLinkRequestSchema,
  TOKEN_PATTERN,
  type ContentToSave,
} from '../../../src/shared/contracts/magic-link-auth.ts';

export const SEND_FAILED = 'Failed to send magic link';
export const INVALID_LINK = 'Invalid or expired link';
export const TOO_MANY =
  'Too many sign-in links requested. Please wait a while and try again, or use the last link we sent.';

async function sha256Hex(value: string): Promise<string> {
  return toHex(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))),
  );
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The site's public URL without a trailing slash (SITE_URL; embedded: the server's URL). */
function siteUrl(): string {
  return requireEnv('SITE_URL').replace(/\/+$/, '');
}

/** Minutes until a slot frees, or 0 when under the limit. Rows are newest first. */
function waitMinutes(rows: { created_at: string }[], max: number, windowMs: number): number {
  if (rows.length < max) return 0;
  const oldest = Date.parse(rows[max - 1]!.created_at);
  return Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 60_000));
}

async function generate(
  request: Request,
  db: ServiceClient,
  email: string,
  content: ContentToSave | undefined,
  language: string,
): Promise<Response> {
  const clientHash = await hashAddress(
    clientAddress(request),
    requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
  );
  const since = new Date(Date.now() - RATE_LIMITS.windowMs).toISOString();
  const recent = (column: 'email' | 'client_hash', value: string, max: number) =>
    db
      .from('magic_links')
      .select('created_at')
      .eq(column, value)
      .gte('created_at', since)
      .order('created_at', { ascending: false })
      .limit(max);
  const [byEmail, byAddress] = await Promise.all([
    recent('email', email, RATE_LIMITS.perEmail),
    recent('client_hash', clientHash, RATE_LIMITS.perAddress),
  ]);
  if (byEmail.error || byAddress.error) {
    console.error(
      'magic-link-auth: rate-limit check failed',
      (byEmail.error ?? byAddress.error)!.message,
    );
    return errorResponse(500, 'send-failed', SEND_FAILED);
  }
  const wait = Math.max(
    waitMinutes(byEmail.data, RATE_LIMITS.perEmail, RATE_LIMITS.windowMs),
    waitMinutes(byAddress.data, RATE_LIMITS.perAddress, RATE_LIMITS.windowMs),
  );
  if (wait > 0) {
    // The same answer whether or not the email has an account.
    const limited = errorResponse(429, 'rate-limited', TOO_MANY, { retryAfterMinutes: wait });
    limited.headers.set('Retry-After', String(wait * 60));
    return limited;
  }

  let site: string;
  try {
    site = siteUrl();
  } catch (error) {
    console.error('magic-link-auth:', (error as Error).message);
    return errorResponse(500, 'send-failed', SEND_FAILED);
  }

  const token = newToken();
  const tokenHash = await sha256Hex(token);
  const inserted = await db.from('magic_links').insert({
    token_hash: tokenHash,
    email,
    content: content ?? null,
    client_hash: clientHash,
  });
  if (inserted.error) {
    console.error('magic-link-auth: could not store the link', inserted.error.message);
    return errorResponse(500, 'send-failed', SEND_FAILED);
  }

  // The link and the mail keep the language of the page the link was asked from.
  const link = `${site}${localizePath('/auth/magic', language)}?token=${encodeURIComponent(token)}`;
  try {
    await sendMail(magicLinkMail(email, link, content !== undefined, language));
  } catch (error) {
    console.error('magic-link-auth: could not send the mail', (error as Error).message);
    // Unusable, but it still counts towards the limits.
    await db
      .from('magic_links')
      .update({ used_at: new Date().toISOString() })
      .eq('token_hash', tokenHash);
    return errorResponse(500, 'send-failed', SEND_FAILED);
  }

  // Housekeeping: links are worthless a day later (the limits look back one hour).
  const stale = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const cleaned = await db.from('magic_links').delete().lt('created_at', stale);
  if (cleaned.error) console.error('magic-link-auth: cleanup failed', cleaned.error.message);

  return json(200, { sent: true });
}

async function ensureWorkspace(db: ServiceClient, userId: string): Promise<string> {
  const found = await db.from('user_workspaces').select('id').eq('user_id', userId).maybeSingle();
  if (found.error) throw new Error(`reading the workspace: ${found.error.message}`);
  if (found.data) return found.data.id;
  const created = await db
    .from('user_workspaces')
    .insert({ user_id: userId })
    .select('id')
    .single();
  if (created.data) return created.data.id;
  // Created meanwhile by another request (user_id is unique): read it back.
  const again = await db.from('user_workspaces').select('id').eq('user_id', userId).single();
  if (again.error)
    throw new Error(`creating the workspace: ${created.error?.message ?? again.error.message}`);
  return again.data.id;
}

async function validate(db: ServiceClient, token: string, language: string): Promise<Response> {
  if (!TOKEN_PATTERN.test(token)) return errorResponse(400, 'invalid-link', INVALID_LINK);
  const consumed = await db.rpc('consume_magic_link', { p_token_hash: await sha256Hex(token) });
  if (consumed.error) {
    console.error('magic-link-auth: could not check the link', consumed.error.message);
    return errorResponse(500, 'server-error', 'Could not check the link. Please try again.');
  }
  const row = consumed.data[0];
  if (!row) return errorResponse(400, 'invalid-link', INVALID_LINK);
  // Checked when the link was requested; checked again, as anything read back from storage.
  const stored = ContentToSaveSchema.nullable().safeParse(row.content);
  if (!stored.success)
    console.error('magic-link-auth: stored content no longer fits', stored.error.message);

  // The link has been used from here on: failures say so, and ask for a new one.
  const failed = (what: string, detail: string) => {
    console.error(`magic-link-auth: ${what}:`, detail);
    return errorResponse(500, 'server-error', 'Could not sign you in. Please request a new link.');
  };
  let site: string;
  try {
    site = siteUrl();
  } catch (error) {
    return failed('configuration', (error as Error).message);
  }
  const session = await db.auth.admin.generateLink({
    type: 'magiclink',
    email: row.email,
    options: { redirectTo: `${site}${localizePath('/dashboard', language)}` },
  });
  if (session.error || !session.data.user || !session.data.properties?.action_link)
    return failed('generateLink', session.error?.message ?? 'no link');
  const userId = session.data.user.id;

  let workspaceId: string;
  try {
    workspaceId = await ensureWorkspace(db, userId);
  } catch (error) {
    return failed('workspace', (error as Error).message);
  }

  let savedItemId: string | null = null;
  if (stored.success && stored.data) {
    const item = stored.data;
    const saved = await db
      .from('workspace_items')
      .insert({
        workspace_id: workspaceId,
        user_id: userId,
        title: item.title || defaultItemTitle(item.contentType, item.toolName),
        content: item.content,
        content_type: item.contentType,
        tool_name: item.toolName,
        metadata: item.metadata ?? {},
      })
      .select('id')
      .single();
    // Signing in matters more than the item: report it, and still sign the user in.
    if (saved.error)
      console.error('magic-link-auth: could not save the content', saved.error.message);
    else {
      savedItemId = saved.data.id;
      // The save a visitor asked for, counted with the owner's other saves.
      const event = await db.from('workspace_analytics').insert({
        user_id: userId,
        workspace_id: workspaceId,
        event_type: 'item_saved',
        event_data: {
          item_id: savedItemId,
          tool_name: item.toolName,
          content_type: item.contentType,
          source: 'magic_link',
          platform: 'server',
        },
      });
      if (event.error)
        console.error('magic-link-auth: could not record the save', event.error.message);
    }
  }

  return json(200, {
    userId,
    email: row.email,
    workspaceId,
    sessionUrl: session.data.properties.action_link,
    savedItemId,
  });
}

/**
 * Password-less sign-in ('generate' mails a link to /auth/magic?token=…, both in the page's
 * language; 'validate' uses it once within an hour and answers the session URL, which lands on
 * that language's dashboard), saving the content a visitor asked to keep.
 */
export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, MagicLinkRequestSchema, MAX_BODY_BYTES);
  if ('response' in body) return body.response;

  const db = createServiceClient();
  if (body.data.action === 'generate')
    return generate(request, db, body.data.email, body.data.contentToSave, body.data.language);
  return validate(db, body.data.token, body.data.language);
});
