import { useQuery } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TDocumentListResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

/**
 * GET documents/list.php for the next-step advice. The key is the one Dokumen Registrasi uses
 * (['documents', 'list']), so an upload there refreshes the advice here and both share one request.
 */
export function useRegistrationDocuments(enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'list'] as const,
    queryFn: ({ signal }) => apiGet<TDocumentListResponse>(API.documentsList, { noCache: true, signal }),
    staleTime: 0,
    enabled,
  });
}
