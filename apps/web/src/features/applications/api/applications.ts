import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type {
  TApplicationCreateRequest,
  TApplicationListResponse,
  TApplicationResponse,
  TApplicationSubmitResponse,
  TApplicationUpdateRequest,
  TDocumentRequestResponse,
} from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

export type TQueryParams = Record<string, string | number>;

export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: TQueryParams) => ['applications', 'list', query] as const,
  detail: (codeReg: string) => ['applications', 'detail', codeReg] as const,
};
/** The transactions feature owns this key; a submit or withdraw changes its list. */
const TRANSACTIONS_KEY = ['transactions'] as const;
/** The certificates feature owns this key; a renewal or upgrade saved, withdrawn or deleted changes whether its certificate can be renewed. */
const CERTIFICATES_KEY = ['certificates'] as const;

const invalidateAll = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: applicationKeys.all }),
    qc.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
    qc.invalidateQueries({ queryKey: CERTIFICATES_KEY }),
  ]);

/** GET applications/list.php: page, per_page, q (code_reg), status, type, sort. */
export const useApplications = (query: TQueryParams) =>
  useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => apiGet<TApplicationListResponse>(API.applicationsList, { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET applications/get_detail.php?code_reg= */
export const useApplication = (codeReg: string) =>
  useQuery({
    queryKey: applicationKeys.detail(codeReg),
    queryFn: ({ signal }) => apiGet<TApplicationResponse>(API.applicationsGetDetail, { query: { code_reg: codeReg }, signal, noCache: true }),
    select: (d) => d.application,
  });

/** POST applications/create.php or update.php (with code_reg): the draft. Field errors go to the form. */
export function useSaveApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationCreateRequest | TApplicationUpdateRequest) =>
      apiPost<TApplicationResponse>('code_reg' in body ? API.applicationsUpdate : API.applicationsCreate, body),
    meta: { silent: true },
    onSuccess: (data) => {
      qc.setQueryData(applicationKeys.detail(data.application.code_reg), data);
      return Promise.all([qc.invalidateQueries({ queryKey: applicationKeys.all }), qc.invalidateQueries({ queryKey: CERTIFICATES_KEY })]);
    },
  });
}

/** The actions of the detail page; the page shows their errors itself (the missing list, a dialog). */
function useCodeRegAction<T>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (codeReg: string) => apiPost<T>(path, { code_reg: codeReg }),
    meta: { silent: true },
    onSuccess: () => invalidateAll(qc),
  });
}
export const useSubmitApplication = () => useCodeRegAction<TApplicationSubmitResponse>(API.applicationsSubmit);
export const useWithdrawApplication = () => useCodeRegAction<TApplicationResponse>(API.applicationsWithdraw);
export const useDeleteApplication = () => useCodeRegAction<{ code_reg: string }>(API.applicationsDelete);

/** POST document-requests/fulfil.php with a document uploaded (category `other`) for it. */
export function useFulfilRequest(codeReg: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { uuid: string; document_uuid: string }) => apiPost<TDocumentRequestResponse>(API.documentRequestsFulfil, body),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationKeys.detail(codeReg) }),
  });
}
