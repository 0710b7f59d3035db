import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_STATUSES,
  REGISTRATION_DOCUMENT_TYPES,
  ROLES,
  USER_FILTER_SUSPENDED,
  USER_STATUSES,
} from '@portal/contract';
import i18n from '@/i18n';

const flatten = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
// Plural forms differ by language (id has only "other"): compare the keys without the suffix.
const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(one|other)$/, '')))].sort();

describe('admin namespace (id first, en second)', () => {
  it('every key exists in both languages', () => {
    expect(base(flatten(i18n.getResourceBundle('en', 'admin')))).toEqual(
      base(flatten(i18n.getResourceBundle('id', 'admin'))),
    );
  });

  it('every role, document type and list status has a label in both languages', () => {
    for (const lng of ['id', 'en']) {
      const t = i18n.getFixedT(lng, 'admin');
      for (const r of ROLES) expect(i18n.exists(`admin:roles.${r}`, { lng })).toBe(true);
      for (const d of REGISTRATION_DOCUMENT_TYPES) expect(t(`documentTypes.${d}`)).not.toBe(`documentTypes.${d}`);
      for (const s of [...USER_STATUSES, ...DOCUMENT_STATUSES, USER_FILTER_SUSPENDED])
        expect(i18n.exists(`status:entity.${s}`, { lng })).toBe(true);
    }
  });

  it('English texts are English', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(t('users.actions.suspend')).toBe('Suspend');
    expect(t('detail.decision.approve')).toBe('Approve Company');
    expect(i18n.getFixedT('id', 'admin')('detail.decision.approve')).toBe('Setujui Perusahaan');
  });
});
