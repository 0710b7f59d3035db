import { describe, expect, it } from 'vitest';
import { ZUploadDocumentFields } from './schemas';
import { REGISTRATION_DOCUMENT_TYPES, isRegistrationDocumentRequired, requiredRegistrationDocuments } from './document-types';

describe('registration document rules (DOMAIN.md)', () => {
  it('requires every type but akta_perubahan for a PT', () => {
    expect(requiredRegistrationDocuments('PT')).toEqual(REGISTRATION_DOCUMENT_TYPES.filter((t) => t !== 'akta_perubahan'));
  });

  it('makes akta_pendirian optional for Perorangan and SK Kemenkumham required only for PT and Koperasi', () => {
    expect(isRegistrationDocumentRequired('akta_pendirian', 'Perorangan')).toBe(false);
    expect(isRegistrationDocumentRequired('akta_pendirian', 'CV')).toBe(true);
    for (const e of ['PT', 'Koperasi']) expect(isRegistrationDocumentRequired('sk_kemenkumham', e)).toBe(true);
    for (const e of ['CV', 'Firma', 'Perorangan', 'Lainnya']) expect(isRegistrationDocumentRequired('sk_kemenkumham', e)).toBe(false);
    for (const e of ['PT', 'Perorangan']) expect(isRegistrationDocumentRequired('akta_perubahan', e)).toBe(false);
  });
});

describe('ZUploadDocumentFields', () => {
  it('pairs registration types with the registration category only', () => {
    expect(ZUploadDocumentFields.safeParse({ document_type: 'nib', category: 'initial_registration' }).success).toBe(true);
    expect(ZUploadDocumentFields.safeParse({ document_type: 'nib', category: 'payment_proof' }).success).toBe(false);
    expect(ZUploadDocumentFields.safeParse({ document_type: 'bukti_transfer', category: 'initial_registration' }).success).toBe(false);
    expect(ZUploadDocumentFields.safeParse({ document_type: 'bukti_transfer', category: 'payment_proof' }).success).toBe(true);
    expect(ZUploadDocumentFields.safeParse({ document_type: '../nib', category: 'other' }).success).toBe(false);
  });
});
