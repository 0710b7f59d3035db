import { ADMIN_INVOICE_SORTS } from '@portal/contract';
import { INVOICE_STATUSES } from '@portal/contract/constants';
import { isIsoDate } from '@/lib/admin/list-filters';

/** Manajemen Transaksi (admin/transactions/list.php): every invoice. */
export const ADMIN_INVOICE_LIST_FILTERS = {
  status: INVOICE_STATUSES,
  from: isIsoDate,
  to: isIsoDate,
  sort: ADMIN_INVOICE_SORTS,
};
export type TAdminInvoiceListFilter = keyof typeof ADMIN_INVOICE_LIST_FILTERS;
