import { APPLICATION_STATUS, INVOICE_STATUS, type TAdminInvoiceListItem } from '@portal/contract';
import type { TInvoiceAction } from '../api/invoices';

/**
 * What an admin may do with an invoice (docs/business-rules.md#invoice-status): cancel one that
 * is `pending` or `waiting_confirmation`; refund a `paid` one only once its application is
 * rejected. Only these are offered; the server refuses the rest (409).
 */
export function invoiceActions(row: Pick<TAdminInvoiceListItem, 'status' | 'application'>): TInvoiceAction[] {
  const out: TInvoiceAction[] = [];
  if (row.status === INVOICE_STATUS.PENDING || row.status === INVOICE_STATUS.WAITING_CONFIRMATION) out.push('cancel');
  if (row.status === INVOICE_STATUS.PAID && row.application.status === APPLICATION_STATUS.REJECTED) out.push('refund');
  return out;
}
