import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ACTIVE_LANGUAGE_CODES, DEFAULT_LANGUAGE } from '../../shared/languages.ts';
import { NAMESPACES, loadLanguage } from './resources.ts';

/**
 * One i18next instance per app (and per prerendered page). Languages are loaded on demand;
 * English is always loaded as the fallback.
 */
export async function createI18n(lang: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...ACTIVE_LANGUAGE_CODES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    resources: {},
    returnNull: false,
  });
  await ensureLanguage(instance, lang);
  return instance;
}

const loaded = new WeakMap<i18n, Set<string>>();

/** Loads a language's bundles (and English) into the instance once. */
export async function ensureLanguage(instance: i18n, lang: string): Promise<void> {
  const done = loaded.get(instance) ?? new Set<string>();
  loaded.set(instance, done);
  for (const code of new Set([DEFAULT_LANGUAGE, lang])) {
    if (done.has(code)) continue;
    const bundles = await loadLanguage(code);
    for (const [ns, bundle] of Object.entries(bundles))
      instance.addResourceBundle(code, ns, bundle, true, true);
    done.add(code);
  }
}
