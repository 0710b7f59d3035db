import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage } from '@portal/contract/constants';

/** The BCP 47 locale numbers, dates and sizes are written in, per UI language (id first). */
export const LOCALES = { id: 'id-ID', en: 'en-US' } as const satisfies Record<TLanguage, string>;
export type TLocale = (typeof LOCALES)[TLanguage];

/** Flags of the language choice, served from /assets/flags (id, us). */
export const LANGUAGE_FLAGS: Record<TLanguage, string> = {
  id: '/assets/flags/id.svg',
  en: '/assets/flags/us.svg',
};

export const LANGUAGE_OPTIONS = SUPPORTED_LANGUAGES.map((code) => ({ code, flag: LANGUAGE_FLAGS[code] }));

/** i18next may report 'en-US' or a browser's 'en-GB'; the portal knows two languages, id the fallback. */
export function toSupportedLanguage(lng: string | undefined | null): TLanguage {
  return lng?.toLowerCase().startsWith('en') ? 'en' : 'id';
}

/** The locale of a UI language: 'id-ID' or 'en-US'. */
export function localeOf(lng: string | undefined | null): TLocale {
  return LOCALES[toSupportedLanguage(lng)];
}

/** The current UI language and its locale, re-rendering when the user switches language. */
export function useLocale(): { language: TLanguage; locale: TLocale } {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return { language, locale: LOCALES[language] };
}
