import {
  computeFee,
  DEFAULT_FEE_SCHEDULE,
  type TApplication,
  type TApplicationListItem,
  type TSubBidangItem,
  ZApplication,
  ZApplicationListItem,
  ZSubBidangItem,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';

/** Test-only: fixtures of the applications endpoints, as the contract shapes them. */
export const subBidang = (code: string, bidang = 'KO', over: Partial<TSubBidangItem> = {}): TSubBidangItem =>
  fake(ZSubBidangItem, {
    code,
    name: `Pekerjaan ${code}`,
    bidang_code: bidang,
    bidang_name: bidang === 'KO' ? 'Konstruksi' : 'Perdagangan Besar',
    kbli_code: `4${code.slice(-3)}1`,
    kbli_title: `KBLI ${code}`,
    kbli_edition: '2020',
    description: null,
    is_active: true,
    ...over,
  });
export const BIDANG = [
  { code: 'KO', name: 'Konstruksi' },
  { code: 'PB', name: 'Perdagangan Besar' },
];

export const listItem = (over: Partial<TApplicationListItem> = {}): TApplicationListItem =>
  fake(ZApplicationListItem, {
    code_reg: 'SP-123456789',
    type: 'new',
    status: 'draft',
    qualification: 'kecil',
    sub_bidang_count: 3,
    created_at: '2026-11-02T03:00:00.000Z',
    updated_at: '2026-11-03T03:00:00.000Z',
    status_changed_at: '2026-11-03T03:00:00.000Z',
    submitted_at: null,
    invoice: null,
    open_document_requests: 0,
    ...over,
  });

/** The quote of three `kecil` sub-bidang: Rp 3.885.000, as the contract's one fee function computes it. */
export const QUOTE_3 = computeFee(DEFAULT_FEE_SCHEDULE, {
  applicationType: 'new',
  qualification: 'kecil',
  subBidangCount: 3,
});

export const application = (over: Partial<TApplication> = {}): TApplication =>
  fake(ZApplication, {
    code_reg: 'SP-123456789',
    type: 'new',
    status: 'draft',
    qualification: 'kecil',
    certificate_uuid: null,
    akta_pendirian_notaris: 'Notaris Budi',
    akta_pendirian_nomor: '12',
    akta_pendirian_tanggal: '2015-03-04',
    akta_perubahan_notaris: null,
    akta_perubahan_nomor: null,
    akta_perubahan_tanggal: null,
    sk_kemenkumham_nomor: null,
    sk_kemenkumham_tanggal: null,
    nib_date: null,
    notes: null,
    rejection_reason: null,
    created_at: '2026-11-02T03:00:00.000Z',
    updated_at: '2026-11-03T03:00:00.000Z',
    status_changed_at: '2026-11-03T03:00:00.000Z',
    submitted_at: null,
    decided_at: null,
    company: { companyId: 7, name: 'PT Maju Jaya', business_entity_type: 'PT' },
    sub_bidang: ['KO001', 'KO002', 'PB001'].map((c) => {
      const { description: _d, is_active: _a, ...rest } = subBidang(c, c.slice(0, 2));
      return rest;
    }),
    documents: [],
    missing_fields: ['skKemenkumhamNomor', 'skKemenkumhamTanggal', 'nibDate'],
    missing_documents: ['neraca_tahun_terakhir', 'surat_permohonan_subbidang'],
    fee_quote: QUOTE_3,
    invoice: null,
    document_requests: [],
    timeline: [
      {
        name: 'create',
        from_status: null,
        to_status: 'draft',
        at: '2026-11-02T03:00:00.000Z',
        note: null,
        actor: { name: 'Budi', role: 'user' },
      },
    ],
    certificate: null,
    ...over,
  });
