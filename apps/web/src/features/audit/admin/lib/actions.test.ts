import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/adminAudit.json';
import id from '@/i18n/locales/id/adminAudit.json';
import { actionKey, KNOWN_ACTIONS } from './actions';
import { entityHref, shortId } from './filters';

const lookup = (json: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], json);
const keysOf = (json: unknown, prefix = ''): string[] =>
  Object.entries(json as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('audit actions in words', () => {
  it('every transition of the contract is known, and every known action has its words in id and en', () => {
    expect(KNOWN_ACTIONS).toEqual(
      expect.arrayContaining([
        'application.approve',
        'invoice.verify',
        'certificate.revoke',
        'document_request.fulfil',
      ]),
    );
    for (const action of KNOWN_ACTIONS) {
      const key = actionKey(action)!;
      expect(typeof lookup(id, key), `id ${action}`).toBe('string');
      expect(typeof lookup(en, key), `en ${action}`).toBe('string');
    }
  });
  it('an action it does not know has no key (shown as written)', () => {
    expect(actionKey('company.legacy_import')).toBeNull();
  });
  it('id and en have the same keys (English plural forms count as one)', () => {
    const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(base(keysOf(en))).toEqual(base(keysOf(id)));
  });
});

describe('entity links', () => {
  it('company, application and certificate open their admin page; others their own history', () => {
    expect(entityHref('company', '42')).toBe('/admin/companies/42');
    expect(entityHref('application', 'SP-123456789')).toBe('/admin/applications/SP-123456789');
    expect(entityHref('certificate', 'abc')).toBe('/admin/certificates/abc');
    expect(entityHref('user', '7')).toBe('/admin/audit?entity_type=user&entity_id=7');
    expect(entityHref('invoice', 'a b')).toBe('/admin/audit?entity_type=invoice&entity_id=a+b');
  });
  it('shortens a uuid only', () => {
    expect(shortId('00000000-0000-4000-8000-000000007002')).toBe('00000000…');
    expect(shortId('SP-123456789')).toBe('SP-123456789');
  });
});
