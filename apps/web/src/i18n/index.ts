import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '@portal/contract/constants';

/**
 * Resources: one JSON file per namespace and language under locales/<lng>/<ns>.json, bundled
 * (they are small) so the first paint never waits for a translation request.
 * id is default and fallback; detection: stored choice, then browser (SPEC §1).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const m = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!m) continue;
  (resources[m[1]] ??= {})[m[2]] = mod.default;
}
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} });

// Registered before init so the detected language (stored choice, browser) also sets <html lang>.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng.startsWith('en') ? 'en' : 'id';
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    returnNull: false,
  });


export default i18n;
