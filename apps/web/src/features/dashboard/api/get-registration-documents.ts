import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET documents/list.php for the next-step advice. The key is the one Dokumen Registrasi uses
 * (['documents', 'list']), so an upload there refreshes the advice here and both share one request.
 */
export function useRegistrationDocuments(enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'list'] as const,
    queryFn: ({ signal }) => apiGet('documents/list.php', { noCache: true, signal }),
    staleTime: 0,
    enabled,
  });
}
