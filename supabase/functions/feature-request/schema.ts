import { z } from 'zod';
import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_LIMITS,
} from '../../../src/shared/feature-requests.ts';

export { FEATURE_REQUEST_CATEGORIES };
const [TITLE_MIN, TITLE_MAX] = FEATURE_REQUEST_LIMITS.title;
const [DETAILS_MIN, DETAILS_MAX] = FEATURE_REQUEST_LIMITS.details;

/** The same rules as the website's form (src/shared/feature-requests.ts). */
export const FeatureRequestSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(TITLE_MIN, `must be at least ${TITLE_MIN} characters`)
    .max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`),
  details: z
    .string()
    .trim()
    .min(DETAILS_MIN, `must be at least ${DETAILS_MIN} characters`)
    .max(DETAILS_MAX, `must be at most ${DETAILS_MAX} characters`),
  category: z.enum(FEATURE_REQUEST_CATEGORIES, {
    error: `must be one of ${FEATURE_REQUEST_CATEGORIES.join(', ')}`,
  }),
  email: z.email('must be a valid email address').max(254).optional(),
});

export type FeatureRequestInput = z.infer<typeof FeatureRequestSchema>;
