import { z } from 'zod';

/** The form's categories; the database's check constraint lists the same. */
export const FEATURE_REQUEST_CATEGORIES = [
  'extension',
  'tools',
  'workspace',
  'desktop',
  'billing',
  'other',
] as const;

/** The same rules as the website's form (src/renderer/features/feature-request/rules.ts). */
export const FeatureRequestSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(5, 'must be at least 5 characters')
    .max(120, 'must be at most 120 characters'),
  details: z
    .string()
    .trim()
    .min(20, 'must be at least 20 characters')
    .max(2000, 'must be at most 2000 characters'),
  category: z.enum(FEATURE_REQUEST_CATEGORIES, {
    error: `must be one of ${FEATURE_REQUEST_CATEGORIES.join(', ')}`,
  }),
  email: z.email('must be a valid email address').max(254).optional(),
});

export type FeatureRequestInput = z.infer<typeof FeatureRequestSchema>;
