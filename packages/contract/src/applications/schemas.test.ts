import { describe, expect, it } from 'vitest';
import { ZAdminApplicationExportQuery, ZAdminApplicationListQuery, ZDecideApplicationRequest } from './admin';
import {
  missingApplicationDocuments,
  OPTIONAL_APPLICATION_DOCUMENT_TYPES,
  REQUIRED_APPLICATION_DOCUMENT_TYPES,
} from './documents';
import { missingLegalFields, requiredLegalFields } from './legal-data';
import {
  ZApplicationCreateRequest,
  ZApplicationListQuery,
  ZApplicationUpdateRequest,
  ZCodeRegRequest,
} from './schemas';
import { issuePaths as paths } from '../common/issue-paths.test-util';

const BODY = {
  applicationType: 'new',
  companyQualification: 'kecil',
  subBidangCodes: ['PB001', 'PB002', 'PB003'],
  aktaPendirianNotaris: 'Notaris Siti, S.H.',
  aktaPendirianNomor: '12',
  aktaPendirianTanggal: '2015-03-02',
  aktaPerubahanNotaris: '',
  aktaPerubahanNomor: null,
  skKemenkumhamNomor: 'AHU-0012345.AH.01.01.2015',
  skKemenkumhamTanggal: '2015-03-10',
  nibDate: '2019-07-01',
  notes: 'Mohon diproses.',
};

describe('applications/create.php body (camelCase)', () => {
  it('accepts a complete body; empty texts and null are "not given"', () => {
    const parsed = ZApplicationCreateRequest.parse(BODY);
    expect(parsed.aktaPerubahanNotaris).toBeUndefined();
    expect(parsed.aktaPerubahanNomor).toBeUndefined();
    expect(parsed.subBidangCodes).toEqual(['PB001', 'PB002', 'PB003']);
  });

  it('accepts a draft with the legal data left for later', () => {
    const r = ZApplicationCreateRequest.safeParse({
      applicationType: 'new',
      companyQualification: 'besar',
      subBidangCodes: ['TI001'],
    });
    expect(r.success).toBe(true);
  });

  it('renewal and upgrade name their certificate; new does not', () => {
    const uuid = '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10';
    expect(paths(ZApplicationCreateRequest.safeParse({ ...BODY, applicationType: 'renewal' }))).toEqual([
      'certificateUuid:validation.required',
    ]);
    expect(
      ZApplicationCreateRequest.safeParse({ ...BODY, applicationType: 'upgrade', certificateUuid: uuid }).success,
    ).toBe(true);
    expect(paths(ZApplicationCreateRequest.safeParse({ ...BODY, certificateUuid: uuid }))).toEqual([
      'certificateUuid:validation.invalid',
    ]);
    expect(
      paths(ZApplicationCreateRequest.safeParse({ ...BODY, applicationType: 'renewal', certificateUuid: 'abc' })),
    ).toContain('certificateUuid:validation.invalid');
  });

  it.each([
    ['a date that does not exist', { nibDate: '2023-02-29' }, 'nibDate:validation.date'],
    ['a date in another format', { aktaPendirianTanggal: '02/03/2015' }, 'aktaPendirianTanggal:validation.date'],
    ['a date before 1900', { skKemenkumhamTanggal: '1899-12-31' }, 'skKemenkumhamTanggal:validation.date'],
    ['a date as a number', { nibDate: 20190701 }, 'nibDate:validation.invalid'],
    ['no sub-bidang', { subBidangCodes: [] }, 'subBidangCodes:validation.required'],
    ['a sub-bidang twice', { subBidangCodes: ['PB001', 'PB001'] }, 'subBidangCodes:validation.invalid'],
    [
      '101 sub-bidang',
      { subBidangCodes: Array.from({ length: 101 }, (_, i) => `X${i}`) },
      'subBidangCodes:validation.invalid',
    ],
    ['an unknown qualification', { companyQualification: 'mikro' }, 'companyQualification:validation.required'],
    ['an unknown type', { applicationType: 'baru' }, 'applicationType:validation.required'],
    ['notes that are too long', { notes: 'x'.repeat(2001) }, 'notes:validation.tooLong'],
    ['a NUL in a notary name', { aktaPendirianNotaris: 'Siti\u0000' }, 'aktaPendirianNotaris:validation.invalid'],
    ['a snake_case field', { nib_date: '2019-07-01' }, ':'],
  ])('refuses %s', (_n, change, expected) => {
    const errors = paths(ZApplicationCreateRequest.safeParse({ ...BODY, ...change }));
    expect(
      errors.some((e) => e.startsWith(expected)),
      errors.join(),
    ).toBe(true);
  });

  it('update.php takes the same body and code_reg; delete/submit/withdraw take code_reg', () => {
    expect(ZApplicationUpdateRequest.parse({ ...BODY, code_reg: 'sp-000000001' }).code_reg).toBe('SP-000000001');
    expect(paths(ZApplicationUpdateRequest.safeParse(BODY))).toEqual(['code_reg:validation.required']);
    expect(
      paths(ZApplicationUpdateRequest.safeParse({ ...BODY, code_reg: 'SP-000000001', applicationType: 'renewal' })),
    ).toEqual(['certificateUuid:validation.required']);
    expect(ZCodeRegRequest.safeParse({ code_reg: 'SP-123456789', csrf_token: 't' }).success).toBe(true);
    expect(paths(ZCodeRegRequest.safeParse({ code_reg: 'SP-1' }))).toEqual(['code_reg:validation.invalid']);
    expect(ZCodeRegRequest.safeParse({ code_reg: 'SP-123456789', status: 'draft' }).success).toBe(false);
  });
});

describe('what submission needs (docs/business-rules.md#applications)', () => {
  it('required documents: balance sheet and request letter; the others optional', () => {
    expect(REQUIRED_APPLICATION_DOCUMENT_TYPES).toEqual(['neraca_tahun_terakhir', 'surat_permohonan_subbidang']);
    expect(OPTIONAL_APPLICATION_DOCUMENT_TYPES).toEqual(['laporan_keuangan_audit', 'daftar_tenaga_ahli', 'lainnya']);
    expect(missingApplicationDocuments(['lainnya', 'surat_permohonan_subbidang'])).toEqual(['neraca_tahun_terakhir']);
    expect(missingApplicationDocuments(REQUIRED_APPLICATION_DOCUMENT_TYPES)).toEqual([]);
  });

  it('legal fields follow the entity type; the amendment deed is all or nothing', () => {
    expect(requiredLegalFields('PT')).toEqual([
      'aktaPendirianNotaris',
      'aktaPendirianNomor',
      'aktaPendirianTanggal',
      'skKemenkumhamNomor',
      'skKemenkumhamTanggal',
      'nibDate',
    ]);
    expect(requiredLegalFields('CV')).toEqual([
      'aktaPendirianNotaris',
      'aktaPendirianNomor',
      'aktaPendirianTanggal',
      'nibDate',
    ]);
    expect(requiredLegalFields('Perorangan')).toEqual(['nibDate']);
    expect(missingLegalFields(ZApplicationCreateRequest.parse(BODY), 'PT')).toEqual([]);
    expect(missingLegalFields({ nibDate: '2019-07-01', aktaPerubahanNomor: '3' }, 'Perorangan')).toEqual([
      'aktaPerubahanNotaris',
      'aktaPerubahanTanggal',
    ]);
    expect(missingLegalFields({ aktaPendirianNotaris: ' ' }, 'Koperasi')).toEqual([
      'aktaPendirianNotaris',
      'aktaPendirianNomor',
      'aktaPendirianTanggal',
      'skKemenkumhamNomor',
      'skKemenkumhamTanggal',
      'nibDate',
    ]);
  });
});

describe('application lists', () => {
  it('the company list filters status and type', () => {
    expect(ZApplicationListQuery.parse({ status: 'draft', type: 'renewal', sort: 'updated' })).toMatchObject({
      status: 'draft',
      type: 'renewal',
      sort: 'updated',
    });
    expect(paths(ZApplicationListQuery.safeParse({ status: 'pending' }))).toEqual(['status:validation.invalid']);
    expect(paths(ZApplicationListQuery.safeParse({ type: 'baru' }))).toEqual(['type:validation.invalid']);
  });

  it('the admin list adds from/to (real dates, in order) and the waiting sort; export adds the format', () => {
    expect(
      ZAdminApplicationListQuery.parse({ from: '2026-01-01', to: '2026-01-31', sort: 'waiting', type: 'renewal' }),
    ).toMatchObject({ from: '2026-01-01', to: '2026-01-31', sort: 'waiting' });
    expect(ZAdminApplicationListQuery.parse({ from: '', to: '' })).toMatchObject({ from: undefined, to: undefined });
    expect(paths(ZAdminApplicationListQuery.safeParse({ from: '2026-02-01', to: '2026-01-31' }))).toEqual([
      'to:validation.invalid',
    ]);
    expect(paths(ZAdminApplicationListQuery.safeParse({ from: '2026-02-30' }))).toEqual(['from:validation.date']);
    expect(paths(ZAdminApplicationListQuery.safeParse({ sort: 'company' }))).toEqual(['sort:validation.invalid']);
    expect(ZAdminApplicationExportQuery.parse({}).format).toBe('csv');
    expect(ZAdminApplicationExportQuery.parse({ format: 'xlsx', status: 'approved' })).toMatchObject({
      format: 'xlsx',
      status: 'approved',
    });
    expect(paths(ZAdminApplicationExportQuery.safeParse({ format: 'pdf' }))).toEqual(['format:validation.invalid']);
  });

  it('decide: approve, or reject with a note', () => {
    expect(ZDecideApplicationRequest.safeParse({ code_reg: 'SP-123456789', decision: 'approve' }).success).toBe(true);
    expect(
      paths(ZDecideApplicationRequest.safeParse({ code_reg: 'SP-123456789', decision: 'reject', note: '  ' })),
    ).toEqual(['note:validation.required']);
    expect(
      ZDecideApplicationRequest.safeParse({
        code_reg: 'SP-123456789',
        decision: 'reject',
        note: 'Neraca tidak terbaca',
      }).success,
    ).toBe(true);
    expect(paths(ZDecideApplicationRequest.safeParse({ code_reg: 'SP-123456789', decision: 'complete' }))).toEqual([
      'decision:validation.invalid',
    ]);
  });
});
