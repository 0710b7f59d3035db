import { DOCUMENT_STATUSES } from '@portal/contract/constants';
import { REGISTRATION_DOCUMENT_TYPES } from '@portal/contract';
import { isIsoDate } from '@/lib/admin/list-filters';

/** A company id as the server takes it (ZAdminDocumentListQuery): a positive 32-bit integer. */
export const isCompanyId = (v: string) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647;

/** `current=true` limits the list to the current uploads (history left out). */
export const CURRENT_ONLY = 'true';

export const DOCUMENT_LIST_FILTERS = {
  document_type: REGISTRATION_DOCUMENT_TYPES,
  status: DOCUMENT_STATUSES,
  company_id: isCompanyId,
  current: [CURRENT_ONLY],
  from: isIsoDate,
  to: isIsoDate,
};
export type TDocumentListFilter = keyof typeof DOCUMENT_LIST_FILTERS;
