import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInviteAdminRequest, TUpdateAdminRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

type TQuery = Record<string, string | number>;

export const adminAccountKeys = {
  all: ['admin', 'admins'] as const,
  list: (query: TQuery) => [...adminAccountKeys.all, 'list', query] as const,
};

/** GET admin/admins/list.php: status, role, sort, q, paging (super admins). */
export const useAdminAccounts = (query: TQuery) =>
  useQuery({
    queryKey: adminAccountKeys.list(query),
    queryFn: ({ signal }) => apiGet('admin/admins/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

function useAdminMutation<B, R>(run: (body: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: adminAccountKeys.all }),
  });
}

/** POST admin/admins/invite.php: `email`, `name`, `roles`; the invitee is mailed a link. */
export const useInviteAdmin = () =>
  useAdminMutation((body: TInviteAdminRequest) => apiPost('admin/admins/invite.php', body));

/** POST admin/admins/update.php: roles, disabled (with a reason) or reset_mfa. */
export const useUpdateAdmin = () =>
  useAdminMutation((body: TUpdateAdminRequest) => apiPost('admin/admins/update.php', body));
