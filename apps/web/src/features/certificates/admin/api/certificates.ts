import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBodyOf } from '@portal/contract/constants';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminCertificateKeys, invalidateCertificateViews, type TQueryParams } from './keys';

/** GET admin/certificates/list.php: status, expiring_within_days, q, sort, paging. */
export const useAdminCertificates = (query: TQueryParams) =>
  useQuery({
    queryKey: adminCertificateKeys.list(query),
    queryFn: ({ signal }) => apiGet('admin/certificates/list.php', { query, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET admin/certificates/detail.php?uuid=: the certificate, its revisions (each with its PDF), history and verifications. */
export const useAdminCertificate = (uuid: string | null) =>
  useQuery({
    queryKey: adminCertificateKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => apiGet('admin/certificates/detail.php', { query: { uuid: uuid! }, signal, noCache: true }),
    enabled: !!uuid,
    meta: { silent: true },
  });

/** GET admin/certificates/draft.php?code_reg=: what publishing would print today, and what stops it. */
export const useCertificateDraft = (codeReg: string | null) =>
  useQuery({
    queryKey: adminCertificateKeys.draft(codeReg ?? ''),
    queryFn: ({ signal }) =>
      apiGet('admin/certificates/draft.php', { query: { code_reg: codeReg! }, signal, noCache: true }),
    enabled: !!codeReg,
    // The page shows its own states (not found, already published, failed); no global toast.
    meta: { silent: true },
    retry: false,
  });

function useCertificateMutation<
  P extends 'admin/certificates/publish.php' | 'admin/certificates/update.php' | 'admin/certificates/revoke.php',
>(path: P) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBodyOf<P>) => apiPost(path, body),
    meta: { silent: true },
    onSettled: () => invalidateCertificateViews(qc),
  });
}

/** POST admin/certificates/publish.php: 409 when already published (data.certificate) or no longer approved. */
export const usePublishCertificate = () => useCertificateMutation('admin/certificates/publish.php');

/** POST admin/certificates/update.php (Revisi Data SBU): the reason and only the changed fields. */
export const useUpdateCertificate = () => useCertificateMutation('admin/certificates/update.php');

/** POST admin/certificates/revoke.php: an active certificate, with a reason. */
export const useRevokeCertificate = () => useCertificateMutation('admin/certificates/revoke.php');
