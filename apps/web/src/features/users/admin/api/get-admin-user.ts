import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminUsersKeys } from './get-admin-users';

/** GET admin/users/detail.php?uuid= */
export const getAdminUser = (uuid: string, signal?: AbortSignal) =>
  apiGet('admin/users/detail.php', { query: { uuid }, signal, noCache: true });

export const adminUserQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: adminUsersKeys.detail(uuid), queryFn: ({ signal }) => getAdminUser(uuid, signal) });

export const useAdminUser = (uuid: string | null) =>
  useQuery({ ...adminUserQueryOptions(uuid ?? ''), enabled: !!uuid });
