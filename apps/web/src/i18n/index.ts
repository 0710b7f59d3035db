import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@portal/contract/constants';
import { toSupportedLanguage } from '@/lib/locale';
import { languageDetector } from './language-detector';

/**
 * One way to load translations (docs/decisions/022): every namespace is one JSON file per
 * language, `locales/<lng>/<ns>.json`, fetched on first use by the backend below. Only the
 * Indonesian texts of the first paint (the default language, the auth pages' frame) are bundled,
 * so a first visit renders without waiting; a page asks for the rest through `lazyPage`
 * (lib/lazy-page.ts), in parallel with its code. id is default and fallback; detection: stored
 * choice, then browser (language-detector.ts).
 */
// Also spelled out in the two globs below and in vite.config.ts (the `texts-<lng>` chunks).
export const FIRST_PAINT_NAMESPACES = ['common', 'shell', 'validation', 'auth'] as const;

type TJson = Record<string, unknown>;
const LOCALE_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;
const bundled = import.meta.glob<TJson>('./locales/id/{common,shell,validation,auth}.json', {
  eager: true,
  import: 'default',
});
/** Every other translation file's loader, in a chunk of its own (locale-files.ts). */
const localeFiles = () => import('./locale-files').then((m) => m.localeFiles);

const resources: Record<string, Record<string, TJson>> = {};
for (const [file, texts] of Object.entries(bundled)) {
  const m = LOCALE_FILE.exec(file);
  if (m) (resources[m[1]] ??= {})[m[2]] = texts;
}
/** The namespaces bundled into the first chunk (the globs above spell FIRST_PAINT_NAMESPACES out, as Vite needs literals). */
export const bundledNamespaces = Object.keys(resources.id ?? {});

const backend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (err: unknown, data: TJson | null) => void) {
    localeFiles()
      .then((files) => {
        const load = files[`./locales/${language}/${namespace}.json`];
        return load ? load() : {};
      })
      .then(
        (texts) => callback(null, texts),
        (e) => callback(e, null),
      );
  },
};

// Registered before init so the detected language (stored choice, browser) also sets <html lang>.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toSupportedLanguage(lng);
});

/** Resolves once the first-paint namespaces of the detected language are there (at once for id). */
export const i18nReady = i18n
  .use(backend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    ns: [...FIRST_PAINT_NAMESPACES],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads namespaces (of the current language and its fallback) before a screen needs them. */
export const loadNamespaces = (namespaces: readonly string[]): Promise<void> =>
  namespaces.length ? i18n.loadNamespaces([...namespaces]) : Promise.resolve();

/** Tests: every namespace of both languages, up front, so synchronous t() calls see real texts. */
export async function loadAllTranslations(): Promise<void> {
  for (const [file, load] of Object.entries(await localeFiles())) {
    const m = LOCALE_FILE.exec(file);
    if (m && !i18n.hasResourceBundle(m[1], m[2])) i18n.addResourceBundle(m[1], m[2], await load(), true, true);
  }
}

export default i18n;
