import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVerifyPaymentRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import type { TQueryParams } from '../../api/keys';
import { adminInvoiceKeys, invalidateInvoiceViews } from './keys';

/** GET admin/payments/queue.php: invoices waiting for confirmation, oldest proof first. */
export const getVerificationQueue = (query: TQueryParams, signal?: AbortSignal) =>
  apiGet('admin/payments/queue.php', { query, signal, noCache: true });

export const useVerificationQueue = (query: TQueryParams) =>
  useQuery({
    queryKey: adminInvoiceKeys.queue(query),
    queryFn: ({ signal }) => getVerificationQueue(query, signal),
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
    onSettled: () => invalidateInvoiceViews(qc),
  });
}
