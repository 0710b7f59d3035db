import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDeleteDocumentResponse, TDocumentListResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { DOCUMENTS_QUERY_KEY, removeDocument } from '@/features/documents';

/** POST documents/delete.php (only before verification, never while in review). */
export function deleteDocument(uuid: string): Promise<TDeleteDocumentResponse> {
  return apiPost('documents/delete.php', { uuid });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    meta: { errorContext: 'save' },
    onSuccess: ({ uuid }) =>
      queryClient.setQueryData<TDocumentListResponse>(DOCUMENTS_QUERY_KEY, (old) => removeDocument(old, uuid)),
  });
}
