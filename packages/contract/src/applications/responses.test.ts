import { describe, expect, it } from 'vitest';
import { computeFee } from '../fees/compute-fee';
import { DEFAULT_FEE_SCHEDULE } from '../fees/default-schedule';
import { INVOICE_SUMMARY } from '../invoices/fixtures.test-data';
import { ZAdminApplicationListItem } from './admin';
import { fake } from '../testing/fake';
import { ZApplication, ZApplicationListItem, ZApplicationSubmitResponse } from './schemas';

/** A draft as the server answers it: from the contract's schema (fake), with the values the tests read. */
const DRAFT = fake(ZApplication, {
  code_reg: 'SP-123456789',
  type: 'new',
  status: 'draft',
  qualification: 'kecil',
  certificate_uuid: null,
  akta_pendirian_notaris: 'Notaris Siti, S.H.',
  akta_pendirian_nomor: '12',
  akta_pendirian_tanggal: '2015-03-02',
  akta_perubahan_notaris: null,
  akta_perubahan_nomor: null,
  akta_perubahan_tanggal: null,
  sk_kemenkumham_nomor: null,
  sk_kemenkumham_tanggal: null,
  nib_date: '2019-07-01',
  notes: null,
  rejection_reason: null,
  created_at: '2026-11-05T02:00:00.000Z',
  updated_at: '2026-11-05T02:00:00.000Z',
  status_changed_at: '2026-11-05T02:00:00.000Z',
  submitted_at: null,
  decided_at: null,
  company: { companyId: 1, name: 'PT Maju Jaya', business_entity_type: 'PT' },
  sub_bidang: [
    {
      code: 'PB001',
      name: 'Agen',
      bidang_code: 'PB',
      bidang_name: 'Perdagangan Besar',
      kbli_code: '46100',
      kbli_title: 'PERDAGANGAN',
      kbli_edition: '2020',
    },
  ],
  documents: [],
  missing_fields: ['skKemenkumhamNomor', 'skKemenkumhamTanggal'],
  missing_documents: ['neraca_tahun_terakhir', 'surat_permohonan_subbidang'],
  fee_quote: computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 1 }),
  invoice: null,
  document_requests: [],
  timeline: [
    {
      name: 'create',
      from_status: null,
      to_status: 'draft',
      at: '2026-11-05T02:00:00.000Z',
      note: null,
      actor: { name: 'Budi', role: 'user' },
    },
  ],
  certificate: null,
});

describe('application responses', () => {
  it('detail: a draft with its quote, what is missing and its timeline', () => {
    expect(ZApplication.parse(DRAFT)).toEqual(DRAFT);
    expect(ZApplication.safeParse({ ...DRAFT, status: 'pending' }).success).toBe(false);
    expect(
      ZApplication.safeParse({ ...DRAFT, timeline: [{ ...DRAFT.timeline[0], actor: { name: 'x', role: 'owner' } }] })
        .success,
    ).toBe(false);
  });

  it('submit: the application and the new invoice', () => {
    const body = {
      application: { ...DRAFT, status: 'submitted', fee_quote: null, invoice: INVOICE_SUMMARY },
      invoice: { uuid_invoice: INVOICE_SUMMARY.uuid_invoice, transId: INVOICE_SUMMARY.transId, total: 3_885_000 },
    };
    expect(ZApplicationSubmitResponse.parse(body)).toEqual(body);
    expect(
      ZApplicationSubmitResponse.safeParse({ ...body, invoice: { ...body.invoice, transId: undefined } }).success,
    ).toBe(false);
  });

  it('list items: company list, and the admin list with company and waiting_since', () => {
    const item = fake(ZApplicationListItem, {
      code_reg: 'SP-123456789',
      type: 'renewal',
      status: 'submitted',
      qualification: 'besar',
      sub_bidang_count: 2,
      created_at: DRAFT.created_at,
      updated_at: DRAFT.updated_at,
      status_changed_at: DRAFT.status_changed_at,
      submitted_at: DRAFT.created_at,
      invoice: INVOICE_SUMMARY,
      open_document_requests: 0,
    });
    expect(ZApplicationListItem.parse(item)).toEqual(item);
    const admin = {
      ...item,
      company_id: 1,
      company_name: 'PT Maju Jaya',
      waiting_since: DRAFT.status_changed_at,
      claimed_by: null,
    };
    expect(ZAdminApplicationListItem.parse(admin)).toEqual(admin);
    expect(ZAdminApplicationListItem.safeParse({ ...admin, company_name: undefined }).success).toBe(false);
  });
});
