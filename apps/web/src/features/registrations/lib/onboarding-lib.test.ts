import { describe, expect, it } from 'vitest';
import { COMPANY_STATUS, DOCUMENT_STATUS, UPLOAD_MAX_BYTES } from '@portal/contract';
import { makeCompany } from '@/app/testing/fixtures';
import { ApiError } from '@/lib/api-client';
import { makeDocument } from '../test-utils';
import { checkUploadFile } from './file-checks';
import { registrationProgress, registrationStage } from './registration-progress';
import { submitMissingFrom } from './submit-missing';

describe('checkUploadFile (PDF, JPG, PNG, at most 5 MiB)', () => {
  it.each([
    ['a.pdf', 'application/pdf', 10, null],
    ['A.JPG', 'image/jpeg', 10, null],
    ['b.jpeg', 'image/jpeg', 10, null],
    ['c.png', 'image/png', UPLOAD_MAX_BYTES, null],
    ['d.pdf', '', 10, null],
    ['e.pdf', 'application/octet-stream', 10, null],
    ['c.png', 'image/png', UPLOAD_MAX_BYTES + 1, 'tooLarge'],
    ['f.pdf', 'application/pdf', 0, 'empty'],
    ['g.exe', 'application/x-msdownload', 10, 'badType'],
    ['h.pdf.exe', '', 10, 'badType'],
    ['i.gif', 'image/gif', 10, 'badType'],
    ['j.pdf', 'text/html', 10, 'badType'],
    ['noext', 'application/pdf', 10, 'badType'],
  ])('%s (%s, %d bytes) → %s', (name, type, size, expected) => {
    expect(checkUploadFile({ name, type, size })).toBe(expected);
  });
});

describe('registration progress', () => {
  it.each([
    [COMPANY_STATUS.UNVERIFIED, 'editing'],
    [COMPANY_STATUS.REJECTED, 'rejected'],
    [COMPANY_STATUS.IN_REVIEW, 'in_review'],
    [COMPANY_STATUS.VERIFIED, 'approved'],
    [COMPANY_STATUS.ACTIVE, 'approved'],
  ] as const)('%s → %s', (status, stage) => {
    expect(registrationStage({ status })).toBe(stage);
  });

  it('counts required documents by entity type; rejected ones and other categories do not count', () => {
    const company = makeCompany({ business_entity_type: 'Perorangan' });
    const docs = [
      makeDocument({ document_type: 'nib' }),
      makeDocument({ document_type: 'ktp_pimpinan', status: DOCUMENT_STATUS.VERIFIED }),
      makeDocument({ document_type: 'npwp_pimpinan', status: DOCUMENT_STATUS.REJECTED }),
      makeDocument({ document_type: 'akta_pendirian' }),
      makeDocument({ document_type: 'pasfoto_pimpinan', category: 'other' }),
    ];
    const p = registrationProgress(company, docs);
    expect(p.requiredDocuments).toEqual([
      'kta_kadin_terakhir',
      'nib',
      'npwp_perusahaan',
      'ktp_pimpinan',
      'npwp_pimpinan',
      'pasfoto_pimpinan',
    ]);
    expect(p.doneDocuments).toEqual(['nib', 'ktp_pimpinan']);
    expect(p.missingDocuments).toEqual(['kta_kadin_terakhir', 'npwp_perusahaan', 'npwp_pimpinan', 'pasfoto_pimpinan']);
    expect(p.isDataComplete).toBe(false);
    expect(p.missingFields).toContain('address');
    expect(p.canSubmit).toBe(false);
  });

  it('can submit only when complete and not in review', () => {
    const full = makeCompany({
      business_entity_type: 'CV',
      address: 'a',
      province: 'p',
      regency_city: 'r',
      district: 'd',
      village: 'v',
      postal_code: '10110',
      phone: '+62215551234',
      email: 'a@b.co',
      business_type: 'x',
      investment_value: 0,
      employee_count: 0,
      leader_name: 'n',
      leader_position: 'p',
      leader_nik: '3171234567890123',
      leader_npwp: '013121660091000',
      kta_kadin_number: 'k',
      kta_date: '2024-01-01',
    });
    const docs = [
      'kta_kadin_terakhir',
      'nib',
      'akta_pendirian',
      'npwp_perusahaan',
      'ktp_pimpinan',
      'npwp_pimpinan',
      'pasfoto_pimpinan',
    ].map((t) => makeDocument({ document_type: t }));
    expect(registrationProgress(full, docs).canSubmit).toBe(true);
    expect(registrationProgress({ ...full, status: COMPANY_STATUS.REJECTED }, docs).canSubmit).toBe(true);
    expect(registrationProgress({ ...full, status: COMPANY_STATUS.IN_REVIEW }, docs).canSubmit).toBe(false);
    expect(registrationProgress({ ...full, leader_nik: '  ' }, docs).canSubmit).toBe(false);
    expect(registrationProgress(full, docs.slice(1)).canSubmit).toBe(false);
  });
});

describe('submitMissingFrom (422 of registrations/submit.php)', () => {
  const err = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ status: 422, code: 'VALIDATION_FAILED', message: 'x', ...init });

  it('reads data.missing_fields / missing_documents first', () => {
    expect(
      submitMissingFrom(err({ data: { missing_fields: ['address'], missing_documents: ['nib', 'bogus'] } })),
    ).toEqual({
      fields: ['address'],
      documents: ['nib'],
    });
  });

  it('else the errors map (documents.<type> keys)', () => {
    expect(
      submitMissingFrom(err({ errors: { postal_code: ['validation.required'], 'documents.ktp_pimpinan': ['x'] } })),
    ).toEqual({
      fields: ['postal_code'],
      documents: ['ktp_pimpinan'],
    });
  });

  it('nothing for other errors', () => {
    expect(submitMissingFrom(new ApiError({ status: 409, code: 'INVALID_TRANSITION', message: 'x' }))).toBeNull();
    expect(submitMissingFrom(new Error('x'))).toBeNull();
    expect(submitMissingFrom(err({}))).toBeNull();
  });
});
