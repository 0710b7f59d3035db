import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type TAdminUserListParams = Record<string, string | number>;

export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: TAdminUserListParams) => ['admin', 'users', 'list', query] as const,
  detail: (uuid: string) => ['admin', 'users', 'detail', uuid] as const,
};

/** GET admin/users/list.php (docs/business-rules.md#lists): page, per_page, q, status, role, sort. */
export const getAdminUsers = (query: TAdminUserListParams, signal?: AbortSignal) =>
  apiGet('admin/users/list.php', { query, signal, noCache: true });

export const adminUsersQueryOptions = (query: TAdminUserListParams) =>
  queryOptions({
    queryKey: adminUsersKeys.list(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: TAdminUserListParams) => useQuery(adminUsersQueryOptions(query));
