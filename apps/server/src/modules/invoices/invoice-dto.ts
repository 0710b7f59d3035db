import {
  PPN_BASE_RATIO,
  PPN_RATE_PERCENT,
  invoicePdfUrl,
  publicInvoicePath,
  type TAdminInvoiceListItem,
  type TAdminInvoiceSummary,
  type TPendingApproval,
  type TClaimedBy,
  type TApplicationStatus,
  type TApplicationSubmitResponse,
  type TApplicationType,
  type TInvoice,
  type TInvoiceListItem,
  type TInvoiceStatus,
  type TInvoiceStatusEvent,
  type TInvoiceSummary,
  type TPaymentQueueItem,
  type TPublicInvoice,
  type TApplicantClock,
} from '@portal/contract';
import type { invoices } from '../../db/schema';
import { toStatusEventDto, type JoinedActor, type TimelineEventRow } from '../../lib/status-event';
import { toAdminDocumentDto, toDocumentDto, type DocumentRow } from '../documents';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The application an invoice is for, as the read queries join it. */
export interface InvoiceApplication {
  code_reg: string;
  type: TApplicationType;
  status: TApplicationStatus;
}

/** A row of `invoice_events` with its actor as the history query joins it. */
export interface InvoiceEventRow extends TimelineEventRow<TInvoiceStatus> {
  actorName: JoinedActor['name'];
  actorRole: JoinedActor['role'];
}

/** The invoice's answers, one mapper each (docs/decisions/095). */

/** Since when an invoice waits for someone: `pending` (the company pays), `waiting_confirmation` (an admin checks the proof). */
export const waitingSince = (r: Pick<InvoiceRow, 'status' | 'statusChangedAt'>): string | null =>
  r.status === 'pending' || r.status === 'waiting_confirmation' ? r.statusChangedAt.toISOString() : null;

/** The receipt exists once the invoice was paid (also after a refund): docs/business-rules.md#invoices. */
export const hasReceipt = (status: TInvoiceStatus) => status === 'paid' || status === 'refunded';

export function toInvoiceSummaryDto(
  r: Pick<InvoiceRow, 'uuid' | 'transId' | 'status' | 'total' | 'issuedAt' | 'dueDate' | 'paidAt'>,
): TInvoiceSummary {
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

/** The invoice a submission issued (applications/submit.php). */
export const toIssuedInvoiceDto = (r: InvoiceRow): TApplicationSubmitResponse['invoice'] => ({
  uuid_invoice: r.uuid,
  transId: r.transId,
  total: r.total,
});

export const toInvoiceListItemDto = (r: InvoiceRow, application: InvoiceApplication): TInvoiceListItem => ({
  ...toInvoiceSummaryDto(r),
  application,
});

export const toAdminInvoiceSummaryDto = (r: InvoiceRow, application: InvoiceApplication): TAdminInvoiceSummary => ({
  ...toInvoiceListItemDto(r, application),
  company_id: r.companyId,
  company_name: r.companyName,
  status_changed_at: r.statusChangedAt.toISOString(),
  waiting_since: waitingSince(r),
});

/** A row of Manajemen Transaksi: the summary and the refund that waits for a second administrator, if any. */
export const toAdminInvoiceListItemDto = (
  r: InvoiceRow,
  application: InvoiceApplication,
  pendingApproval: TPendingApproval | null,
): TAdminInvoiceListItem => ({
  ...toAdminInvoiceSummaryDto(r, application),
  pending_approval: pendingApproval,
});

/** A row of the status history: the clerk is named (the company paid and the admin verified by name). */
export const toInvoiceStatusEventDto = (e: InvoiceEventRow): TInvoiceStatusEvent =>
  toStatusEventDto(e, { name: e.actorName, role: e.actorRole });

/** Payment verification's queue: the admin list item, waiting since the proof came, with the newest proof. */
export const toPaymentQueueItemDto = (
  r: InvoiceRow,
  application: InvoiceApplication,
  proof: DocumentRow | undefined,
  claimedBy: TClaimedBy | null,
): TPaymentQueueItem => ({
  ...toAdminInvoiceSummaryDto(r, application),
  waiting_since: r.statusChangedAt.toISOString(),
  proof: proof ? toAdminDocumentDto(proof, r.companyName) : null,
  claimed_by: claimedBy,
});

/**
 * transactions/public.php (docs/business-rules.md#public-invoice): built key by key, nothing of
 * the row spread, so a column added later cannot leak.
 */
export const toPublicInvoiceDto = (r: InvoiceRow): TPublicInvoice => ({
  transId: r.transId,
  status: r.status,
  issued_at: r.issuedAt.toISOString(),
  due_date: r.dueDate,
  paid_at: r.paidAt ? r.paidAt.toISOString() : null,
  company_name: r.companyName,
  lines: r.lines,
  subtotal: r.subtotal,
  dpp: r.dpp,
  ppn: r.ppn,
  total: r.total,
  issuer: { name: r.issuerName, address: r.issuerAddress },
});

/** transactions/detail.php (docs/api.md, Invoices): everything the payment page shows. */
export function toInvoiceDto(
  r: InvoiceRow,
  application: InvoiceApplication,
  events: InvoiceEventRow[],
  proofs: DocumentRow[],
  verificationCode: string,
  clock: TApplicantClock,
  /** An administrator reads: who handles it, and how a bulk verification recorded the payment. */
  admin?: { claimedBy: TClaimedBy | null },
): TInvoice {
  return {
    ...toInvoiceSummaryDto(r),
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
    status_history: events.map(toInvoiceStatusEventDto),
    proofs: proofs.map(toDocumentDto),
    application,
    clock,
    ...(admin && {
      claimed_by: admin.claimedBy,
      bank_reference: r.bankReference,
      statement_line: r.statementLine,
    }),
  };
}
