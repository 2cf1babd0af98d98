/** Sign-in / sign-up field rules: email, password of 6+, full name on sign-up; new passwords. */
export const MIN_PASSWORD_LENGTH = 6;

export type AuthMode = 'sign-in' | 'sign-up';

export interface AuthForm {
  email: string;
  password: string;
  fullName: string;
}

export type AuthFieldErrors = Partial<Record<keyof AuthForm, 'required' | 'invalid' | 'short'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): 'required' | 'invalid' | undefined {
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

/** A new password typed twice (reset page, account page): the sign-up length rule, and equal. */
export interface NewPasswordErrors {
  password?: 'required' | 'short';
  confirm?: 'required' | 'mismatch';
}

export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'required';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'short';
  if (!confirm) errors.confirm = 'required';
  else if (password && confirm !== password) errors.confirm = 'mismatch';
  return errors;
}
