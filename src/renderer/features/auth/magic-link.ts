import { getSupabase } from '../../lib/supabase.ts';

/** Spec ML-06 / ML-07 fallbacks (DECISIONS.md: 'Failed to send magic link'). */
export const SEND_FAILED = 'Failed to send magic link';
export const INVALID_LINK = 'Invalid or expired link';

export interface ValidatedLink {
  userId: string;
  email: string;
  workspaceId: string | null;
  sessionUrl: string;
}

/** The function's `{ error }` message from a non-2xx answer, if it sent one. */
async function serviceMessage(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error.trim()) return body.error;
    } catch {
      // not JSON
    }
  }
  return undefined;
}

async function invoke<T>(body: Record<string, unknown>, fallback: string) {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke<T>('magic-link-auth', { body });
    if (error || !data) return { error: (await serviceMessage(error)) ?? fallback };
    return { data };
  } catch {
    return { error: fallback };
  }
}

/** ML-02: mails a sign-in link to `email`; never throws. */
export async function sendMagicLink(email: string): Promise<{ error?: string }> {
  const { error } = await invoke<{ sent: boolean }>({ action: 'generate', email }, SEND_FAILED);
  return error ? { error } : {};
}

/** ML-04: uses a link's token once; the answer's `sessionUrl` signs the browser in. */
export async function validateMagicLink(
  token: string,
): Promise<{ data?: ValidatedLink; error?: string }> {
  const result = await invoke<ValidatedLink>({ action: 'validate', token }, INVALID_LINK);
  if (result.data && typeof result.data.sessionUrl !== 'string') return { error: INVALID_LINK };
  return result;
}
