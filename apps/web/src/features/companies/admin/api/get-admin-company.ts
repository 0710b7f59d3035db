import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminCompaniesKeys } from './keys';

/** GET admin/companies/detail.php?id= → company, its user, every document (history too), required types. */
export const getAdminCompany = (id: number, signal?: AbortSignal) =>
  apiGet('admin/companies/detail.php', { query: { id }, signal, noCache: true });

export const adminCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCompaniesKeys.detail(id),
    queryFn: ({ signal }) => getAdminCompany(id, signal),
    // Review decisions need fresh data: always refetched when the page opens.
    staleTime: 0,
  });

export const useAdminCompany = (id: number) => useQuery({ ...adminCompanyQueryOptions(id), enabled: id > 0 });
