import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET admin/dashboard/stats.php: fresh on every visit (the queues move all day). */
export const useAdminDashboardStats = () =>
  useQuery({
    queryKey: ['admin', 'dashboard', 'stats'],
    queryFn: ({ signal }) => apiGet('admin/dashboard/stats.php', { signal, noCache: true }),
    refetchOnMount: 'always',
  });
