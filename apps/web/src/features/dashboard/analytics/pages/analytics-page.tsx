import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { useLocale } from '@/lib/locale';
import { useAnalyticsSummary } from '../api/analytics';
import { ChartFigure } from '../components/chart-figure';
import { ChartsError, ChartsSkeleton } from '../components/chart-states';
import { applicationsByStatus, certificatesIssuedExpiring, invoicedVsPaid } from '../lib/analytics-charts';
import { isEmptyChart } from '../lib/chart-data';

/**
 * Analitik: the company's last 12 WIB months (docs/business-rules.md#dashboards) — applications by
 * their status now, amounts invoiced and paid, certificates issued and expiring.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { language } = useLocale();
  const summary = useAnalyticsSummary();
  if (summary.isPending) return <ChartsSkeleton count={3} />;
  if (summary.isError) return <ChartsError onRetry={() => void summary.refetch()} />;
  const { months } = summary.data;
  const charts = [
    { key: 'applications', title: t('company.applications.title'), ...applicationsByStatus(months, t, language) },
    { key: 'money', title: t('company.money.title'), ...invoicedVsPaid(months, t, language) },
    { key: 'certificates', title: t('company.certificates.title'), ...certificatesIssuedExpiring(months, t, language) },
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('company.intro')}</p>
      {charts.every((c) => isEmptyChart(c.data)) ? (
        <EmptyState icon={BarChart3} title={t('company.empty.title')} description={t('company.empty.description')} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          {charts.map((c) => (
            <ChartFigure key={c.key} title={c.title} summary={c.summary} data={c.data} />
          ))}
        </div>
      )}
    </div>
  );
}
