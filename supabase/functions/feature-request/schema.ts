import { z } from 'zod';
import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_LIMITS,
} from '../../../src/shared/feature-requests.ts';
import { textField } from '../../../src/shared/text.ts';

export { FEATURE_REQUEST_CATEGORIES };
const [TITLE_MIN, TITLE_MAX] = FEATURE_REQUEST_LIMITS.title;
const [DETAILS_MIN, DETAILS_MAX] = FEATURE_REQUEST_LIMITS.details;

/** The same rules as the website's form (src/shared/feature-requests.ts). */
export const FeatureRequestSchema = z.strictObject({
  title: textField({ min: TITLE_MIN, max: TITLE_MAX }),
  details: textField({ min: DETAILS_MIN, max: DETAILS_MAX }),
  category: z.enum(FEATURE_REQUEST_CATEGORIES, {
    error: `must be one of ${FEATURE_REQUEST_CATEGORIES.join(', ')}`,
  }),
  email: z.email('must be a valid email address').max(254).optional(),
});

export type FeatureRequestInput = z.infer<typeof FeatureRequestSchema>;
