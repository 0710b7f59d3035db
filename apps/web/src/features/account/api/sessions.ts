import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionListResponse, TSessionRevokeResponse } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET account/sessions/list.php: the account's live sessions, newest first (at most 10). */
export function useSessions() {
  return useQuery<TSessionListResponse>({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiGet('account/sessions/list.php'),
    // The card shows the failure itself, with a retry.
    meta: { silent: true },
  });
}

/** POST account/sessions/revoke.php: one session by id, or every other one; the list reloads. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation<TSessionRevokeResponse, Error, { id: string } | { all_others: true }>({
    mutationFn: (body) => apiPost('account/sessions/revoke.php', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
    meta: { silent: true },
  });
}
