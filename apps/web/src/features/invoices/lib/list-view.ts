import { INVOICE_SORTS } from '@portal/contract';
import { INVOICE_STATUSES } from '@portal/contract/constants';

/** The filters of Transaksi, kept in the URL (use-list-params). */
export const INVOICE_LIST_FILTERS = { status: INVOICE_STATUSES, sort: INVOICE_SORTS };
export type TInvoiceListFilter = keyof typeof INVOICE_LIST_FILTERS;
