import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TApplicationCreateRequest, TApplicationUpdateRequest } from '@portal/contract';
import type { TBodyOf } from '@portal/contract/constants';
import { invoiceChanges, invoiceKeys } from '@/features/invoices';
import { apiGet, apiPost } from '@/lib/api-client';
import { createChangeSignal } from '@/lib/change-signal';

export type TQueryParams = Record<string, string | number>;

export const applicationKeys = {
  all: ['applications'] as const,
  list: (query: TQueryParams) => ['applications', 'list', query] as const,
  detail: (codeReg: string) => ['applications', 'detail', codeReg] as const,
};

/**
 * Fired after an application is saved, submitted, withdrawn or deleted. The certificates feature
 * follows it (a renewal or upgrade in progress changes whether its certificate can be renewed); it
 * imports this feature, so this one cannot name its keys (docs/decisions/096).
 */
export const applicationChanges = createChangeSignal();

// A proof uploaded changes what the list shows of the invoice.
invoiceChanges.follow(applicationKeys.all);

/** A submit, withdraw or delete issues or cancels the invoice too. */
const invalidateAll = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: applicationKeys.all }),
    qc.invalidateQueries({ queryKey: invoiceKeys.all }),
    applicationChanges.changed(qc),
  ]);

/** GET applications/list.php: page, per_page, q (code_reg), status, type, sort. */
export const useApplications = (query: TQueryParams) =>
  useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => apiGet('applications/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET applications/get_detail.php?code_reg= */
export const useApplication = (codeReg: string) =>
  useQuery({
    queryKey: applicationKeys.detail(codeReg),
    queryFn: ({ signal }) =>
      apiGet('applications/get_detail.php', { query: { code_reg: codeReg }, signal, noCache: true }),
    select: (d) => d.application,
  });

/** POST applications/create.php or update.php (with code_reg): the draft. Field errors go to the form. */
export function useSaveApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationCreateRequest | TApplicationUpdateRequest) =>
      'code_reg' in body ? apiPost('applications/update.php', body) : apiPost('applications/create.php', body),
    meta: { silent: true },
    onSuccess: (data) => {
      qc.setQueryData(applicationKeys.detail(data.application.code_reg), data);
      return Promise.all([qc.invalidateQueries({ queryKey: applicationKeys.all }), applicationChanges.changed(qc)]);
    },
  });
}

/** The actions of the detail page; the page shows their errors itself (the missing list, a dialog). */
function useCodeRegAction<
  P extends 'applications/submit.php' | 'applications/withdraw.php' | 'applications/delete.php',
>(path: P) {
  const qc = useQueryClient();
  return useMutation({
    // Each of the three takes exactly `code_reg` (ZCodeRegRequest).
    mutationFn: (codeReg: string) => apiPost(path, { code_reg: codeReg } as unknown as TBodyOf<P>),
    meta: { silent: true },
    onSuccess: () => invalidateAll(qc),
  });
}
export const useSubmitApplication = () => useCodeRegAction('applications/submit.php');
export const useWithdrawApplication = () => useCodeRegAction('applications/withdraw.php');
export const useDeleteApplication = () => useCodeRegAction('applications/delete.php');

/** POST document-requests/fulfil.php with a document uploaded (category `other`) for it. */
export function useFulfilRequest(codeReg: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { uuid: string; document_uuid: string }) => apiPost('document-requests/fulfil.php', body),
    meta: { silent: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: applicationKeys.detail(codeReg) }),
  });
}

/** GET sub-bidang/qualifications.php: the capital limits behind Kecil, Menengah and Besar (docs/business-rules.md#qualification-rule). */
export const useQualificationRule = () =>
  useQuery({
    queryKey: ['sub-bidang', 'qualifications'] as const,
    queryFn: ({ signal }) => apiGet('sub-bidang/qualifications.php', { signal }),
    staleTime: 5 * 60_000,
    // Help text: without it the form works as before, so a failure says nothing.
    meta: { silent: true },
  });
