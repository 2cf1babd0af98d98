import { z } from 'zod';
import { FEATURE_REQUEST_CATEGORIES, FEATURE_REQUEST_LIMITS } from '../feature-requests.ts';
import { textField } from '../text.ts';
import type { FunctionErrorCode } from './errors.ts';

/** `feature-request`: the website's form stores a request; the form validates with this too. */
export { FEATURE_REQUEST_CATEGORIES };
const [TITLE_MIN, TITLE_MAX] = FEATURE_REQUEST_LIMITS.title;
const [DETAILS_MIN, DETAILS_MAX] = FEATURE_REQUEST_LIMITS.details;

export const FEATURE_REQUEST_RATE_LIMIT = { requests: 5, windowMs: 60 * 60 * 1000 } as const;
export const FEATURE_REQUEST_MAX_BODY_BYTES = 16 * 1024;

export const FeatureRequestRequestSchema = z.strictObject({
  title: textField({ min: TITLE_MIN, max: TITLE_MAX }),
  details: textField({ min: DETAILS_MIN, max: DETAILS_MAX }),
  category: z.enum(FEATURE_REQUEST_CATEGORIES, {
    error: `must be one of ${FEATURE_REQUEST_CATEGORIES.join(', ')}`,
  }),
  email: z.email('must be a valid email address').max(254).optional(),
});
export type FeatureRequestRequest = z.infer<typeof FeatureRequestRequestSchema>;

export const FeatureRequestResponseSchema = z.object({
  received: z.literal(true),
  id: z.number(),
});

export const FEATURE_REQUEST_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'account-not-found',
  'rate-limited',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
