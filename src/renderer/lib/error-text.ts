import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../shared/contracts/errors.ts';
import type { AuthErrorCode } from '../platform/index.ts';

/** Every error a user can be shown: the functions' codes, the client's, and sign-in's. */
export type UiErrorCode = ErrorCode | AuthErrorCode;

/**
 * The one place errors become words: each code's sentence in the visitor's language
 * (`errors` namespace, `code.<code>`). Server texts are English for developers and are never
 * shown as they are.
 */
export function useErrorText(): (code: UiErrorCode) => string {
  const { t } = useTranslation('errors');
  return useCallback((code: UiErrorCode) => t(`code.${code}`), [t]);
}
