import { Award, BarChart3, ClipboardList, Clock3, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDashboardStatsResponse } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from './stat-card';

interface Props {
  stats: TDashboardStatsResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The lists are in the verified area; before that the figures are shown without links. */
  linked: boolean;
}

/**
 * The four figures of dashboard/stats.php (docs/business-rules.md#dashboards). Each opens the list it
 * counts; no list filters on two statuses at once, so "in review" and "unpaid" open the whole list.
 */
export function DashboardStats({ stats, loading, failed, onRetry, linked }: Props) {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="stats-heading" className="space-y-3">
      <h2 id="stats-heading" className="sr-only">
        {t('dashboard.statsTitle')}
      </h2>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          {t('dashboard.loadError')}
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : loading || !stats ? (
        <div
          role="status"
          aria-label={t('dashboard.loading')}
          className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-[76px] w-full rounded-lg" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatCard
            icon={ClipboardList}
            label={t('dashboard.stats.totalApplications')}
            value={stats.total_applications}
            to={linked ? '/applications' : undefined}
          />
          <StatCard
            icon={Award}
            label={t('dashboard.stats.activeCertificates')}
            value={stats.active_certificates}
            to={linked ? '/certificates' : undefined}
          />
          <StatCard
            icon={Clock3}
            label={t('dashboard.stats.pendingReviews')}
            value={stats.pending_reviews}
            to={linked ? '/applications' : undefined}
          />
          <StatCard
            icon={Receipt}
            label={t('dashboard.stats.unpaidInvoices')}
            value={stats.unpaid_invoices}
            to={linked ? '/transactions' : undefined}
          />
        </div>
      )}
      {/* The charts of these figures over the months (/analytics is not in the sidebar). */}
      <Link
        to="/analytics"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
      >
        <BarChart3 aria-hidden="true" className="size-4" />
        {t('dashboard.analyticsLink')}
      </Link>
    </section>
  );
}
