import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDocumentListResponse } from '@portal/contract';
import { useUpload } from '@/hooks/use-upload';
import { DOCUMENTS_QUERY_KEY, upsertDocument } from '@/features/documents';
import { uploadDocument } from './upload-document';

export type { TUploadState } from '@/hooks/use-upload';

/**
 * One registration card's upload (the shared `useUpload`: progress, cancel, the error on the card
 * and the catalogue's toast); on success the new document replaces the card's entry in the list
 * cache.
 */
export function useDocumentUpload(documentType: string) {
  const queryClient = useQueryClient();
  const run = useCallback(
    async (file: File, onProgress: (p: number) => void, signal: AbortSignal) => {
      const doc = await uploadDocument({ file, documentType, signal, onProgress });
      queryClient.setQueryData<TDocumentListResponse>(DOCUMENTS_QUERY_KEY, (old) => upsertDocument(old, doc));
      return doc;
    },
    [documentType, queryClient],
  );
  return useUpload(run);
}
