import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminCompaniesKeys, type TListQueryParams } from './keys';

/** GET admin/companies/list.php: page, per_page, q (name, NPWP, NIB), status, sort. */
export const getAdminCompanies = (query: TListQueryParams, signal?: AbortSignal) =>
  apiGet('admin/companies/list.php', { query, signal, noCache: true });

export const adminCompaniesQueryOptions = (query: TListQueryParams) =>
  queryOptions({
    queryKey: adminCompaniesKeys.list(query),
    queryFn: ({ signal }) => getAdminCompanies(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (query: TListQueryParams) => useQuery(adminCompaniesQueryOptions(query));
