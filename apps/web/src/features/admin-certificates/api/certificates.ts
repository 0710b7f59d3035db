import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type {
  TAdminCertificateListResponse,
  TAdminCertificateResponse,
  TCertificateDraftResponse,
  TPublishCertificateRequest,
  TPublishCertificateResponse,
  TRevokeCertificateRequest,
  TUpdateCertificateRequest,
} from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminCertificateKeys, invalidateCertificateViews, type TQueryParams } from './keys';

/** GET admin/certificates/list.php: status, expiring_within_days, q, sort, paging. */
export const useAdminCertificates = (query: TQueryParams) =>
  useQuery({
    queryKey: adminCertificateKeys.list(query),
    queryFn: ({ signal }) => apiGet<TAdminCertificateListResponse>(API.adminCertificatesList, { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET admin/certificates/detail.php?uuid=: the certificate, its revisions (each with its PDF), history and verifications. */
export const useAdminCertificate = (uuid: string | null) =>
  useQuery({
    queryKey: adminCertificateKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => apiGet<TAdminCertificateResponse>(API.adminCertificatesDetail, { query: { uuid: uuid! }, signal, noCache: true }),
    enabled: !!uuid,
    meta: { silent: true },
  });

/** GET admin/certificates/draft.php?code_reg=: what publishing would print today, and what stops it. */
export const useCertificateDraft = (codeReg: string | null) =>
  useQuery({
    queryKey: adminCertificateKeys.draft(codeReg ?? ''),
    queryFn: ({ signal }) => apiGet<TCertificateDraftResponse>(API.adminCertificatesDraft, { query: { code_reg: codeReg! }, signal, noCache: true }),
    enabled: !!codeReg,
    // The page shows its own states (not found, already published, failed); no global toast.
    meta: { silent: true },
    retry: false,
  });

function useCertificateMutation<TBody extends object, TData>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost<TData>(path, body),
    meta: { silent: true },
    onSettled: () => invalidateCertificateViews(qc),
  });
}

/** POST admin/certificates/publish.php: 409 when already published (data.certificate) or no longer approved. */
export const usePublishCertificate = () => useCertificateMutation<TPublishCertificateRequest, TPublishCertificateResponse>(API.adminCertificatesPublish);

/** POST admin/certificates/update.php (Revisi Data SBU): the reason and only the changed fields. */
export const useUpdateCertificate = () => useCertificateMutation<TUpdateCertificateRequest, TAdminCertificateResponse>(API.adminCertificatesUpdate);

/** POST admin/certificates/revoke.php: an active certificate, with a reason. */
export const useRevokeCertificate = () => useCertificateMutation<TRevokeCertificateRequest, TAdminCertificateResponse>(API.adminCertificatesRevoke);
