import { useQuery } from '@tanstack/react-query';
import { getAdminCompanies } from './get-admin-companies';
import { adminCompaniesKeys } from './keys';

/** The queue's first two: the oldest waiting company other than the one on screen. */
export const QUEUE_HEAD_QUERY = { status: 'in_review', sort: 'waiting', per_page: 2, page: 1 } as const;

/** The next company in the verification queue (oldest `submitted_at` first), or null when none waits. */
export function useNextInQueue(currentId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminCompaniesKeys.list(QUEUE_HEAD_QUERY),
    queryFn: ({ signal }) => getAdminCompanies(QUEUE_HEAD_QUERY, signal),
    enabled,
    meta: { silent: true },
    select: (data) => data.items.find((c) => c.companyId !== currentId) ?? null,
  });
}
