import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { NOTIFICATION_POLL_MS } from '@portal/contract/constants';
import { ApiError, apiGet } from '@/lib/api-client';

/** Other features invalidate this key after a decision that changes a queue. */
export const MENU_COUNTS_KEY = ['admin', 'menu-counts'] as const;

const isAuthError = (e: unknown) => e instanceof ApiError && (e.status === 401 || e.status === 403);

/**
 * GET admin/menu-counts.php, polled with the notifications' interval and refreshed on every
 * navigation (docs/business-rules.md#verification-queue). Only for admins; a 401/403 stops it.
 */
export function useMenuCounts(enabled: boolean) {
  const query = useQuery({
    queryKey: MENU_COUNTS_KEY,
    queryFn: ({ signal }) => apiGet('admin/menu-counts.php', { signal, noCache: true }),
    enabled,
    refetchInterval: (q) => (isAuthError(q.state.error) ? false : NOTIFICATION_POLL_MS),
    retry: false,
    meta: { silent: true },
  });
  const { pathname } = useLocation();
  const { refetch } = query;
  useEffect(() => {
    if (enabled) void refetch();
  }, [pathname, enabled, refetch]);
  return query.data;
}
