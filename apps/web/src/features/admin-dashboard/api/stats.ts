import { useQuery } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TAdminDashboardStatsResponse } from '@portal/contract';
import { apiGet } from '@/lib/api-client';

/** GET admin/dashboard/stats.php: fresh on every visit (the queues move all day). */
export const useAdminDashboardStats = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: ({ signal }) => apiGet<TAdminDashboardStatsResponse>(API.adminDashboardStats, { signal, noCache: true }),
    refetchOnMount: 'always',
  });
