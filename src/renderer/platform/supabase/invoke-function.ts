import {
  ErrorBodySchema,
  FUNCTION_CONTRACTS,
  type ErrorCode,
  type FunctionName,
  type ResponseOf,
} from '../../../shared/contracts/index.ts';
import type { AppSupabase } from '../../lib/supabase.ts';
import type { FunctionFailure, FunctionResult, InvokeFunction } from '../types.ts';

/** Reads a Response's JSON body, or undefined. */
async function jsonOf(response: unknown): Promise<unknown> {
  if (!(response instanceof Response)) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** A code for an answer that carries none of ours (the gateway's own errors, proxies…). */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'sign-in-required';
  if (status === 404) return 'not-found';
  if (status === 413) return 'payload-too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server-error';
  return 'unexpected-response';
}

function failure(status: number | null, body: unknown, fallback?: ErrorCode): FunctionFailure {
  const parsed = ErrorBodySchema.safeParse(body);
  if (parsed.success)
    return { ok: false, status, code: parsed.data.code, message: parsed.data.error, body };
  return {
    ok: false,
    status,
    code: fallback ?? (status === null ? 'network-error' : codeForStatus(status)),
    message: null,
    body,
  };
}

/**
 * Calls an Edge Function under its contract (src/shared/contracts): supabase-js sends the
 * user's access token when signed in, else the publishable key. Never throws: a success whose
 * body breaks the contract is an `unexpected-response`, an unreachable server `network-error`.
 */
export function createInvokeFunction(client: () => Promise<AppSupabase>): InvokeFunction {
  return async function invokeFunction<N extends FunctionName>(
    name: N,
    body: unknown,
  ): Promise<FunctionResult<N>> {
    let supabase: AppSupabase;
    try {
      supabase = await client();
    } catch {
      return failure(null, undefined);
    }
    try {
      const { data, error, response } = await supabase.functions.invoke(name, {
        body: body as Record<string, unknown>,
      });
      if (!error) {
        const checked = FUNCTION_CONTRACTS[name].response.safeParse(data);
        if (checked.success)
          return { ok: true, status: response?.status ?? 200, data: checked.data as ResponseOf<N> };
        return failure(response?.status ?? 200, data, 'unexpected-response');
      }
      const context: unknown = (error as { context?: unknown }).context;
      if (context instanceof Response) return failure(context.status, await jsonOf(context));
      return failure(null, undefined);
    } catch {
      return failure(null, undefined);
    }
  };
}
