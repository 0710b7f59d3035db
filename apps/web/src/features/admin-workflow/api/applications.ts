import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCancelDocumentRequestRequest,
  TCreateDocumentRequestRequest,
  TDecideApplicationRequest,
} from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { invalidateWorkflowViews, workflowKeys, type TQueryParams } from './keys';

/** GET admin/applications/list.php (Manajemen Perpanjangan: `type=renewal`). */
export const getAdminApplications = (query: TQueryParams, signal?: AbortSignal) =>
  apiGet('admin/applications/list.php', { query, signal, noCache: true });

export const useAdminApplications = (query: TQueryParams) =>
  useQuery({
    queryKey: workflowKeys.applications(query),
    queryFn: ({ signal }) => getAdminApplications(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET applications/get_detail.php as an admin: everything the company sent, the invoice, requests, timeline. */
export const getApplication = (codeReg: string, signal?: AbortSignal) =>
  apiGet('applications/get_detail.php', { query: { code_reg: codeReg }, signal, noCache: true });

export const useApplication = (codeReg: string | null) =>
  useQuery({
    queryKey: workflowKeys.application(codeReg ?? ''),
    queryFn: ({ signal }) => getApplication(codeReg!, signal),
    enabled: !!codeReg,
  });

/** GET transactions/detail.php as an admin: the invoice with its proofs (newest first). */
export const useInvoiceDetail = (uuid: string | null) =>
  useQuery({
    queryKey: workflowKeys.invoice(uuid ?? ''),
    queryFn: ({ signal }) =>
      apiGet('transactions/detail.php', { query: { uuid_invoice: uuid! }, signal, noCache: true }),
    enabled: !!uuid,
    // The invoice card says itself that the proof could not be loaded; the rest of the detail stands.
    meta: { silent: true },
  });

const useWorkflowMutation = <TBody, TData>(run: (body: TBody) => Promise<TData>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: run, meta: { silent: true }, onSettled: () => invalidateWorkflowViews(qc) });
};

/** POST admin/applications/decide.php: approve, or reject with a note; 409 while a request is open or the invoice unpaid. */
export const useDecideApplication = () =>
  useWorkflowMutation((body: TDecideApplicationRequest) => apiPost('admin/applications/decide.php', body));

/** POST admin/document-requests/create.php (application under review). */
export const useCreateDocumentRequest = () =>
  useWorkflowMutation((body: TCreateDocumentRequestRequest) => apiPost('admin/document-requests/create.php', body));

/** POST admin/document-requests/cancel.php with a reason. */
export const useCancelDocumentRequest = () =>
  useWorkflowMutation((body: TCancelDocumentRequestRequest) => apiPost('admin/document-requests/cancel.php', body));
