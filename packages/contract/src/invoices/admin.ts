import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { V } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import {
  checkDateRange,
  csrfBody,
  dateRangeQuery,
  exportFormatQuery,
  requireNoteToReject,
  zOptionalNote,
  zReason,
  zUuid,
} from '../common/workflow-fields';
import { ZAdminDocument } from '../documents/schemas';
import { INVOICE_STATUSES } from '../statuses';
import { ZInvoiceListItem, ZInvoiceResponse } from './schemas';
import { ZPendingApproval, fourEyesResponse } from '../approvals/schemas';
import { zClaimedBy } from '../queue/schemas';

export const ADMIN_INVOICE_SORTS = ['newest', 'oldest', 'due_date', 'waiting'] as const;

/**
 * GET admin/transactions/list.php: every invoice; `q` over transId and company name; `from` /
 * `to` over the issue date (WIB, both included); `waiting` sorts by the time in the current
 * status, longest first.
 */
const adminInvoiceFilter = ZListQuery.extend({
  status: optionalFilter(z.enum(INVOICE_STATUSES, { error: V.invalid })),
  ...dateRangeQuery,
  sort: optionalFilter(z.enum(ADMIN_INVOICE_SORTS, { error: V.invalid })),
});
export const ZAdminInvoiceListQuery = adminInvoiceFilter.superRefine(checkDateRange);
export type TAdminInvoiceListQuery = z.output<typeof ZAdminInvoiceListQuery>;
/** GET admin/transactions/export.php: the list's filter, CSV by default or `format=xlsx`. */
export const ZAdminInvoiceExportQuery = adminInvoiceFilter.extend(exportFormatQuery).superRefine(checkDateRange);
export type TAdminInvoiceExportQuery = z.output<typeof ZAdminInvoiceExportQuery>;

/** An invoice as the admin lists (and the export) show it. */
export const ZAdminInvoiceSummary = ZInvoiceListItem.extend({
  company_id: z.number().int(),
  company_name: z.string(),
  status_changed_at: z.string(),
  /** Since when the invoice waits for someone (`pending`: the company; `waiting_confirmation`: an admin); null otherwise. */
  waiting_since: z.string().nullable(),
});
export type TAdminInvoiceSummary = z.infer<typeof ZAdminInvoiceSummary>;
/** A row of Manajemen Transaksi: the summary and the refund waiting for a second administrator, if any. */
export const ZAdminInvoiceListItem = ZAdminInvoiceSummary.extend({
  pending_approval: ZPendingApproval.nullable(),
});
export type TAdminInvoiceListItem = z.infer<typeof ZAdminInvoiceListItem>;
export const ZAdminInvoiceListResponse = listResult(ZAdminInvoiceListItem);

/** GET admin/payments/queue.php: invoices `waiting_confirmation`, oldest proof first; `q` over transId and company. */
export const ZPaymentQueueQuery = ZListQuery.omit({ status: true, sort: true });
export type TPaymentQueueQuery = z.output<typeof ZPaymentQueueQuery>;
export const ZPaymentQueueItem = ZAdminInvoiceSummary.extend({
  waiting_since: z.string(),
  /** The proof to check: the newest one uploaded for the invoice. */
  proof: ZAdminDocument.nullable(),
  /** Who is handling it now (docs/business-rules.md#claiming). */
  claimed_by: zClaimedBy,
});
export type TPaymentQueueItem = z.infer<typeof ZPaymentQueueItem>;
export const ZPaymentQueueResponse = listResult(ZPaymentQueueItem);

export const PAYMENT_DECISIONS = ['verify', 'reject'] as const;
export type TPaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/** POST admin/payments/verify.php: exactly once (docs/business-rules.md#payment-verification); a note is required to reject. → ZInvoiceResponse */
export const ZVerifyPaymentRequest = z
  .object({
    uuid_invoice: zUuid,
    decision: z.enum(PAYMENT_DECISIONS, { error: V.invalid }),
    note: zOptionalNote,
    ...csrfBody,
  })
  .strict()
  .superRefine(requireNoteToReject);
export type TVerifyPaymentRequest = z.input<typeof ZVerifyPaymentRequest>;

/** POST admin/transactions/refund.php and cancel.php: the reason is required. → ZInvoiceResponse */
export const ZInvoiceReasonRequest = z.object({ uuid_invoice: zUuid, reason: zReason, ...csrfBody }).strict();
export type TInvoiceReasonRequest = z.input<typeof ZInvoiceReasonRequest>;
export const ZRefundInvoiceRequest = ZInvoiceReasonRequest;
export const ZCancelInvoiceRequest = ZInvoiceReasonRequest;
/** POST admin/transactions/refund.php: the refunded invoice (200), or 202 `{ approval }` while it waits for a second administrator. */
export const ZRefundInvoiceResponse = fourEyesResponse(ZInvoiceResponse);
export type TRefundInvoiceResponse = z.infer<typeof ZRefundInvoiceResponse>;
