import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvoiceReasonRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { invalidateWorkflowViews, workflowKeys, type TQueryParams } from './keys';

/** GET admin/document-requests/list.php: status, overdue, q, sort. */
export const useAdminDocumentRequests = (query: TQueryParams) =>
  useQuery({
    queryKey: workflowKeys.documentRequests(query),
    queryFn: ({ signal }) => apiGet('admin/document-requests/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET admin/transactions/list.php: status, from/to (issue date, WIB), q, sort. */
export const useAdminTransactions = (query: TQueryParams) =>
  useQuery({
    queryKey: workflowKeys.transactions(query),
    queryFn: ({ signal }) => apiGet('admin/transactions/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

export type TInvoiceAction = 'cancel' | 'refund';
const ACTION_PATHS = {
  cancel: 'admin/transactions/cancel.php',
  refund: 'admin/transactions/refund.php',
} as const satisfies Record<TInvoiceAction, string>;

/** POST admin/transactions/cancel.php or refund.php with a reason (docs/business-rules.md#invoice-status). */
export function useInvoiceAction(action: TInvoiceAction) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvoiceReasonRequest) => apiPost(ACTION_PATHS[action], body),
    meta: { silent: true },
    onSettled: () => invalidateWorkflowViews(qc),
  });
}
