import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVerifyRemainingRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { invalidateReviewedViews } from './keys';

/** POST admin/documents/verify-remaining.php: one call, all remaining documents or none. */
export const verifyRemaining = (body: TVerifyRemainingRequest) => apiPost('admin/documents/verify-remaining.php', body);

export function useVerifyRemaining() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyRemaining,
    meta: { silent: true },
    onSettled: () => invalidateReviewedViews(qc),
  });
}
