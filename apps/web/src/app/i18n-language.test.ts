import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/contract/constants';
import i18n from '@/i18n';

/** Runs i18next's own detection (changeLanguage without a language) and answers the language in use. */
async function detectNow(): Promise<string | undefined> {
  await i18n.changeLanguage();
  return i18n.resolvedLanguage;
}

const setNavigatorLanguages = (langs: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(langs);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(langs[0]);
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('id');
  localStorage.clear();
});

describe('language detection and persistence', () => {
  it('the stored choice wins over the browser language', async () => {
    setNavigatorLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id');
    expect(await detectNow()).toBe('id');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    setNavigatorLanguages(['id-ID']);
    expect(await detectNow()).toBe('en');
  });

  it('without a stored choice the browser language is used', async () => {
    setNavigatorLanguages(['en-GB', 'fr']);
    expect(await detectNow()).toBe('en');
  });

  it('an unsupported browser language falls back to id', async () => {
    setNavigatorLanguages(['fr-FR']);
    expect(await detectNow()).toBe('id');
  });

  it('changing the language stores it under localStorage "language"', async () => {
    await i18n.changeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    await i18n.changeLanguage('id');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
    expect(document.documentElement.lang).toBe('id');
  });

  it('id is the default and fallback language', () => {
    expect(i18n.options.fallbackLng).toEqual(['id']);
    expect(i18n.getFixedT('en', 'common')('loadingApp')).toBe('Loading the application, please wait...');
    expect(i18n.getFixedT('id', 'common')('loadingApp')).toBe('Memuat aplikasi, mohon tunggu sebentar...');
  });

  it('every key of my namespaces exists in both languages', () => {
    const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    for (const ns of ['auth', 'shell', 'pages', 'settings']) {
      const id = flatten(i18n.getResourceBundle('id', ns)).sort();
      const en = flatten(i18n.getResourceBundle('en', ns)).sort();
      expect(en, ns).toEqual(id);
    }
  });
});
