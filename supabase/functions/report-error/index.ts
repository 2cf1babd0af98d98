import { z } from 'zod';
import { visibleText } from '../../../src/shared/text.ts';
import { getLiveCaller } from '../_shared/auth.ts';
import { errorResponse, json, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';

/** What the website's error screen sends. */
export const ErrorReportSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(2000)
    .refine((value) => visibleText(value).length > 0, 'must contain visible text'),
  stack: z.string().max(20000).optional(),
  componentStack: z.string().max(20000).optional(),
  path: z.string().min(1).max(2048).startsWith('/', 'must be a path starting with /'),
});

const MAX_BODY_BYTES = 48 * 1024;

export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed; use POST');

  const body = await readJson(request, ErrorReportSchema, MAX_BODY_BYTES);
  if ('response' in body) return body.response;

  const caller = await getLiveCaller(request);
  if ('response' in caller) return caller.response;
  const { userId } = caller;
  const { error } = await createServiceClient()
    .from('error_reports')
    .insert({
      message: body.data.message,
      stack: body.data.stack ?? null,
      component_stack: body.data.componentStack ?? null,
      path: body.data.path,
      user_id: userId,
      user_agent: request.headers.get('user-agent')?.slice(0, 1024) ?? null,
    });
  if (error) {
    console.error('report-error: could not store report', error.message);
    return errorResponse(500, 'Could not store the report');
  }
  return json(201, { received: true });
});
