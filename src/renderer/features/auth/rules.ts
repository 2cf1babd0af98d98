/** Sign-in / sign-up field rules: email, password of 6+, full name on sign-up. */
export const MIN_PASSWORD_LENGTH = 6;

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthForm {
  email: string;
  password: string;
  fullName: string;
}

export type AuthFieldErrors = Partial<Record<keyof AuthForm, 'required' | 'invalid' | 'short'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): AuthFieldErrors['email'] {
  const value = email.trim();
  if (!value) return 'required';
  return EMAIL.test(value) ? undefined : 'invalid';
}

export function validateAuthForm(form: AuthForm, mode: AuthMode): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  const email = validateEmail(form.email);
  if (email) errors.email = email;
  if (!form.password) errors.password = 'required';
  else if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = 'short';
  if (mode === 'sign-up' && !form.fullName.trim()) errors.fullName = 'required';
  return errors;
}
