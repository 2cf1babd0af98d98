import { compare } from '@node-rs/bcrypt';
import { MINUTE, tooManyRequests, type Rule } from './auth-rate-limit.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

/**
 * Changing a password through the embedded Auth API (`PUT /auth/v1/user` with `password`),
 * which @supabase/lite allows any valid session to do:
 *
 * - the request must carry the account's current password as `current_password` (the field
 *   supabase-js sends, and hosted Auth's "require current password" setting checks), unless
 *   the session was opened from a password-reset link within the last hour and has not
 *   changed the password yet;
 * - wrong guesses are limited like sign-in: per address, and per email in the sign-in
 *   count itself, so the two ways of guessing share one allowance;
 * - once the password changed, every other session of the account ends (hosted Auth does
 *   the same): whoever knew the old password is signed out.
 *
 * lite marks nothing on a session opened by a reset link (no `amr` claim, no factor), so the
 * auth guard tags it in `auth.sessions.tag` when the link is verified (`markRecoverySession`).
 */

export const RECOVERY_TAG = 'recovery';
/** How long after its link a reset session may set a password without the current one. */
export const RECOVERY_WINDOW_MINUTES = 60;

/** Current-password guesses, counted like sign-in attempts (auth-rate-limit.ts). */
export const PASSWORD_CHANGE_RULE: Required<Rule> = {
  action: 'password-change',
  perEmail: { max: 10, windowMs: 15 * MINUTE },
  perAddress: { max: 60, windowMs: 15 * MINUTE },
};
/** The per-email count is the sign-in one. */
const SIGN_IN_ACTION = 'sign-in';

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface PasswordChangeDeps {
  store: RateLimitStore;
  limits: boolean;
  query: Query;
  forward: (request: Request) => Promise<Response>;
}

/** Who is changing the password, once Auth has accepted their token. */
export interface PasswordChanger {
  userId: string;
  sessionId: string | null;
}

const gotrueError = (status: number, errorCode: string, msg: string) =>
  new Response(JSON.stringify({ code: status, error_code: errorCode, msg }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The claims of a JWT, unverified: only for tokens Auth itself accepted or issued. */
export function jwtClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const bearerOf = (request: Request) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';

export function createPasswordChangeRule(deps: PasswordChangeDeps) {
  const { store, query, forward } = deps;

  /**
   * The account and session of the request's token, asked of Auth itself (`GET /user`), so a
   * forged or revoked token is never checked against anyone's password. Null: not accepted.
   */
  async function changer(request: Request): Promise<(PasswordChanger & { email: string }) | null> {
    const token = bearerOf(request);
    if (!token) return null;
    const headers = new Headers({ authorization: `Bearer ${token}` });
    const apikey = request.headers.get('apikey');
    if (apikey) headers.set('apikey', apikey);
    const answer = await forward(new Request(new URL('/auth/v1/user', request.url), { headers }));
    if (!answer.ok) return null;
    const user = (await answer.json().catch(() => null)) as { id?: unknown; email?: unknown };
    if (typeof user?.id !== 'string') return null;
    const sessionId = jwtClaims(token).session_id;
    return {
      userId: user.id,
      email: typeof user.email === 'string' ? user.email.toLowerCase() : '',
      sessionId: typeof sessionId === 'string' ? sessionId : null,
    };
  }

  async function openedByResetLink(sessionId: string | null): Promise<boolean> {
    if (!sessionId) return false;
    const rows = await query(
      `select 1 from auth.sessions
        where id = $1 and tag = $2 and created_at > now() - make_interval(mins => $3)`,
      [sessionId, RECOVERY_TAG, RECOVERY_WINDOW_MINUTES],
    );
    return rows.length > 0;
  }

  return {
    /**
     * For `PUT /auth/v1/user`: null when the body sets no password or Auth will refuse the
     * token anyway; a refusal to answer with; or who may go ahead.
     */
    async check(
      request: Request,
      body: Record<string, unknown>,
      clientAddress: string,
    ): Promise<{ response: Response } | { changer: PasswordChanger } | null> {
      if (body.password === undefined) return null;
      const who = await changer(request);
      if (!who) return null;
      if (await openedByResetLink(who.sessionId))
        return { changer: { userId: who.userId, sessionId: who.sessionId } };

      const current = typeof body.current_password === 'string' ? body.current_password : '';
      if (!current)
        return {
          response: gotrueError(
            400,
            'current_password_required',
            'Current password required when setting new password.',
          ),
        };
      if (deps.limits) {
        const waits = [
          await store.hit(
            `${PASSWORD_CHANGE_RULE.action}|ip|${clientAddress}`,
            PASSWORD_CHANGE_RULE.perAddress,
          ),
        ];
        if (who.email)
          waits.push(
            await store.hit(`${SIGN_IN_ACTION}|email|${who.email}`, PASSWORD_CHANGE_RULE.perEmail),
          );
        const wait = Math.max(...waits);
        if (wait > 0) return { response: tooManyRequests(PASSWORD_CHANGE_RULE.action, wait) };
      }
      const rows = await query<{ hash: string | null }>(
        'select encrypted_password as hash from auth.users where id = $1',
        [who.userId],
      );
      const hash = rows[0]?.hash ?? '';
      // An account without a password (magic links only) sets one through a reset link.
      const matches = hash !== '' && (await compare(current, hash).catch(() => false));
      if (!matches)
        return {
          response: gotrueError(
            400,
            'current_password_mismatch',
            'Current password does not match.',
          ),
        };
      return { changer: { userId: who.userId, sessionId: who.sessionId } };
    },

    /** After the password changed: every other session ends; a reset session is used up. */
    async changed(who: PasswordChanger): Promise<void> {
      await query(
        `delete from auth.refresh_tokens
          where user_id = $1 and session_id is distinct from $2::uuid`,
        [who.userId, who.sessionId],
      );
      await query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
        who.userId,
        who.sessionId,
      ]);
      if (who.sessionId)
        await query('update auth.sessions set tag = null where id = $1', [who.sessionId]);
    },

    /**
     * After `/auth/v1/verify` answered: when a reset link (`type=recovery`) opened a session,
     * tag it so that it may set the new password.
     */
    async markRecoverySession(type: string, response: Response): Promise<void> {
      if (type !== RECOVERY_TAG) return;
      let token = '';
      if (response.status === 303) {
        const location = response.headers.get('location') ?? '';
        const hash = location.includes('#') ? location.slice(location.indexOf('#') + 1) : '';
        token = new URLSearchParams(hash).get('access_token') ?? '';
      } else if (response.status === 200) {
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { access_token?: unknown } | null;
        token = typeof body?.access_token === 'string' ? body.access_token : '';
      }
      const sessionId = token ? jwtClaims(token).session_id : undefined;
      if (typeof sessionId === 'string')
        await query('update auth.sessions set tag = $2 where id = $1', [sessionId, RECOVERY_TAG]);
    },
  };
}
