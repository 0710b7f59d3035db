import {
  PPN_BASE_RATIO,
  PPN_RATE_PERCENT,
  invoicePdfUrl,
  publicInvoicePath,
  type TAdminInvoiceListItem,
  type TApplicationStatus,
  type TApplicationType,
  type TInvoice,
  type TInvoiceListItem,
  type TInvoiceStatus,
  type TInvoiceStatusEvent,
  type TInvoiceSummary,
  type TRole,
} from '@portal/contract';
import type { invoices } from '../../db/schema';
import { toDocumentDto, type DocumentRow } from '../documents';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The application an invoice is for, as the read queries join it. */
export interface InvoiceApplication {
  code_reg: string;
  type: TApplicationType;
  status: TApplicationStatus;
}

export interface InvoiceEventRow {
  name: string;
  fromStatus: TInvoiceStatus | null;
  toStatus: TInvoiceStatus;
  at: Date;
  note: string | null;
  actorName: string | null;
  actorRole: TRole | null;
}

/** Since when an invoice waits for someone: `pending` (the company pays), `waiting_confirmation` (an admin checks the proof). */
export const waitingSince = (r: Pick<InvoiceRow, 'status' | 'statusChangedAt'>): string | null =>
  r.status === 'pending' || r.status === 'waiting_confirmation' ? r.statusChangedAt.toISOString() : null;

/** The receipt exists once the invoice was paid (also after a refund): docs/business-rules.md#invoices. */
export const hasReceipt = (status: TInvoiceStatus) => status === 'paid' || status === 'refunded';

export function toInvoiceSummary(r: InvoiceRow): TInvoiceSummary {
  return {
    uuid_invoice: r.uuid,
    transId: r.transId,
    status: r.status,
    total: r.total,
    issued_at: r.issuedAt.toISOString(),
    due_date: r.dueDate,
    paid_at: r.paidAt ? r.paidAt.toISOString() : null,
  };
}

export const toInvoiceListItem = (r: InvoiceRow, application: InvoiceApplication): TInvoiceListItem => ({
  ...toInvoiceSummary(r),
  application,
});

export const toAdminInvoiceListItem = (r: InvoiceRow, application: InvoiceApplication): TAdminInvoiceListItem => ({
  ...toInvoiceListItem(r, application),
  company_id: r.companyId,
  company_name: r.companyName,
  status_changed_at: r.statusChangedAt.toISOString(),
  waiting_since: waitingSince(r),
});

const toStatusEvent = (e: InvoiceEventRow): TInvoiceStatusEvent => ({
  name: e.name,
  from_status: e.fromStatus,
  to_status: e.toStatus,
  at: e.at.toISOString(),
  note: e.note,
  actor: e.actorName !== null && e.actorRole !== null ? { name: e.actorName, role: e.actorRole } : null,
});

/** transactions/detail.php (docs/api.md, Invoices): everything the payment page shows. */
export function toInvoiceDetail(
  r: InvoiceRow,
  application: InvoiceApplication,
  events: InvoiceEventRow[],
  proofs: DocumentRow[],
  verificationCode: string,
): TInvoice {
  return {
    ...toInvoiceSummary(r),
    lines: r.lines,
    subtotal: r.subtotal,
    dpp: r.dpp,
    ppn: r.ppn,
    ppn_rate_percent: PPN_RATE_PERCENT,
    ppn_base_ratio: PPN_BASE_RATIO,
    status_changed_at: r.statusChangedAt.toISOString(),
    company: { name: r.companyName, address: r.companyAddress, npwp: r.companyNpwp },
    issuer: { name: r.issuerName, address: r.issuerAddress, npwp: r.issuerNpwp },
    bank_accounts: r.bankAccounts.map((b) => ({
      bank_name: b.bank_name,
      account_number: b.account_number,
      account_holder: b.account_holder,
    })),
    payment_reference: r.transId,
    verification_code: verificationCode,
    public_url: publicInvoicePath(r.transId, verificationCode),
    pdf_url: invoicePdfUrl(r.uuid),
    receipt_url: hasReceipt(r.status) ? invoicePdfUrl(r.uuid, 'receipt') : null,
    last_rejection_note: r.lastRejectionNote,
    cancel_reason: r.cancelReason,
    refund_reason: r.refundReason,
    status_history: events.map(toStatusEvent),
    proofs: proofs.map(toDocumentDto),
    application,
  };
}
