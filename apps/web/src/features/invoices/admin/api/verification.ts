import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TImportStatementResponse,
  TPaymentVerifyBatchRequest,
  TStatementColumnRole,
  TVerifyPaymentRequest,
} from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { uploadMultipart } from '@/lib/upload';
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

/**
 * Refusals (409: already decided, rejected meanwhile) are shown by the caller. The views are
 * fetched again without being waited for (defect 8): a returned promise here would hold the
 * mutation pending, and the queue's dialog open, until the queue, the menu counts and the
 * application views had all answered again, so `v` Enter sometimes left the dialog open.
 */
export function useVerifyPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    meta: { silent: true },
    onSettled: () => {
      void invalidateInvoiceViews(qc);
    },
  });
}

/** POST admin/payments/verify-batch.php: each invoice in its own transaction, a result per item (docs/business-rules.md#bulk-work). */
export function useVerifyPaymentBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentVerifyBatchRequest) => apiPost('admin/payments/verify-batch.php', body),
    meta: { silent: true },
    onSettled: () => {
      void invalidateInvoiceViews(qc);
    },
  });
}

export interface TStatementUpload {
  file: File;
  /** The chosen columns (a header as written); unset, the server detects them. */
  mapping?: Partial<Record<TStatementColumnRole, string>>;
  onProgress?: (percent: number) => void;
}

/**
 * POST admin/payments/import-statement.php (multipart): the statement's credits matched to open
 * invoices; nothing is verified (docs/business-rules.md#bank-statement).
 */
export const importStatement = ({ file, mapping, onProgress }: TStatementUpload) =>
  uploadMultipart({
    path: 'admin/payments/import-statement.php',
    fields: {
      ...(mapping?.date ? { date_column: mapping.date } : {}),
      ...(mapping?.description ? { description_column: mapping.description } : {}),
      ...(mapping?.credit ? { credit_column: mapping.credit } : {}),
    },
    fileField: 'file',
    file,
    pick: (data): TImportStatementResponse => data,
    onProgress,
  });

export const useImportStatement = () => useMutation({ mutationFn: importStatement, meta: { silent: true } });
