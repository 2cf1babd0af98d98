import { jwtVerify } from 'jose';
import { readBodyBytes } from '../../supabase/functions/_shared/http.ts';

/**
 * Who may call the data API (`/rest/v1`) and the functions, checked before @supabase/lite or a
 * function sees the request, as hosted Supabase checks it:
 *
 * - the project's keys (`sb_publishable_…`, `sb_secret_…`) as `apikey` or bearer token;
 * - otherwise a JWT signed with the project's secret, HS256 only, that expires (`exp` required,
 *   in the future, `iat` not in the future), for one of the API roles (`anon`,
 *   `authenticated`, `service_role`: never `postgres` or another database role) and, when it
 *   names an audience, for ours (`authenticated`). A user's token also names its user (`sub`).
 *
 * Anything else that is sent (a stripped or unsigned token, `alg: none`, another algorithm,
 * a foreign audience, garbage) is refused with 401: it never falls back to the anonymous role.
 */

export interface ApiKeys {
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
}

export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
export const AUDIENCE = 'authenticated';
/** The data API takes rows of a few fields; nothing larger is read. */
export const MAX_REST_BODY_BYTES = 1024 * 1024;

/** Rows and arguments are flat records; deeper JSON is refused before anything parses it. */
export const MAX_JSON_DEPTH = 64;

export type CredentialCheck = { ok: true; role: string | null } | { ok: false; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks one credential: a project key or a JWT under the rules above. */
export async function checkCredential(token: string, keys: ApiKeys): Promise<CredentialCheck> {
  if (token === keys.publishableKey) return { ok: true, role: 'anon' };
  if (token === keys.secretKey) return { ok: true, role: 'service_role' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === ''))
    return { ok: false, reason: 'The token is neither a project key nor a signed JWT' };
  let header: { alg?: unknown };
  try {
    header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as { alg?: unknown };
  } catch {
    return { ok: false, reason: 'The token header cannot be read' };
  }
  if (header.alg !== 'HS256') return { ok: false, reason: 'The token must be signed with HS256' };
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(keys.jwtSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { ok: false, reason: 'JWT expired' };
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED')
      return { ok: false, reason: 'The token must say when it expires (exp)' };
    return { ok: false, reason: 'The token signature is not valid' };
  }
  if (typeof payload.iat === 'number' && payload.iat > Math.floor(Date.now() / 1000) + 30)
    return { ok: false, reason: 'JWT issued at future' };
  const role = payload.role;
  if (typeof role !== 'string' || !API_ROLES.has(role))
    return { ok: false, reason: 'The token role is not an API role' };
  const aud = payload.aud;
  const audiences = aud === undefined ? [] : Array.isArray(aud) ? aud : [aud];
  if (aud !== undefined && !audiences.includes(AUDIENCE))
    return { ok: false, reason: 'The token is for another audience' };
  if (
    role === 'authenticated' &&
    (!audiences.includes(AUDIENCE) || !UUID.test(String(payload.sub ?? '')))
  )
    return { ok: false, reason: 'A user token must name its user and our audience' };
  return { ok: true, role };
}

/** The credentials a request carries: `Authorization: Bearer …`, `apikey` header or query. */
export async function checkRequestCredentials(
  request: Request,
  keys: ApiKeys,
): Promise<CredentialCheck> {
  const authorization = request.headers.get('authorization');
  const apikeys = [request.headers.get('apikey'), new URL(request.url).searchParams.get('apikey')];
  let role: string | null = null;
  if (authorization !== null) {
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match) return { ok: false, reason: 'Authorization must be "Bearer <token>"' };
    const checked = await checkCredential(match[1]!, keys);
    if (!checked.ok) return checked;
    role = checked.role;
  }
  for (const key of apikeys) {
    if (key === null) continue;
    const checked = await checkCredential(key.trim(), keys);
    if (!checked.ok) return { ok: false, reason: `apikey: ${checked.reason}` };
    role ??= checked.role;
  }
  return { ok: true, role };
}

const restError = (status: number, code: string, message: string, details: string | null = null) =>
  Response.json(
    { code, details, hint: null, message },
    {
      status,
      headers: status === 401 ? { 'WWW-Authenticate': 'Bearer error="invalid_token"' } : {},
    },
  );

/**
 * The gate in front of `/rest/v1`: credentials as above, and a body of at most
 * MAX_REST_BODY_BYTES (declared or streamed). Returns the request to hand on, or the refusal.
 */
export async function guardRestRequest(
  request: Request,
  keys: ApiKeys,
): Promise<{ request: Request } | { response: Response }> {
  const checked = await checkRequestCredentials(request, keys);
  if (!checked.ok) return { response: restError(401, 'PGRST301', checked.reason) };
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return { request };
  const tooLarge = () =>
    restError(
      413,
      'PGRST413',
      `Request body is too large (limit ${MAX_REST_BODY_BYTES / 1024} KB)`,
    );
  const bytes = await readBodyBytes(request, MAX_REST_BODY_BYTES);
  if (!bytes) return { response: tooLarge() };
  const body = Buffer.from(bytes);
  const size = body.byteLength;
  if (jsonDepth(body) > MAX_JSON_DEPTH)
    return {
      response: restError(
        400,
        'PGRST102',
        `JSON is nested too deeply (limit ${MAX_JSON_DEPTH} levels)`,
      ),
    };
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(size));
  return {
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: size ? body : undefined,
    }),
  };
}

/**
 * How deeply a JSON text nests, read byte by byte without parsing (so no recursion and no
 * stack to overflow, whatever the input). Brackets inside strings do not count.
 */
export function jsonDepth(bytes: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return deepest;
}

/**
 * The data API's answer when the database refused a row for what the client sent: a check
 * constraint (a size limit, a value not allowed), an argument of the wrong type, or input too
 * complex to evaluate. @supabase/lite
 * answers those 500; PostgREST answers 400, and so do we. Other 5xx answers pass unchanged.
 */
export async function clientErrorsAs4xx(response: Response): Promise<Response> {
  if (response.status < 500) return response;
  const text = await response.text();
  let message = '';
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
  } catch {
    // Not JSON: pass it on as it came.
  }
  const check = /violates check constraint "([^"]+)"/.exec(message);
  if (check)
    return restError(
      400,
      '23514',
      message.replace(/^error: /, ''),
      `check constraint "${check[1]}" violated`,
    );
  if (/stack depth limit exceeded|statement is too complex|too many/.test(message))
    return restError(400, '54001', 'The request is too complex for the database');
  // A rule of ours refused the write or call (`raise exception 'workspace-limit'`…): our
  // migrations name each such rule in kebab case; PostgREST answers these (P0001) 400.
  const rule = /^(?:error|PostgresError): ([a-z]+(?:-[a-z]+)+)$/.exec(message);
  if (rule) return restError(400, 'P0001', rule[1]!);
  // A function argument of the wrong JSON type (an object where text is expected…).
  const coercion = /^(?:Error: )?Invalid input for (\w+) type/.exec(message);
  if (coercion) return restError(400, '22P02', `An argument is not a valid ${coercion[1]}`);
  return new Response(text, { status: response.status, headers: response.headers });
}
