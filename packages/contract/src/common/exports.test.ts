import { describe, expect, it } from 'vitest';
import { ENTITY_STATUS_LABELS, languageFromAcceptLanguage } from './exports';
import { ENTITY_STATUS_LABELS_ID } from '../statuses';

describe('languageFromAcceptLanguage', () => {
  it('takes the highest-weighted language the portal speaks, Indonesian otherwise', () => {
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, en;q=0.5, id;q=0.8')).toBe('id');
    expect(languageFromAcceptLanguage('de, fr')).toBe('id');
    expect(languageFromAcceptLanguage('en;q=0')).toBe('id');
    expect(languageFromAcceptLanguage(undefined)).toBe('id');
    expect(languageFromAcceptLanguage('EN')).toBe('en');
  });
});

describe('export labels', () => {
  it('say in Indonesian what the badges say', () => {
    for (const [k, v] of Object.entries(ENTITY_STATUS_LABELS_ID))
      expect(ENTITY_STATUS_LABELS[k as keyof typeof ENTITY_STATUS_LABELS].id).toBe(v);
  });
});
