import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCancelDocumentRequestRequest,
  TCreateDocumentRequestRequest,
  TDecideApplicationRequest,
} from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminApplicationKeys, documentRequestKeys, invalidateApplicationViews, type TQueryParams } from './keys';

/** GET admin/applications/list.php (Manajemen Perpanjangan: `type=renewal`). */
export const getAdminApplications = (query: TQueryParams, signal?: AbortSignal) =>
  apiGet('admin/applications/list.php', { query, signal, noCache: true });

export const useAdminApplications = (query: TQueryParams) =>
  useQuery({
    queryKey: adminApplicationKeys.list(query),
    queryFn: ({ signal }) => getAdminApplications(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET applications/get_detail.php as an admin: everything the company sent, the invoice, requests, timeline. */
export const getApplication = (codeReg: string, signal?: AbortSignal) =>
  apiGet('applications/get_detail.php', { query: { code_reg: codeReg }, signal, noCache: true });

export const useApplication = (codeReg: string | null) =>
  useQuery({
    queryKey: adminApplicationKeys.detail(codeReg ?? ''),
    queryFn: ({ signal }) => getApplication(codeReg!, signal),
    enabled: !!codeReg,
  });

/** GET admin/document-requests/list.php: status, overdue, q, sort. */
export const useAdminDocumentRequests = (query: TQueryParams) =>
  useQuery({
    queryKey: documentRequestKeys.list(query),
    queryFn: ({ signal }) => apiGet('admin/document-requests/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

const useApplicationMutation = <TBody, TData>(run: (body: TBody) => Promise<TData>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: run, meta: { silent: true }, onSettled: () => invalidateApplicationViews(qc) });
};

/** POST admin/document-requests/check.php: the answer was looked at; it leaves the answered-requests queue. */
export const useCheckDocumentRequest = () =>
  useApplicationMutation((body: { uuid: string }) => apiPost('admin/document-requests/check.php', body));

/** POST admin/applications/decide.php: approve, or reject with a note; 409 while a request is open or the invoice unpaid. */
export const useDecideApplication = () =>
  useApplicationMutation((body: TDecideApplicationRequest) => apiPost('admin/applications/decide.php', body));

/** POST admin/document-requests/create.php (application under review). */
export const useCreateDocumentRequest = () =>
  useApplicationMutation((body: TCreateDocumentRequestRequest) => apiPost('admin/document-requests/create.php', body));

/** POST admin/document-requests/cancel.php with a reason. */
export const useCancelDocumentRequest = () =>
  useApplicationMutation((body: TCancelDocumentRequestRequest) => apiPost('admin/document-requests/cancel.php', body));
