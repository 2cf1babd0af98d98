import {
  FEATURE_REQUEST_CATEGORIES,
  FeatureRequestRequestSchema,
  type FeatureRequestRequest,
} from '../../../shared/contracts/feature-request.ts';
import { FEATURE_REQUEST_LIMITS } from '../../../shared/feature-requests.ts';

/** The form's rules are the feature-request function's contract: one schema for both ends. */
export const CATEGORIES = FEATURE_REQUEST_CATEGORIES;
export type Category = (typeof CATEGORIES)[number];

export const LIMITS = FEATURE_REQUEST_LIMITS;

export interface FeatureRequestForm {
  title: string;
  details: string;
  category: string;
  email: string;
}

export type FieldErrors = Partial<Record<keyof FeatureRequestForm, true>>;

const FIELDS = new Set<string>(['title', 'details', 'category', 'email']);

/** The request body the function accepts (an empty email is left out). */
export function toRequestBody(form: FeatureRequestForm) {
  const email = form.email.trim();
  return {
    title: form.title.trim(),
    details: form.details.trim(),
    category: form.category,
    ...(email ? { email } : {}),
  };
}

/** The checked request, or which fields the contract refuses (each named once). */
export function validate(
  form: FeatureRequestForm,
): { ok: true; request: FeatureRequestRequest } | { ok: false; errors: FieldErrors } {
  const parsed = FeatureRequestRequestSchema.safeParse(toRequestBody(form));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && FIELDS.has(field))
      errors[field as keyof FeatureRequestForm] = true;
  }
  return { ok: false, errors };
}
