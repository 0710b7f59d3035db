import { SUPPORTED_LANGUAGES, type TLanguage } from '@portal/contract/constants';

/** SPEC §1/§7: id and en, flags from /assets/flags (id, us). */
export const LANGUAGE_FLAGS: Record<TLanguage, string> = {
  id: '/assets/flags/id.svg',
  en: '/assets/flags/us.svg',
};

export const LANGUAGE_OPTIONS = SUPPORTED_LANGUAGES.map((code) => ({ code, flag: LANGUAGE_FLAGS[code] }));

/** i18next may report 'en-US'; the menu knows only the two base languages (id is the fallback). */
export function toSupportedLanguage(lng: string | undefined): TLanguage {
  return lng?.toLowerCase().startsWith('en') ? 'en' : 'id';
}
