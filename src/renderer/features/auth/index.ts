// The auth feature's public entry for other features (lint: boundaries/public-entry).
export { useResetRedirect } from './ForgotPasswordForm.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { MIN_PASSWORD_LENGTH, validateEmail, validateNewPassword } from './rules.ts';
export type { NewPasswordErrors } from './rules.ts';
