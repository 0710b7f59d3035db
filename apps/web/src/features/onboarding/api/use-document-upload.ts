import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDocument, TDocumentListResponse } from '@portal/contract';
import { reportSaveError } from '@/lib/errors';
import { translateError } from '@/lib/errors';
import { DOCUMENTS_QUERY_KEY, upsertDocument } from './get-documents';
import { uploadDocument } from './upload-document';

export type TUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'error'; message: string };

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * One card's upload: progress for the bar, cancel, and on success the new document replaces the
 * card's entry in the list cache. Failures are shown on the card and as the catalogue's toast.
 */
export function useDocumentUpload(documentType: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<TDocument | null> => {
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      setState({ phase: 'uploading', fileName: file.name, progress: 0 });
      try {
        const doc = await uploadDocument({
          file,
          documentType,
          signal: ac.signal,
          onProgress: (progress) => setState((s) => (s.phase === 'uploading' ? { ...s, progress } : s)),
        });
        queryClient.setQueryData<TDocumentListResponse>(DOCUMENTS_QUERY_KEY, (old) => upsertDocument(old, doc));
        setState({ phase: 'idle' });
        return doc;
      } catch (e) {
        if (isAbort(e)) {
          if (controller.current === ac) setState({ phase: 'idle' });
          return null;
        }
        setState({ phase: 'error', message: translateError(e, undefined, 'upload').message });
        reportSaveError(e, 'upload');
        return null;
      } finally {
        if (controller.current === ac) controller.current = null;
      }
    },
    [documentType, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const setError = useCallback((message: string) => setState({ phase: 'error', message }), []);
  const clearError = useCallback(() => setState((s) => (s.phase === 'error' ? { phase: 'idle' } : s)), []);
  return { state, start, cancel, setError, clearError };
}
