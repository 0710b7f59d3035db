import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInvoiceReasonRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import type { TQueryParams } from '../../api/keys';
import { adminInvoiceKeys, invalidateInvoiceViews } from './keys';

/** GET admin/transactions/list.php: status, from/to (issue date, WIB), q, sort. */
export const useAdminInvoices = (query: TQueryParams) =>
  useQuery({
    queryKey: adminInvoiceKeys.list(query),
    queryFn: ({ signal }) => apiGet('admin/transactions/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET transactions/detail.php as an admin: the invoice with its proofs (newest first). */
export const useInvoiceDetail = (uuid: string | null) =>
  useQuery({
    queryKey: adminInvoiceKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) =>
      apiGet('transactions/detail.php', { query: { uuid_invoice: uuid! }, signal, noCache: true }),
    enabled: !!uuid,
    // The invoice card says itself that the proof could not be loaded; the rest of the detail stands.
    meta: { silent: true },
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
    onSettled: () => invalidateInvoiceViews(qc),
  });
}
