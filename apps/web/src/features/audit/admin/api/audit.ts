import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuditEntityType, TNoteEntityType } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

type TQueryParams = Record<string, string | number>;

/** Rows per "Tampilkan lebih banyak" of an entity's history. */
export const HISTORY_PAGE_SIZE = 10;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: TQueryParams) => ['admin', 'audit', 'list', query] as const,
  entity: (type: TAuditEntityType, id: string) => ['admin', 'audit', 'entity', type, id] as const,
};

const getList = (query: TQueryParams, signal: AbortSignal) =>
  apiGet('admin/audit/list.php', { query, signal, noCache: true });

/** GET admin/audit/list.php with the log's filter and page (docs/api.md#admin-dashboard-and-audit). */
export const useAuditList = (query: TQueryParams) =>
  useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getList(query, signal),
    placeholderData: keepPreviousData,
  });

/** One entity's rows, newest first, a page at a time ("Tampilkan lebih banyak"). */
export const useEntityHistory = (type: TAuditEntityType, id: string) =>
  useInfiniteQuery({
    queryKey: auditKeys.entity(type, id),
    queryFn: ({ pageParam, signal }) =>
      getList(
        { entity_type: type, entity_id: id, sort: 'newest', page: pageParam, per_page: HISTORY_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    // The section shows its own error; a detail page must not toast for its side panel.
    meta: { silent: true },
  });

/** POST admin/notes/add.php: an internal note, an audit row of the case, shown in its history at once. */
export function useAddNote(type: TNoteEntityType, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiPost('admin/notes/add.php', { entity_type: type, entity_id: id, note }),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: auditKeys.entity(type, id) }),
  });
}
