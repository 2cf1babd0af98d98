import {
  REPORT_ERROR_LIMITS,
  ReportErrorRequestSchema,
} from '../../../src/shared/contracts/report-error.ts';
import { getLiveCaller } from '../_shared/auth.ts';
import { errorResponse, json, methodNotAllowed, preflight, readJson } from '../_shared/http.ts';
import { serve } from '../_shared/serve.ts';
import { createServiceClient } from '../_shared/supabase.ts';

export default serve(async (request) => {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'POST') return methodNotAllowed();

  const body = await readJson(request, ReportErrorRequestSchema, REPORT_ERROR_LIMITS.maxBodyBytes);
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
    return errorResponse(500, 'server-error', 'Could not store the report');
  }
  return json(201, { received: true });
});
