import { Button } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/languages.ts';
import { ChevronDownIcon, GlobeIcon } from '../header/icons.tsx';
import classes from './LanguagePicker.module.css';

type Props = { language: Language } & Omit<ComponentPropsWithoutRef<'button'>, 'color'>;

/**
 * The picker's button: the current language's code. Also rendered on its own while the menu
 * code loads, so the header does not shift.
 */
export const LanguageTrigger = forwardRef<HTMLButtonElement, Props>(function LanguageTrigger(
  { language, ...props },
  ref,
) {
  const { t } = useTranslation('nav');
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<GlobeIcon />}
      rightSection={<ChevronDownIcon width={14} height={14} />}
      aria-label={t('language.current', { language: language.nativeName })}
      className={classes.trigger}
      data-testid="language-picker"
      {...props}
    >
      <span className={classes.codeLabel}>{language.code.toUpperCase()}</span>
    </Button>
  );
});
