import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';
import { useAdminAnalyticsSummary } from '../api/analytics';
import { applicationsPerWeek, daysToCertificate, revenuePerMonth } from '../lib/analytics-charts';
import { ChartFigure } from './chart-figure';
import { ChartsError, ChartsSkeleton } from './chart-states';

/**
 * The admin dashboard's charts (admin/analytics/summary.php, docs/business-rules.md#dashboards):
 * applications per week, revenue per month and the median days from submission to certificate.
 */
export function AdminAnalyticsCharts() {
  const { t } = useTranslation('analytics');
  const { language } = useLocale();
  const summary = useAdminAnalyticsSummary();
  if (summary.isPending) return <ChartsSkeleton count={3} />;
  if (summary.isError) return <ChartsError onRetry={() => void summary.refetch()} />;
  const { months, weeks, days_to_certificate } = summary.data;
  const charts = [
    { key: 'weeks', title: t('admin.weeks.title'), ...applicationsPerWeek(weeks, t, language) },
    { key: 'revenue', title: t('admin.revenue.title'), ...revenuePerMonth(months, t, language) },
    { key: 'days', title: t('admin.days.title'), ...daysToCertificate(days_to_certificate, t, language) },
  ];
  return (
    <section aria-label={t('admin.section')} className="grid gap-6 xl:grid-cols-2">
      {charts.map((c) => (
        <ChartFigure key={c.key} title={c.title} summary={c.summary} data={c.data} />
      ))}
    </section>
  );
}
