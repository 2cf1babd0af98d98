import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ACTIVE_LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../shared/languages.ts';
import { NAMESPACES, loadNamespace } from './resources.ts';

/** What every page shows: the header, footer and head. A page adds its own namespaces. */
export const SHELL_NAMESPACES = ['common', 'nav', 'footer', 'seo', 'routes'] as const;

/** Namespaces load one by one, as components ask for them (react-i18next suspends meanwhile). */
const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * One i18next instance per app (and per prerendered page), with `namespaces` of `lang` (and of
 * English, the fallback) loaded. Others load when a component first uses them.
 */
export async function createI18n(
  lang: string,
  namespaces: readonly string[] = NAMESPACES,
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...ACTIVE_LANGUAGE_CODES],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  return instance;
}

/** Loads a language's bundles of every namespace in use (and English's) into the instance. */
export async function ensureLanguage(instance: i18n, lang: string): Promise<void> {
  await instance.loadLanguages(lang);
}

/**
 * Records which namespaces translations are read from (the prerender script writes them
 * into each page, which loads exactly those before hydrating).
 */
export function recordNamespaces(instance: i18n): () => string[] {
  const used = new Set<string>(SHELL_NAMESPACES);
  // Every lookup goes through the store's getResource (its typings leave it out).
  const store = instance.services.resourceStore as unknown as {
    getResource(lng: string, ns: string, ...rest: unknown[]): unknown;
  };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, ...rest) => {
    used.add(ns);
    return getResource(lng, ns, ...rest);
  };
  return () => [...used].sort();
}
