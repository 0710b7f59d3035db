import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVerifyPaymentRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { invalidateWorkflowViews, workflowKeys, type TQueryParams } from './keys';

/** GET admin/payments/queue.php: invoices waiting for confirmation, oldest proof first. */
export const getPaymentQueue = (query: TQueryParams, signal?: AbortSignal) =>
  apiGet('admin/payments/queue.php', { query, signal, noCache: true });

export const usePaymentQueue = (query: TQueryParams) =>
  useQuery({
    queryKey: workflowKeys.paymentQueue(query),
    queryFn: ({ signal }) => getPaymentQueue(query, signal),
    placeholderData: keepPreviousData,
  });

/** POST admin/payments/verify.php: verify, or reject with a note (docs/business-rules.md#payment-verification). */
export const verifyPayment = (body: TVerifyPaymentRequest) => apiPost('admin/payments/verify.php', body);

/** Refusals (409: already decided, rejected meanwhile) are shown by the caller. */
export function useVerifyPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    meta: { silent: true },
    onSettled: () => invalidateWorkflowViews(qc),
  });
}
