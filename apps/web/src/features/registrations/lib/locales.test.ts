import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_DOCUMENT_TYPES, REGISTRATION_DOCUMENT_LABELS_ID, ZCompanyFields } from '@portal/contract';
import i18n, { FIRST_PAINT_NAMESPACES } from '@/i18n';

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

beforeAll(async () => {
  await i18n.loadLanguages(['id', 'en']);
});

describe('onboarding texts (id first, en second)', () => {
  it('the feature namespaces are not part of the first paint (login budget)', () => {
    for (const ns of ['onboarding', 'company', 'profile', 'admin']) expect(FIRST_PAINT_NAMESPACES).not.toContain(ns);
  });

  it.each(['onboarding', 'company', 'profile', 'settings'])(
    '%s: every key exists in both languages, none empty',
    (ns) => {
      const id = i18n.getResourceBundle('id', ns) as Record<string, unknown>;
      const en = i18n.getResourceBundle('en', ns) as Record<string, unknown>;
      expect(flatten(en).sort()).toEqual(flatten(id).sort());
      for (const key of flatten(id)) {
        expect(i18n.getFixedT('id', ns)(key)).not.toBe('');
        expect(i18n.getFixedT('en', ns)(key)).not.toBe('');
      }
    },
  );

  it('every registration document type has a label; the Indonesian ones match the contract', () => {
    for (const type of REGISTRATION_DOCUMENT_TYPES) {
      expect(i18n.getFixedT('id', 'onboarding')(`types.${type}.label`)).toBe(REGISTRATION_DOCUMENT_LABELS_ID[type]);
      expect(i18n.exists(`onboarding:types.${type}.label`, { lng: 'en' })).toBe(true);
    }
  });

  it('every company field of the contract has a label in both languages', () => {
    for (const field of Object.keys(ZCompanyFields.shape)) {
      expect(i18n.exists(`company:fields.${field}`, { lng: 'id' })).toBe(true);
      expect(i18n.exists(`company:fields.${field}`, { lng: 'en' })).toBe(true);
    }
  });
});
