import { useQuery } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TDocumentListResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

/** GET documents/list.php, under the key Dokumen Registrasi uses (['documents', 'list']), so both share one cache entry. */
export function useRegistrationDocuments() {
  return useQuery({
    queryKey: ['documents', 'list'] as const,
    queryFn: ({ signal }) => apiGet<TDocumentListResponse>(API.documentsList, { noCache: true, signal }),
    staleTime: 0,
  });
}
