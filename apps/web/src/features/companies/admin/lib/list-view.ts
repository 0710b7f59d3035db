import { ADMIN_COMPANY_SORTS } from '@portal/contract';
import { COMPANY_STATUSES } from '@portal/contract/constants';

/**
 * Manajemen Perusahaan opens on the verification queue (docs/business-rules.md#verification-queue):
 * `in_review`, oldest submission first. `view=all` shows every company with the status filter
 * and the sorts; both views keep their state in the URL.
 */
export const COMPANY_LIST_FILTERS = { view: ['all'], status: COMPANY_STATUSES, sort: ADMIN_COMPANY_SORTS };
export type TCompanyListFilter = keyof typeof COMPANY_LIST_FILTERS;

export const QUEUE_FILTER = { status: 'in_review', sort: 'waiting' } as const;

/** The list endpoint's query for a view: the queue pins status and order; `view` itself stays in the browser. */
export function companyListQuery<T extends Record<string, string | number>>(
  query: T,
  isQueue: boolean,
): Record<string, string | number> {
  const { view: _view, ...rest } = query;
  return isQueue ? { ...rest, ...QUEUE_FILTER } : rest;
}

/** Router state a list link hands its detail, so "Kembali ke daftar" returns to the same view. */
export interface TListPlace {
  listSearch?: string;
}
export const listPathFrom = (state: unknown): string => {
  const search = (state as TListPlace | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/admin/companies${search}` : '/admin/companies';
};
