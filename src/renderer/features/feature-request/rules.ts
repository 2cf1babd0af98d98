import {
  FEATURE_REQUEST_CATEGORIES,
  FEATURE_REQUEST_LIMITS,
} from '../../../shared/feature-requests.ts';

/** The form's rules, from the same source as the feature-request function's schema. */
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const within = (text: string, [min, max]: readonly [number, number]) => {
  const length = text.trim().length;
  return length >= min && length <= max;
};

/** Which fields are invalid (empty object = valid). */
export function validate(form: FeatureRequestForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!within(form.title, LIMITS.title)) errors.title = true;
  if (!within(form.details, LIMITS.details)) errors.details = true;
  if (!(CATEGORIES as readonly string[]).includes(form.category)) errors.category = true;
  const email = form.email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = true;
  return errors;
}

/** The request body the function accepts. */
export function toRequestBody(form: FeatureRequestForm) {
  const email = form.email.trim();
  return {
    title: form.title.trim(),
    details: form.details.trim(),
    category: form.category,
    ...(email ? { email } : {}),
  };
}
