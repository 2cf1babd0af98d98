import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, type NewPasswordErrors } from './rules.ts';

/** The new password typed twice, with the sign-up length rule as its hint. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const { t } = useTranslation('auth');
  const toggle = { 'aria-label': t('field.togglePassword') };
  return (
    <>
      {/* Passwords are typed left to right, also in Arabic forms. */}
      <PasswordInput
        dir="ltr"
        label={t('reset.newPassword')}
        description={t('field.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        error={
          errors.password === 'short'
            ? t('error.passwordShort', { count: MIN_PASSWORD_LENGTH })
            : errors.password
              ? t('error.password.required')
              : undefined
        }
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        required
      />
      <PasswordInput
        dir="ltr"
        label={t('reset.confirmPassword')}
        value={confirm}
        onChange={(e) => onConfirm(e.currentTarget.value)}
        error={errors.confirm ? t(`error.confirm.${errors.confirm}`) : undefined}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        required
      />
    </>
  );
}
