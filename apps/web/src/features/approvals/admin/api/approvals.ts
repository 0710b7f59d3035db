import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDecideApprovalRequest, TWithdrawApprovalRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { MENU_COUNTS_KEY } from '@/features/menu-counts';

type TQuery = Record<string, string | number>;

export const approvalKeys = {
  all: ['admin', 'approvals'] as const,
  list: (query: TQuery) => [...approvalKeys.all, 'list', query] as const,
};

/** GET admin/approvals/list.php: status, scope (`all`, `mine`, `to_decide`), action, q, paging. */
export const useApprovals = (query: TQuery) =>
  useQuery({
    queryKey: approvalKeys.list(query),
    queryFn: ({ signal }) => apiGet('admin/approvals/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** A decision or a withdrawal moves the queue and the menu's badge. */
function useApprovalMutation<B>(run: (body: B) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: approvalKeys.all }),
        qc.invalidateQueries({ queryKey: MENU_COUNTS_KEY }),
      ]),
  });
}

/** POST admin/approvals/decide.php: approve (the action is carried out) or reject, with a reason. */
export const useDecideApproval = () =>
  useApprovalMutation((body: TDecideApprovalRequest) => apiPost('admin/approvals/decide.php', body));

/** POST admin/approvals/withdraw.php: the requester's own, while it waits. */
export const useWithdrawApproval = () =>
  useApprovalMutation((body: TWithdrawApprovalRequest) => apiPost('admin/approvals/withdraw.php', body));
