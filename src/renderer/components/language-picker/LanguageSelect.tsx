import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIVE_LANGUAGES } from '../../../shared/languages.ts';
import { GlobeIcon } from '../header/icons.tsx';
import { useLocalized } from '../header/use-localized.ts';
import { useChangeLanguage } from './use-change-language.ts';

/** Every active language in a native select: the drawer's full list, easy on touch screens. */
export function LanguageSelect() {
  const { t } = useTranslation('nav');
  const { lang } = useLocalized();
  const change = useChangeLanguage();
  return (
    <NativeSelect
      label={t('language.choose')}
      value={lang}
      onChange={(event) => change(event.currentTarget.value)}
      leftSection={<GlobeIcon />}
      data={ACTIVE_LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
    />
  );
}
