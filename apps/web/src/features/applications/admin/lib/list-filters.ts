import { ADMIN_APPLICATION_SORTS, DOCUMENT_REQUEST_SORTS } from '@portal/contract';
import { APPLICATION_STATUSES, APPLICATION_TYPES, DOCUMENT_REQUEST_STATUSES } from '@portal/contract/constants';
import { isIsoDate } from '@/lib/admin/list-filters';

/** Manajemen Permohonan / Perpanjangan (admin/applications/list.php); the renewals screen pins `type`. */
export const APPLICATION_LIST_FILTERS = {
  status: APPLICATION_STATUSES,
  type: APPLICATION_TYPES,
  from: isIsoDate,
  to: isIsoDate,
  sort: ADMIN_APPLICATION_SORTS,
};
export type TApplicationListFilter = keyof typeof APPLICATION_LIST_FILTERS;

/** Permohonan Dokumen (admin/document-requests/list.php). */
export const DOCUMENT_REQUEST_LIST_FILTERS = {
  status: DOCUMENT_REQUEST_STATUSES,
  overdue: ['true', 'false'],
  // `checked=false` with `status=fulfilled`: the answered-requests queue (docs/business-rules.md#queues).
  checked: ['true', 'false'],
  sort: DOCUMENT_REQUEST_SORTS,
};
export type TDocumentRequestListFilter = keyof typeof DOCUMENT_REQUEST_LIST_FILTERS;
