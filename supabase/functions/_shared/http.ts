import { z } from 'zod';
import type { FunctionErrorCode } from '../../../src/shared/contracts/errors.ts';
import { findTextProblem, jsonNestingDepth, MAX_JSON_DEPTH } from '../../../src/shared/text.ts';

/** Browsers call functions cross-origin on hosted Supabase; same headers as Supabase's guide. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-extension-token',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/**
 * A non-2xx answer: a stable `code` the website translates for its users (the contract lists
 * the codes each function may answer), and an English `error` for developers and logs.
 */
export function errorResponse(
  status: number,
  code: FunctionErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json(status, { ...extra, error: message, code });
}

/** 405 for anything but POST (preflight aside). */
export function methodNotAllowed(): Response {
  return errorResponse(405, 'method-not-allowed', 'Method not allowed; use POST');
}

export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS'
    ? new Response(null, { status: 204, headers: corsHeaders })
    : null;
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * The body's bytes, read as a stream and abandoned as soon as it passes `maxBytes` (declared
 * or not), so an oversized body is never held in memory; null when it is too large.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads and validates a JSON body. Returns the parsed value, or a 400 response that says
 * what is wrong (too large, not JSON, or which field fails which rule).
 */
export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) return { response: tooLarge(maxBytes) };
  if (bytes.byteLength === 0)
    return {
      response: errorResponse(400, 'invalid-request', 'Request body is empty; send a JSON object'),
    };
  const text = new TextDecoder().decode(bytes);
  // Before anything recursive reads it: parsing and validating deep JSON overflows the stack.
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH)
    return {
      response: errorResponse(
        400,
        'invalid-request',
        `Invalid request: JSON is nested too deeply (limit ${MAX_JSON_DEPTH} levels)`,
      ),
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      response: errorResponse(400, 'malformed-json', `Malformed JSON: ${(error as Error).message}`),
    };
  }
  // NUL, control characters and broken characters in any field, named, before the schema.
  const problem = findTextProblem(value);
  if (problem)
    return {
      response: errorResponse(
        400,
        'invalid-request',
        `Invalid request: ${problem.path}: ${problem.problem}`,
      ),
    };
  let parsed: z.ZodSafeParseResult<z.infer<S>>;
  try {
    parsed = schema.safeParse(value) as z.ZodSafeParseResult<z.infer<S>>;
  } catch {
    return {
      response: errorResponse(
        400,
        'invalid-request',
        'Invalid request: the body cannot be validated',
      ),
    };
  }
  if (!parsed.success)
    return {
      response: errorResponse(
        400,
        'invalid-request',
        `Invalid request: ${describeIssues(parsed.error)}`,
      ),
    };
  return { data: parsed.data };
}

function tooLarge(maxBytes: number): Response {
  return errorResponse(
    400,
    'payload-too-large',
    `Request body is too large (limit ${Math.floor(maxBytes / 1024)} KB)`,
  );
}
