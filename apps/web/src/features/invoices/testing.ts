import {
  computeFee,
  DEFAULT_FEE_SCHEDULE,
  type TInvoice,
  type TInvoiceListItem,
  ZInvoice,
  ZInvoiceListItem,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';

/** Test-only: fixtures of the invoice endpoints, as the contract shapes them. */
export const UUID_INV = '4c1f2a3b-1111-4222-8333-944445555666';
const QUOTE = computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 3 });

export const invoiceItem = (over: Partial<TInvoiceListItem> = {}): TInvoiceListItem =>
  fake(ZInvoiceListItem, {
    uuid_invoice: UUID_INV,
    transId: 'INV-202611-000007',
    status: 'pending',
    total: 3_885_000,
    issued_at: '2026-11-03T03:00:00.000Z',
    due_date: '2026-11-17',
    paid_at: null,
    application: { code_reg: 'SP-123456789', type: 'new', status: 'submitted' },
    ...over,
  });

export const invoice = (over: Partial<TInvoice> = {}): TInvoice =>
  fake(ZInvoice, {
    ...invoiceItem(),
    ...QUOTE,
    ppn_rate_percent: 12,
    ppn_base_ratio: '11/12',
    status_changed_at: '2026-11-03T03:00:00.000Z',
    company: { name: 'PT Maju Jaya', address: 'Jl. Sudirman 1, Jakarta', npwp: '013121660091000' },
    issuer: { name: 'LSBU BSKI', address: 'Jl. Gatot Subroto 2, Jakarta', npwp: '012345678901000' },
    bank_accounts: [{ bank_name: 'Bank Mandiri', account_number: '1230004567890', account_holder: 'LSBU BSKI' }],
    payment_reference: 'INV-202611-000007',
    verification_code: 'K7M2Q9XA',
    public_url: '/invoice/INV-202611-000007?code=K7M2Q9XA',
    pdf_url: `/backend/api/transactions/generate_invoice_pdf.php?uuid_invoice=${UUID_INV}&kind=invoice&mode=view`,
    receipt_url: null,
    last_rejection_note: null,
    cancel_reason: null,
    refund_reason: null,
    status_history: [
      {
        name: 'issue',
        from_status: null,
        to_status: 'pending',
        at: '2026-11-03T03:00:00.000Z',
        note: null,
        actor: { name: 'Budi', role: 'user' },
      },
    ],
    proofs: [],
    application: { code_reg: 'SP-123456789', type: 'new', status: 'submitted' },
    ...over,
  });
