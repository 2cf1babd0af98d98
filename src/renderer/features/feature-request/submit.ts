import { getSupabase } from '../../lib/supabase.ts';
import type { FeatureRequestForm } from './rules.ts';
import { toRequestBody } from './rules.ts';

export type SubmitResult = 'ok' | 'rate-limited' | 'invalid' | 'failed';

/** Sends the form to the feature-request function; never throws. */
export async function submitFeatureRequest(form: FeatureRequestForm): Promise<SubmitResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.functions.invoke('feature-request', {
      body: toRequestBody(form),
    });
    if (!error) return 'ok';
    const status = (error as { context?: { status?: number } }).context?.status;
    if (status === 429) return 'rate-limited';
    if (status === 400) return 'invalid';
    return 'failed';
  } catch {
    return 'failed';
  }
}
