import { z } from 'zod';
import { visibleText } from '../text.ts';
import type { FunctionErrorCode } from './errors.ts';

import { REPORT_ERROR_LIMITS } from '../error-reports.ts';

/** `report-error`: the website's error screen tells the team what broke. */
export { REPORT_ERROR_LIMITS };

export const ReportErrorRequestSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(REPORT_ERROR_LIMITS.message)
    .refine((value) => visibleText(value).length > 0, 'must contain visible text'),
  stack: z.string().max(REPORT_ERROR_LIMITS.stack).optional(),
  componentStack: z.string().max(REPORT_ERROR_LIMITS.stack).optional(),
  path: z
    .string()
    .min(1)
    .max(REPORT_ERROR_LIMITS.path)
    .startsWith('/', 'must be a path starting with /'),
});
export type ReportErrorRequest = z.infer<typeof ReportErrorRequestSchema>;

export const ReportErrorResponseSchema = z.object({ received: z.literal(true) });

export const REPORT_ERROR_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'account-not-found',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
