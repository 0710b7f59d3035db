import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type TAdminDocumentListParams = Record<string, string | number>;

export const adminDocumentsKeys = {
  all: ['admin', 'documents'] as const,
  list: (query: TAdminDocumentListParams) => ['admin', 'documents', 'list', query] as const,
};

/** GET admin/documents/list.php: page, per_page, q (file or company name), status, document_type, company_id, current. */
export const getAdminDocuments = (query: TAdminDocumentListParams, signal?: AbortSignal) =>
  apiGet('admin/documents/list.php', { query, signal, noCache: true });

export const adminDocumentsQueryOptions = (query: TAdminDocumentListParams) =>
  queryOptions({
    queryKey: adminDocumentsKeys.list(query),
    queryFn: ({ signal }) => getAdminDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminDocuments = (query: TAdminDocumentListParams) => useQuery(adminDocumentsQueryOptions(query));
