import {
  type TAdminDocument,
  type TAdminInvoiceListItem,
  type TPaymentQueueItem,
  ZAdminDocument,
  ZAdminInvoiceListItem,
  ZPaymentQueueItem,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { apiPath } from '@portal/contract/constants';

/** Test-only builders of the invoice screens' data (Manajemen Transaksi, Verifikasi Pembayaran). */
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

export function makeInvoiceRow(n: number, over: Partial<TAdminInvoiceListItem> = {}): TAdminInvoiceListItem {
  return fake(ZAdminInvoiceListItem, {
    uuid_invoice: uuidOf(n),
    transId: `INV-202611-${String(n).padStart(6, '0')}`,
    status: 'waiting_confirmation',
    total: 3_885_000,
    issued_at: '2026-11-18T02:00:00.000Z',
    due_date: '2026-12-02',
    paid_at: null,
    application: { code_reg: `SP-${String(100000000 + n)}`, type: 'new', status: 'submitted' },
    company_id: n,
    company_name: `PT Antre ${n}`,
    status_changed_at: '2026-11-20T02:00:00.000Z',
    waiting_since: '2026-11-20T02:00:00.000Z',
    pending_approval: null,
    ...over,
  });
}

export const makeQueueItem = (n: number, over: Partial<TPaymentQueueItem> = {}): TPaymentQueueItem =>
  fake(ZPaymentQueueItem, {
    ...makeInvoiceRow(n),
    waiting_since: '2026-11-20T02:00:00.000Z',
    proof: makeProof(n),
    ...over,
  });

export const listOf = <T>(items: T[], total = items.length, perPage = 20) => ({
  items,
  page: 1,
  per_page: perPage,
  total,
});
