import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewDocumentRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { invalidateReviewedViews } from './keys';

/** POST admin/documents/review.php: verified, or rejected with a note. */
export const reviewDocument = (body: TReviewDocumentRequest) => apiPost('admin/documents/review.php', body);

/** Refusals (409: not current, company not in review) are shown by the caller. */
export function useReviewDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewDocument,
    meta: { silent: true },
    onSettled: () => invalidateReviewedViews(qc),
  });
}
