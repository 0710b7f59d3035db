import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const analyticsKeys = {
  company: ['analytics', 'summary'] as const,
  admin: ['admin', 'analytics', 'summary'] as const,
};

/** GET analytics/summary.php: the company's last 12 months (docs/api.md#dashboards). */
export function useAnalyticsSummary() {
  return useQuery({
    queryKey: analyticsKeys.company,
    queryFn: ({ signal }) => apiGet('analytics/summary.php', { signal }),
  });
}

/** GET admin/analytics/summary.php: everyone's months, the 12 weeks and the days to a certificate. */
export function useAdminAnalyticsSummary() {
  return useQuery({
    queryKey: analyticsKeys.admin,
    queryFn: ({ signal }) => apiGet('admin/analytics/summary.php', { signal }),
  });
}
