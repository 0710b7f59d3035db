import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveSubBidangRequest, TSetSubBidangActiveRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

export type TSubBidangListParams = Record<string, string | number>;

export const subBidangKeys = {
  all: ['sub-bidang'] as const,
  list: (query: TSubBidangListParams) => ['sub-bidang', 'list', query] as const,
};

/** GET sub-bidang/list.php: page, per_page, q (code, name, KBLI), bidang, active (admins), sort. */
export const getSubBidangList = (query: TSubBidangListParams, signal?: AbortSignal) =>
  apiGet('sub-bidang/list.php', { query, signal });

export const subBidangListQueryOptions = (query: TSubBidangListParams) =>
  queryOptions({
    queryKey: subBidangKeys.list(query),
    queryFn: ({ signal }) => getSubBidangList(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useSubBidangList = (query: TSubBidangListParams) => useQuery(subBidangListQueryOptions(query));

/** POST admin/sub-bidang/save.php: creates or corrects the entry `code`. Field errors are shown in the form. */
export function useSaveSubBidang() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveSubBidangRequest) => apiPost('admin/sub-bidang/save.php', body),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: subBidangKeys.all }),
  });
}

/** POST admin/sub-bidang/set-active.php */
export function useSetSubBidangActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetSubBidangActiveRequest) => apiPost('admin/sub-bidang/set-active.php', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: subBidangKeys.all }),
  });
}
