import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInviteMemberRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

/** Company staff (docs/business-rules.md#company-staff): the members' list, the owner's invite and remove. */
export const memberKeys = { all: ['company-members'] as const };

/** GET company/members/list.php: the owner first, then the staff by name. */
export const useCompanyMembers = () =>
  useQuery({ queryKey: memberKeys.all, queryFn: ({ signal }) => apiGet('company/members/list.php', { signal }) });

/** POST company/members/invite.php (the owner): the form shows field errors itself. */
export function useInviteMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteMemberRequest) => apiPost('company/members/invite.php', body),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

/** POST company/members/remove.php (the owner): the staff member's sessions end at once. */
export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiPost('company/members/remove.php', { uuid }),
    onSuccess: () => qc.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
