import { APPLICATION_STATUS, INVOICE_STATUS, type TAdminInvoiceListItem } from '@portal/contract';
import type { TInvoiceAction } from '../api/invoices';

/**
 * What an admin may do with an invoice (docs/business-rules.md#invoice-status): cancel one that
 * is `pending` or `waiting_confirmation`; refund a `paid` one only once its application is
 * rejected. Only these are offered; the server refuses the rest (409).
 */
export function invoiceActions(
  row: Pick<TAdminInvoiceListItem, 'status' | 'application' | 'pending_approval'>,
): TInvoiceAction[] {
  const out: TInvoiceAction[] = [];
  if (row.status === INVOICE_STATUS.PENDING || row.status === INVOICE_STATUS.WAITING_CONFIRMATION) out.push('cancel');
  // A refund already waiting for a second administrator is not offered again (the server would answer 409).
  if (
    row.status === INVOICE_STATUS.PAID &&
    row.application.status === APPLICATION_STATUS.REJECTED &&
    row.pending_approval === null
  )
    out.push('refund');
  return out;
}
