import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDecideAppealRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

export const appealQueueKeys = {
  all: ['admin', 'appeals'] as const,
  appeals: (page: number) => ['admin', 'appeals', 'appeals', page] as const,
  complaints: (page: number) => ['admin', 'appeals', 'complaints', page] as const,
};
export const QUEUE_PER_PAGE = 10;

/** GET admin/appeals/list.php: the open appeals, oldest first (docs/api.md#complaints-and-appeals). */
export const useAdminAppeals = (page: number) =>
  useQuery({
    queryKey: appealQueueKeys.appeals(page),
    queryFn: ({ signal }) =>
      apiGet('admin/appeals/list.php', { query: { page, per_page: QUEUE_PER_PAGE }, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** GET admin/complaints/list.php: the unanswered complaints, oldest first. */
export const useAdminComplaints = (page: number) =>
  useQuery({
    queryKey: appealQueueKeys.complaints(page),
    queryFn: ({ signal }) =>
      apiGet('admin/complaints/list.php', { query: { page, per_page: QUEUE_PER_PAGE }, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });

/** POST admin/appeals/decide.php; the queue is read again either way. */
export function useDecideAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TDecideAppealRequest) => apiPost('admin/appeals/decide.php', body),
    onSettled: () => qc.invalidateQueries({ queryKey: appealQueueKeys.all }),
  });
}

/** POST admin/appeals/review.php ("Mulai tinjau"): submitted → under_review; the queue is read again. */
export function useStartAppealReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiPost('admin/appeals/review.php', { uuid }),
    onSettled: () => qc.invalidateQueries({ queryKey: appealQueueKeys.all }),
  });
}

/** POST admin/complaints/answer.php. */
export function useAnswerComplaint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { uuid: string; answer: string }) => apiPost('admin/complaints/answer.php', body),
    onSettled: () => qc.invalidateQueries({ queryKey: appealQueueKeys.all }),
  });
}
