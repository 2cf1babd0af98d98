/**
 * The rules of a feature request, shared by the website's form and the feature-request
 * function (the database's check constraints list the same values).
 */
export const FEATURE_REQUEST_CATEGORIES = [
  'extension',
  'tools',
  'workspace',
  'desktop',
  'billing',
  'other',
] as const;

/** [min, max] characters after trimming. */
export const FEATURE_REQUEST_LIMITS = { title: [5, 120], details: [20, 2000] } as const;
