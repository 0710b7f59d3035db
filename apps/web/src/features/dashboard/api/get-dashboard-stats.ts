import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const DASHBOARD_STATS_KEY = ['dashboard', 'stats'] as const;

/**
 * GET dashboard/stats.php: counts, next actions and recent activity. Always fetched afresh when the
 * dashboard opens and when the tab regains focus (docs/decisions/087): what changes these figures
 * happens on other screens, or by an administrator in another browser, so no mutation here could
 * invalidate them all. The page shows its own error with a retry, hence `silent`.
 */
export function useDashboardStats(enabled: boolean) {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: ({ signal }) => apiGet('dashboard/stats.php', { noCache: true, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    meta: { silent: true },
    enabled,
  });
}
