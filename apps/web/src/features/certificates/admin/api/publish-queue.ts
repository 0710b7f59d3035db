import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublishBatchRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminCertificateKeys, invalidateCertificateViews } from './keys';

/** One page of the publish queue: applications `approved`, the longest waiting first (docs/business-rules.md#queues). */
export const usePublishQueue = (page: number, perPage: number) =>
  useQuery({
    queryKey: [...adminCertificateKeys.all, 'publish-queue', page, perPage] as const,
    queryFn: ({ signal }) =>
      apiGet('admin/applications/list.php', {
        query: { status: 'approved', sort: 'waiting', page, per_page: perPage },
        signal,
        noCache: true,
      }),
  });

/** The signatory the settings hold, to prefill the batch's one confirmation. */
export const useSignatorySettings = () =>
  useQuery({
    queryKey: ['admin', 'settings'] as const,
    queryFn: ({ signal }) => apiGet('admin/settings/get.php', { signal, noCache: true }),
  });

/** POST admin/certificates/publish-batch.php: a result per application (docs/business-rules.md#bulk-work). */
export function usePublishBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPublishBatchRequest) => apiPost('admin/certificates/publish-batch.php', body),
    meta: { silent: true },
    onSettled: () => invalidateCertificateViews(qc),
  });
}
