import { describe, expect, it } from 'vitest';
import { LANGUAGE_OPTIONS, localeOf, toSupportedLanguage } from './locale';

describe('locale', () => {
  it('maps every English variant to en and anything else to id (the fallback)', () => {
    expect(toSupportedLanguage('en')).toBe('en');
    expect(toSupportedLanguage('en-US')).toBe('en');
    expect(toSupportedLanguage('EN-gb')).toBe('en');
    expect(toSupportedLanguage('id')).toBe('id');
    expect(toSupportedLanguage('fr')).toBe('id');
    expect(toSupportedLanguage(undefined)).toBe('id');
  });

  it('writes numbers and dates in id-ID or en-US', () => {
    expect(localeOf('id')).toBe('id-ID');
    expect(localeOf('en-GB')).toBe('en-US');
    expect(localeOf(null)).toBe('id-ID');
  });

  it('offers id first, then en, each with its flag', () => {
    expect(LANGUAGE_OPTIONS).toEqual([
      { code: 'id', flag: '/assets/flags/id.svg' },
      { code: 'en', flag: '/assets/flags/us.svg' },
    ]);
  });
});
