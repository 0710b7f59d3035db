import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TVerifyRemainingRequest, TVerifyRemainingResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { invalidateReviewedViews } from './keys';

/** POST admin/documents/verify-remaining.php: one call, all remaining documents or none. */
export const verifyRemaining = (body: TVerifyRemainingRequest) => apiPost<TVerifyRemainingResponse>(API.adminDocumentsVerifyRemaining, body);

export function useVerifyRemaining() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: verifyRemaining, meta: { silent: true }, onSettled: () => invalidateReviewedViews(qc) });
}
