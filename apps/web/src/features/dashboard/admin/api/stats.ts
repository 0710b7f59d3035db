import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The admin dashboard's figures (the calendar refreshes them: a leave day changes every SLA). */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  stats: ['admin', 'dashboard', 'stats'] as const,
};

/** GET admin/dashboard/stats.php: fresh on every visit (the queues move all day). */
export const useAdminDashboardStats = () =>
  useQuery({
    queryKey: adminDashboardKeys.stats,
    queryFn: ({ signal }) => apiGet('admin/dashboard/stats.php', { signal, noCache: true }),
    refetchOnMount: 'always',
  });

/** GET admin/setup/status.php: the first-run setup's checklist (docs/business-rules.md#first-run-setup). */
export const useSetupStatus = () =>
  useQuery({
    queryKey: [...adminDashboardKeys.all, 'setup'] as const,
    queryFn: ({ signal }) => apiGet('admin/setup/status.php', { signal, noCache: true }),
    refetchOnMount: 'always',
    meta: { silent: true },
    retry: false,
  });

/**
 * The appeal and complaint queues' counts for the dashboard's tiles (docs/business-rules.md#complaints-and-appeals):
 * one item of each list is enough, the counts come with it.
 */
export const useAppealQueueCounts = () =>
  useQuery({
    queryKey: [...adminDashboardKeys.all, 'appeals'] as const,
    queryFn: async ({ signal }) => {
      const [appeals, complaints] = await Promise.all([
        apiGet('admin/appeals/list.php', { query: { per_page: 1 }, signal, noCache: true }),
        apiGet('admin/complaints/list.php', { query: { per_page: 1 }, signal, noCache: true }),
      ]);
      return {
        appeals: { open: appeals.open_count, overdue: appeals.overdue_count },
        complaints: { open: complaints.open_count, overdue: complaints.overdue_count },
      };
    },
    refetchOnMount: 'always',
    meta: { silent: true },
  });
