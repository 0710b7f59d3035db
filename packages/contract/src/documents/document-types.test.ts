import { describe, expect, it } from 'vitest';
import { ZUploadDocumentFields } from './schemas';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES_BY_CATEGORY,
  REGISTRATION_DOCUMENT_TYPES,
  isRegistrationDocumentRequired,
  requiredRegistrationDocuments,
} from './document-types';

describe('registration document rules (docs/business-rules.md#document-types)', () => {
  it('requires every type but akta_perubahan for a PT', () => {
    expect(requiredRegistrationDocuments('PT')).toEqual(
      REGISTRATION_DOCUMENT_TYPES.filter((t) => t !== 'akta_perubahan'),
    );
  });

  it('makes akta_pendirian optional for Perorangan and SK Kemenkumham required only for PT and Koperasi', () => {
    expect(isRegistrationDocumentRequired('akta_pendirian', 'Perorangan')).toBe(false);
    expect(isRegistrationDocumentRequired('akta_pendirian', 'CV')).toBe(true);
    for (const e of ['PT', 'Koperasi']) expect(isRegistrationDocumentRequired('sk_kemenkumham', e)).toBe(true);
    for (const e of ['CV', 'Firma', 'Perorangan', 'Lainnya'])
      expect(isRegistrationDocumentRequired('sk_kemenkumham', e)).toBe(false);
    for (const e of ['PT', 'Perorangan']) expect(isRegistrationDocumentRequired('akta_perubahan', e)).toBe(false);
  });
});

describe('ZUploadDocumentFields', () => {
  it('pairs registration types with the registration category only', () => {
    expect(ZUploadDocumentFields.safeParse({ document_type: 'nib', category: 'initial_registration' }).success).toBe(
      true,
    );
    expect(ZUploadDocumentFields.safeParse({ document_type: 'nib', category: 'payment_proof' }).success).toBe(false);
    expect(
      ZUploadDocumentFields.safeParse({ document_type: 'bukti_transfer', category: 'initial_registration' }).success,
    ).toBe(false);
    expect(ZUploadDocumentFields.safeParse({ document_type: 'bukti_transfer', category: 'other' }).success).toBe(false);
  });

  it('takes no transfer proof: a proof is uploaded on its invoice (transactions/upload_proof.php)', () => {
    const r = ZUploadDocumentFields.safeParse({ document_type: 'bukti_transfer', category: 'payment_proof' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['category']);
    expect(ZUploadDocumentFields.safeParse({ document_type: '../nib', category: 'other' }).success).toBe(false);
  });
});

describe('document types per upload category', () => {
  const ok = (category: string, document_type: string) =>
    ZUploadDocumentFields.safeParse({
      document_type,
      category,
      ...(category === 'sbu_application' ? { code_reg: 'SP-123456789' } : {}),
    }).success;

  it('accepts exactly the types of each category', () => {
    expect(DOCUMENT_TYPES_BY_CATEGORY.sbu_application).toEqual([
      'neraca_tahun_terakhir',
      'surat_permohonan_subbidang',
      'laporan_keuangan_audit',
      'daftar_tenaga_ahli',
      'lainnya',
    ]);
    expect(DOCUMENT_TYPES_BY_CATEGORY.other).toEqual([
      'dokumen_tambahan',
      ...DOCUMENT_TYPES_BY_CATEGORY.sbu_application,
    ]);
    expect(DOCUMENT_TYPES_BY_CATEGORY.payment_proof).toEqual(['bukti_transfer']);
    // Every listed type passes the upload, except the transfer proof, which has its own route.
    for (const category of DOCUMENT_CATEGORIES.filter((c) => c !== 'payment_proof')) {
      for (const type of DOCUMENT_TYPES_BY_CATEGORY[category])
        expect(ok(category, type), `${category}/${type}`).toBe(true);
    }
  });

  it('refuses any other type, including regex-shaped names that used to pass in `other`', () => {
    for (const [category, type] of [
      ['other', 'anything_goes'],
      ['other', 'nib'],
      ['other', 'bukti_transfer'],
      ['sbu_application', 'dokumen_tambahan'],
      ['sbu_application', 'ktp_pimpinan'],
      ['payment_proof', 'lainnya'],
      ['renewal', 'neraca_tahun_terakhir'],
      ['initial_registration', 'lainnya'],
      ['initial_registration', 'NIB'],
      ['initial_registration', 'nib\u0000'],
      ['unknown', 'nib'],
    ]) {
      expect(ok(category, type), `${category}/${type}`).toBe(false);
    }
  });
});

describe('supporting documents of an application', () => {
  const fields = (over: Record<string, unknown>) =>
    ZUploadDocumentFields.safeParse({ document_type: 'neraca_tahun_terakhir', category: 'sbu_application', ...over });

  it('name their draft with code_reg, in its format', () => {
    expect(fields({ code_reg: 'sp-123456789' }).data?.code_reg).toBe('SP-123456789');
    expect(fields({}).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'code_reg:validation.required',
    ]);
    expect(fields({ code_reg: 'SP-1' }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'code_reg:validation.invalid',
    ]);
  });
});
