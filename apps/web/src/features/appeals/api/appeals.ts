import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppealSubjectType, TCreateAppealRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

/** The company's side of appeals and complaints (docs/api.md#complaints-and-appeals). */
export const appealKeys = {
  all: ['appeals'] as const,
  subject: (type: TAppealSubjectType, id: string) => ['appeals', 'subject', type, id] as const,
  list: (page: number) => ['appeals', 'list', page] as const,
  complaints: (page: number) => ['appeals', 'complaints', page] as const,
};
export const OWN_PER_PAGE = 5;

/** GET appeals/subject.php: the subject's latest appeal, and its window while it can be appealed. */
export const useAppealOfSubject = (subjectType: TAppealSubjectType, subjectId: string, enabled = true) =>
  useQuery({
    queryKey: appealKeys.subject(subjectType, subjectId),
    queryFn: ({ signal }) =>
      apiGet('appeals/subject.php', {
        query: { subject_type: subjectType, subject_id: subjectId },
        signal,
        noCache: true,
      }),
    enabled: enabled && subjectId !== '',
  });

/** GET appeals/list.php: the company's own, newest first. */
export const useOwnAppeals = (page: number) =>
  useQuery({
    queryKey: appealKeys.list(page),
    queryFn: ({ signal }) => apiGet('appeals/list.php', { query: { page, per_page: OWN_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET complaints/list.php: the user's own complaints, newest first. */
export const useOwnComplaints = (page: number) =>
  useQuery({
    queryKey: appealKeys.complaints(page),
    queryFn: ({ signal }) => apiGet('complaints/list.php', { query: { page, per_page: OWN_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** POST appeals/create.php; the subject's panel and the lists are read again. */
export function useCreateAppeal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAppealRequest) => apiPost('appeals/create.php', body),
    onSettled: () => qc.invalidateQueries({ queryKey: appealKeys.all }),
  });
}
