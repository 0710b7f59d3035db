import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '@portal/contract/constants';

/**
 * Resources: one JSON file per namespace and language under locales/<lng>/<ns>.json.
 * The namespaces the first paint needs (login page, guards, error toasts) are bundled; the
 * others are separate chunks loaded on first use, so the login page stays within its JavaScript
 * budget (docs/decisions/007). Feature screens register their own namespaces when their chunk
 * loads (features/<area>/i18n). id is default and fallback; detection: stored choice, then
 * browser (SPEC §1).
 */
export const EAGER_NAMESPACES = ['common', 'validation', 'auth', 'errors', 'files', 'shell'] as const;
type TJson = { default: Record<string, unknown> };
const eagerFiles = import.meta.glob<TJson>('./locales/*/{common,validation,auth,errors,files,shell}.json', { eager: true });
export const lazyFiles = import.meta.glob<TJson>(['./locales/*/*.json', '!./locales/*/{common,validation,auth,errors,files,shell}.json']);

const parse = (file: string) => /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(eagerFiles)) {
  const m = parse(file);
  if (m) (resources[m[1]] ??= {})[m[2]] = mod.default;
}
export const lazyNamespaces = [...new Set(Object.keys(lazyFiles).map((f) => parse(f)?.[2]).filter((n): n is string => Boolean(n)))];

/** i18next backend for the lazy namespaces: a dynamic import of the bundled JSON chunk. */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (err: unknown, data: Record<string, unknown> | null) => void) {
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e) => callback(e, null),
    );
  },
};

// Registered before init so the detected language (stored choice, browser) also sets <html lang>.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng.startsWith('en') ? 'en' : 'id';
});

void i18n
  .use(lazyBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    ns: [...EAGER_NAMESPACES],
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
