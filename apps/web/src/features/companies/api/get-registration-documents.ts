import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET documents/list.php, under the key Dokumen Registrasi uses (['documents', 'list']), so both share one cache entry. */
export function useRegistrationDocuments() {
  return useQuery({
    queryKey: ['documents', 'list'] as const,
    queryFn: ({ signal }) => apiGet('documents/list.php', { noCache: true, signal }),
    staleTime: 0,
  });
}
