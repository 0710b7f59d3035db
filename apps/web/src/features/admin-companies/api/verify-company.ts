import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TVerifyCompanyRequest, TUpdateCompanyResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { ADMIN_DOCUMENTS_KEY, ADMIN_USERS_KEY, adminCompaniesKeys } from './keys';

/** POST admin/companies/verify.php: approve, or reject with a note (DOMAIN.md "Company status"). */
export const verifyCompany = (body: TVerifyCompanyRequest) => apiPost<TUpdateCompanyResponse>(API.adminCompaniesVerify, body);

/** Refusals (409 with missing documents) are shown by the caller, so no global toast. */
export function useVerifyCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyCompany,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminCompaniesKeys.all }),
        // Manajemen Dokumen and Manajemen Pengguna show the same statuses.
        qc.invalidateQueries({ queryKey: ADMIN_DOCUMENTS_KEY }),
        qc.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
      ]),
  });
}
