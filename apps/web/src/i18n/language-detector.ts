import { LANGUAGE_STORAGE_KEY } from '@portal/contract/constants';

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): fall through to the browser
  }
}

/**
 * The language choice: the stored one (localStorage `language`) first, then the browser's
 * languages in order; i18next picks the first it supports and falls back to id. The choice is
 * stored again on every change. (Four lines instead of a detector library on every page.)
 */
export const languageDetector = {
  type: 'languageDetector' as const,
  init() {},
  detect(): string[] {
    const browser =
      typeof navigator === 'undefined'
        ? []
        : navigator.languages?.length
          ? [...navigator.languages]
          : [navigator.language];
    const stored = readStored();
    return [...(stored ? [stored] : []), ...browser.filter(Boolean)];
  },
  cacheUserLanguage(lng: string) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      /* not stored: the browser language decides next time */
    }
  },
};
