import { computeFee } from '../fees/compute-fee';
import { DEFAULT_FEE_SCHEDULE } from '../fees/default-schedule';
import { fake } from '../testing/fake';
import { ZInvoice, ZInvoiceSummary } from './schemas';

/** An invoice as the server answers it, for the schema tests of invoices and applications: from its schema (fake). */
const quote = computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 3 });
export const UUID = '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10';
export const INVOICE_SUMMARY = fake(ZInvoiceSummary, {
  uuid_invoice: UUID,
  transId: 'INV-202611-000001',
  status: 'pending',
  total: quote.total,
  issued_at: '2026-11-05T02:00:00.000Z',
  due_date: '2026-11-19',
  paid_at: null,
});
export const INVOICE = fake(ZInvoice, {
  ...INVOICE_SUMMARY,
  ...quote,
  ppn_rate_percent: 12,
  ppn_base_ratio: '11/12',
  status_changed_at: '2026-11-05T02:00:00.000Z',
  company: { name: 'PT Maju Jaya', address: 'Jl. Merdeka 1, Jakarta', npwp: '013121660091000' },
  issuer: { name: 'BSKI', address: 'Jl. Gatot Subroto, Jakarta', npwp: null },
  bank_accounts: DEFAULT_FEE_SCHEDULE.bank_accounts,
  payment_reference: 'INV-202611-000001',
  verification_code: '7K3M0Q1Z',
  public_url: '/invoice/INV-202611-000001?code=7K3M0Q1Z',
  pdf_url: `/backend/api/transactions/generate_invoice_pdf.php?uuid_invoice=${UUID}&kind=invoice&mode=view`,
  receipt_url: null,
  last_rejection_note: null,
  cancel_reason: null,
  refund_reason: null,
  status_history: [
    {
      name: 'issue',
      from_status: null,
      to_status: 'pending',
      at: '2026-11-05T02:00:00.000Z',
      note: null,
      actor: { name: 'Budi', role: 'user' },
    },
  ],
  proofs: [],
  application: { code_reg: 'SP-123456789', type: 'new', status: 'submitted' },
});
