import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  ACTIVE_LANGUAGES,
  DEFAULT_LANGUAGE,
  findLanguage,
  type Language,
} from '../../src/shared/languages.ts';
import english from './locales/en.json';

/** One popup translation file (extension/popup/locales/<code>.json). */
export type PopupBundle = typeof english;
export const POPUP_NAMESPACE = 'popup';

/** Each language's file, loaded only when it is the browser's language. */
const bundles = import.meta.glob<{ default: PopupBundle }>([
  './locales/*.json',
  '!./locales/en.json',
]);

/**
 * Our language for the browser's UI language (`browser.i18n.getUILanguage()`: `pt-BR`, `zh-CN`,
 * `sw`, `fy`): its primary subtag matched against each active language's code and BCP 47 tag
 * (Swahili is `swa` here and `sw` there, West Frisian `fri` and `fy`); English otherwise.
 */
export function popupLanguage(uiLanguage: string | null | undefined): Language {
  const primary = (uiLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (
    ACTIVE_LANGUAGES.find(
      (language) => language.code === primary || language.htmlLang === primary,
    ) ?? findLanguage(DEFAULT_LANGUAGE)!
  );
}

export async function loadBundle(code: string): Promise<PopupBundle | undefined> {
  if (code === DEFAULT_LANGUAGE) return english;
  const load = bundles[`./locales/${code}.json`];
  return load ? (await load()).default : undefined;
}

/** An i18next instance with the language's bundle (when given) and English, ready at once. */
export function createPopupI18n(code: string, bundle?: PopupBundle): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: code,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [POPUP_NAMESPACE],
    defaultNS: POPUP_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    resources: {
      [DEFAULT_LANGUAGE]: { [POPUP_NAMESPACE]: english },
      ...(bundle && code !== DEFAULT_LANGUAGE ? { [code]: { [POPUP_NAMESPACE]: bundle } } : {}),
    },
  });
  return instance;
}
