import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TAdminDocumentRequestListItem, TAdminInvoiceListItem, TInvoiceReasonRequest, TInvoiceResponse, TListResult } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { invalidateWorkflowViews, workflowKeys, type TQueryParams } from './keys';

/** GET admin/document-requests/list.php: status, overdue, q, sort. */
export const useAdminDocumentRequests = (query: TQueryParams) =>
  useQuery({
    queryKey: workflowKeys.documentRequests(query),
    queryFn: ({ signal }) => apiGet<TListResult<TAdminDocumentRequestListItem>>(API.adminDocumentRequestsList, { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET admin/transactions/list.php: status, from/to (issue date, WIB), q, sort. */
export const useAdminTransactions = (query: TQueryParams) =>
  useQuery({
    queryKey: workflowKeys.transactions(query),
    queryFn: ({ signal }) => apiGet<TListResult<TAdminInvoiceListItem>>(API.adminTransactionsList, { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

export type TInvoiceAction = 'cancel' | 'refund';
const ACTION_PATHS: Record<TInvoiceAction, string> = { cancel: API.adminTransactionsCancel, refund: API.adminTransactionsRefund };

/** POST admin/transactions/cancel.php or refund.php with a reason (docs/business-rules.md#invoice-status). */
export function useInvoiceAction(action: TInvoiceAction) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvoiceReasonRequest) => apiPost<TInvoiceResponse>(ACTION_PATHS[action], body),
    meta: { silent: true },
    onSettled: () => invalidateWorkflowViews(qc),
  });
}
