import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyCompanyRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { invalidateReviewedViews } from './keys';

/** POST admin/companies/verify.php: approve, or reject with a note (docs/business-rules.md#company-status). */
export const verifyCompany = (body: TVerifyCompanyRequest) => apiPost('admin/companies/verify.php', body);

/** Refusals (409 with missing documents) are shown by the caller, so no global toast. */
export function useVerifyCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyCompany,
    meta: { silent: true },
    onSettled: () => invalidateReviewedViews(qc),
  });
}
