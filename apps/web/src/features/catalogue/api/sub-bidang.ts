import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TSaveSubBidangRequest, TSetSubBidangActiveRequest, TSubBidangListResponse, TSubBidangResponse } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

export type TSubBidangListParams = Record<string, string | number>;

export const subBidangKeys = {
  all: ['sub-bidang'] as const,
  list: (query: TSubBidangListParams) => ['sub-bidang', 'list', query] as const,
};

/** GET sub-bidang/list.php: page, per_page, q (code, name, KBLI), bidang, active (admins), sort. */
export const getSubBidangList = (query: TSubBidangListParams, signal?: AbortSignal) => apiGet<TSubBidangListResponse>(API.subBidangList, { query, signal });

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
    mutationFn: (body: TSaveSubBidangRequest) => apiPost<TSubBidangResponse>(API.adminSubBidangSave, body),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: subBidangKeys.all }),
  });
}

/** POST admin/sub-bidang/set-active.php */
export function useSetSubBidangActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetSubBidangActiveRequest) => apiPost<TSubBidangResponse>(API.adminSubBidangSetActive, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: subBidangKeys.all }),
  });
}
