import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocument, TDocumentListResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

export const DOCUMENTS_QUERY_KEY = ['documents', 'list'] as const;

/**
 * GET documents/list.php: the caller's current documents (docs/api.md#documents). Dokumen Registrasi
 * uploads and deletes them; the company page and the dashboard read the same cache entry.
 */
export function getDocuments(signal?: AbortSignal): Promise<TDocumentListResponse> {
  return apiGet('documents/list.php', { noCache: true, signal });
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: DOCUMENTS_QUERY_KEY, queryFn: ({ signal }) => getDocuments(signal), staleTime: 0 });

export function useDocuments(enabled = true) {
  return useQuery({ ...documentsQueryOptions(), enabled });
}

/** Cache helpers: an upload makes the new file current for its type and category; a delete removes it. */
export function upsertDocument(list: TDocumentListResponse | undefined, doc: TDocument): TDocumentListResponse {
  const others = (list?.documents ?? []).filter(
    (d) => !(d.document_type === doc.document_type && d.category === doc.category),
  );
  return { documents: [...others, doc] };
}

export function removeDocument(list: TDocumentListResponse | undefined, uuid: string): TDocumentListResponse {
  return { documents: (list?.documents ?? []).filter((d) => d.uuid !== uuid) };
}
