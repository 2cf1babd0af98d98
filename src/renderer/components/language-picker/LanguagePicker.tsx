import { Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage, type Language } from '../../../shared/languages.ts';
import { LanguageTrigger } from './LanguageTrigger.tsx';
import { useLocalized } from '../header/use-localized.ts';
import { pickerLists } from './language-change.ts';
import { useChangeLanguage } from './use-change-language.ts';
import classes from './LanguagePicker.module.css';

/**
 * Compact picker for the header (context MAIN_MENU): the top 6 languages by priority, and a
 * "More languages" item that reveals the other active ones in the same menu.
 */
export function LanguageMenu() {
  const { t } = useTranslation('nav');
  const { lang } = useLocalized();
  const change = useChangeLanguage();
  const [showAll, setShowAll] = useState(false);
  const current = findLanguage(lang)!;
  const { top, more } = pickerLists('MAIN_MENU', lang);
  const item = (l: Language) => (
    <Menu.Item
      key={l.code}
      lang={l.htmlLang}
      dir={l.direction}
      onClick={() => change(l.code)}
      aria-current={l.code === lang ? 'true' : undefined}
      className={classes.item}
      data-active={l.code === lang || undefined}
      rightSection={<span className={classes.code}>{l.code.toUpperCase()}</span>}
    >
      {l.nativeName}
    </Menu.Item>
  );

  return (
    // No focus placeholder: it is not a valid child of role="menu" (see header/NavMenu.tsx).
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      onClose={() => setShowAll(false)}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <LanguageTrigger language={current} />
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        <Menu.Label>{t('language.choose')}</Menu.Label>
        {top.map(item)}
        <Menu.Divider />
        <Menu.Item
          closeMenuOnClick={false}
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
          className={classes.more}
        >
          {showAll ? t('language.fewer') : `${t('language.more')} (${more.length})`}
        </Menu.Item>
        {showAll && more.map(item)}
      </Menu.Dropdown>
    </Menu>
  );
}
