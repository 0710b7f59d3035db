import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROOF_UPLOAD_FIELD, type TInvoice, type TInvoiceResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';
import { uploadMultipart } from '@/lib/upload';
import { invoiceChanges, invoiceKeys, type TQueryParams } from './keys';

/** GET transactions/list.php: page, per_page, q (transId), status, sort. */
export const useInvoices = (query: TQueryParams) =>
  useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => apiGet('transactions/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET transactions/detail.php?uuid_invoice= */
export const useInvoice = (uuid: string) =>
  useQuery({
    queryKey: invoiceKeys.detail(uuid),
    queryFn: ({ signal }) =>
      apiGet('transactions/detail.php', { query: { uuid_invoice: uuid }, signal, noCache: true }),
    select: (d) => d.invoice,
  });

/** POST transactions/upload_proof.php (multipart `proof`) → the invoice, `waiting_confirmation`; the caches follow. */
export function useProofUploader(uuid: string) {
  const qc = useQueryClient();
  return async (file: File, onProgress: (p: number) => void, signal: AbortSignal): Promise<TInvoice> => {
    const invoice = await uploadMultipart({
      path: 'transactions/upload_proof.php',
      fields: { uuid_invoice: uuid },
      fileField: PROOF_UPLOAD_FIELD,
      file,
      pick: (data) => data?.invoice,
      onProgress,
      signal,
    });
    qc.setQueryData<TInvoiceResponse>(invoiceKeys.detail(uuid), { invoice });
    await Promise.all([qc.invalidateQueries({ queryKey: invoiceKeys.all }), invoiceChanges.changed(qc)]);
    return invoice;
  };
}
