import { ADMIN_APPLICATION_SORTS, ADMIN_INVOICE_SORTS, DOCUMENT_REQUEST_SORTS } from '@portal/contract';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  DOCUMENT_REQUEST_STATUSES,
  INVOICE_STATUSES,
} from '@portal/contract/constants';

/** A `YYYY-MM-DD` calendar date that exists (the contract's zBusinessDate). */
export const isIsoDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** Manajemen Permohonan / Perpanjangan (admin/applications/list.php); the renewals screen pins `type`. */
export const APPLICATION_LIST_FILTERS = {
  status: APPLICATION_STATUSES,
  type: APPLICATION_TYPES,
  from: isIsoDate,
  to: isIsoDate,
  sort: ADMIN_APPLICATION_SORTS,
};
export type TApplicationListFilter = keyof typeof APPLICATION_LIST_FILTERS;

/** Manajemen Transaksi (admin/transactions/list.php). */
export const TRANSACTION_LIST_FILTERS = {
  status: INVOICE_STATUSES,
  from: isIsoDate,
  to: isIsoDate,
  sort: ADMIN_INVOICE_SORTS,
};
export type TTransactionListFilter = keyof typeof TRANSACTION_LIST_FILTERS;

/** Permohonan Dokumen (admin/document-requests/list.php). */
export const DOCUMENT_REQUEST_LIST_FILTERS = {
  status: DOCUMENT_REQUEST_STATUSES,
  overdue: ['true', 'false'],
  sort: DOCUMENT_REQUEST_SORTS,
};
export type TDocumentRequestListFilter = keyof typeof DOCUMENT_REQUEST_LIST_FILTERS;

/** A reversed date range is shown beside the dates and not sent (the server would refuse it). */
export function withoutReversedRange<T extends Record<string, string | number>>(query: T): T {
  const { from, to } = query;
  if (typeof from === 'string' && typeof to === 'string' && from > to) {
    const { to: _to, ...rest } = query;
    return rest as T;
  }
  return query;
}

/** Router state a list hands its detail, so "Kembali ke daftar" returns to the same view (docs/decisions/037). */
export interface TListPlace {
  listPath?: string;
}
export const listPathFrom = (state: unknown, fallback: string): string => {
  const path = (state as TListPlace | null)?.listPath;
  return typeof path === 'string' && path.startsWith('/admin/') ? path : fallback;
};
