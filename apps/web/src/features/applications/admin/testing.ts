import {
  type TAdminApplicationListItem,
  type TAdminDocument,
  type TAdminDocumentRequestListItem,
  type TApplication,
  type TDocumentRequest,
  type TInvoiceSummary,
  ZAdminApplicationListItem,
  ZAdminDocument,
  ZAdminDocumentRequestListItem,
  ZApplication,
  ZDocumentRequest,
  ZInvoiceSummary,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { apiPath } from '@portal/contract/constants';

/** Test-only builders of the admin application screens' data. */
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeProof(n: number, over: Partial<TAdminDocument> = {}): TAdminDocument {
  const uuid = uuidOf(9000 + n);
  return fake(ZAdminDocument, {
    uuid,
    document_type: 'bukti_transfer',
    category: 'payment_proof',
    status: 'uploaded',
    original_name: `bukti-${n}.jpg`,
    file_size: 120_000,
    mime_type: 'image/jpeg',
    sha256: 'c'.repeat(64),
    uploaded_at: '2026-11-20T02:00:00.000Z',
    review_note: null,
    file_url: `${apiPath('documents/download.php')}?uuid=${uuid}`,
    is_current: true,
    reviewed_at: null,
    company_id: n,
    company_name: `PT Antre ${n}`,
    admin_file_url: `${apiPath('admin/documents/get_document.php')}?uuid=${uuid}`,
    ...over,
  });
}

export const listOf = <T>(items: T[], total = items.length, perPage = 20) => ({
  items,
  page: 1,
  per_page: perPage,
  total,
});

export function makeInvoiceSummary(over: Partial<TInvoiceSummary> = {}): TInvoiceSummary {
  return fake(ZInvoiceSummary, {
    uuid_invoice: uuidOf(501),
    transId: 'INV-202611-000501',
    status: 'paid',
    total: 3_885_000,
    issued_at: '2026-11-18T02:00:00.000Z',
    due_date: '2026-12-02',
    paid_at: '2026-11-19T02:00:00.000Z',
    ...over,
  });
}

export function makeRequest(n: number, over: Partial<TDocumentRequest> = {}): TDocumentRequest {
  return fake(ZDocumentRequest, {
    uuid: uuidOf(700 + n),
    code_reg: 'SP-123456789',
    title: `Dokumen tambahan ${n}`,
    description: 'Mohon unggah salinan yang dilegalisasi.',
    due_date: '2026-11-30',
    status: 'open',
    overdue: false,
    created_at: '2026-11-21T02:00:00.000Z',
    fulfilled_at: null,
    fulfilled_document: null,
    cancelled_at: null,
    cancel_reason: null,
    ...over,
  });
}

export const makeRequestRow = (
  n: number,
  over: Partial<TAdminDocumentRequestListItem> = {},
): TAdminDocumentRequestListItem =>
  fake(ZAdminDocumentRequestListItem, {
    ...makeRequest(n),
    company_id: 7,
    company_name: 'PT Contoh Jaya',
    application_status: 'under_review',
    ...over,
  });

export function makeApplicationRow(
  n: number,
  over: Partial<TAdminApplicationListItem> = {},
): TAdminApplicationListItem {
  return fake(ZAdminApplicationListItem, {
    code_reg: `SP-${String(200000000 + n)}`,
    type: 'new',
    status: 'under_review',
    qualification: 'kecil',
    sub_bidang_count: 3,
    created_at: '2026-11-10T02:00:00.000Z',
    updated_at: '2026-11-19T02:00:00.000Z',
    status_changed_at: '2026-11-19T02:00:00.000Z',
    submitted_at: '2026-11-12T02:00:00.000Z',
    invoice: makeInvoiceSummary(),
    open_document_requests: 0,
    company_id: 7,
    company_name: 'PT Contoh Jaya',
    waiting_since: '2026-11-19T02:00:00.000Z',
    ...over,
  });
}

export function makeApplication(over: Partial<TApplication> = {}): TApplication {
  const docUuid = uuidOf(801);
  return fake(ZApplication, {
    code_reg: 'SP-123456789',
    type: 'new',
    status: 'under_review',
    qualification: 'kecil',
    certificate_uuid: null,
    akta_pendirian_notaris: 'Siti Rahma, S.H., M.Kn.',
    akta_pendirian_nomor: '12',
    akta_pendirian_tanggal: '2015-03-02',
    akta_perubahan_notaris: null,
    akta_perubahan_nomor: null,
    akta_perubahan_tanggal: null,
    sk_kemenkumham_nomor: 'AHU-0012345.AH.01.01.2015',
    sk_kemenkumham_tanggal: '2015-03-20',
    nib_date: '2019-07-01',
    notes: 'Mohon diproses.',
    rejection_reason: null,
    created_at: '2026-11-10T02:00:00.000Z',
    updated_at: '2026-11-19T02:00:00.000Z',
    status_changed_at: '2026-11-19T02:00:00.000Z',
    submitted_at: '2026-11-12T02:00:00.000Z',
    decided_at: null,
    company: { companyId: 7, name: 'PT Contoh Jaya', business_entity_type: 'PT' },
    sub_bidang: [
      {
        code: 'BG001',
        bidang_code: 'BG',
        bidang_name: 'Bangunan Gedung',
        name: 'Konstruksi Gedung Hunian',
        kbli_code: '41011',
        kbli_title: 'Konstruksi Gedung Hunian',
        kbli_edition: '2020',
      },
    ],
    documents: [
      {
        uuid: docUuid,
        document_type: 'neraca_tahun_terakhir',
        category: 'sbu_application',
        status: 'uploaded',
        original_name: 'neraca-2025.png',
        file_size: 250_000,
        // An image: happy-dom loads no frames (a PDF would be shown in an iframe).
        mime_type: 'image/png',
        sha256: 'd'.repeat(64),
        uploaded_at: '2026-11-11T02:00:00.000Z',
        review_note: null,
        file_url: `${apiPath('documents/download.php')}?uuid=${docUuid}`,
        admin_file_url: `${apiPath('admin/documents/get_document.php')}?uuid=${docUuid}`,
      },
    ],
    missing_fields: [],
    missing_documents: [],
    fee_quote: null,
    invoice: makeInvoiceSummary(),
    document_requests: [],
    timeline: [],
    certificate: null,
    ...over,
  });
}
