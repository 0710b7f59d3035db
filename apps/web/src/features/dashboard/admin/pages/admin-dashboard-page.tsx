import {
  Award,
  BarChart3,
  Building2,
  CalendarDays,
  ClipboardList,
  CreditCard,
  FileClock,
  LayoutDashboard,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminAnalyticsCharts } from '../../analytics/components/admin-analytics-lazy';
import { useLocale } from '@/lib/locale';
import { useAdminDashboardStats } from '../api/stats';
import { AppealTiles } from '../components/appeal-tiles';
import { KpiCard } from '../components/kpi-card';
import { QueueCard } from '../components/queue-card';
import { RevenueCard } from '../components/revenue-card';
import { SetupChecklist } from '../components/setup-checklist';

function Loading() {
  const { t } = useTranslation('adminDashboard');
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 w-full" />
        ))}
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * Dashboard Admin (docs/business-rules.md#dashboards): the three queues with their oldest item's
 * wait against the SLA in working days, the KPIs, applications by status and the revenue of this
 * month and the last. Every figure links to the admin list filtered so that its total is that
 * figure (the server's `list_url`, docs/decisions/088).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('adminDashboard');
  const { t: ts } = useTranslation('status');
  const { locale } = useLocale();
  const stats = useAdminDashboardStats();
  const n = (v: number) => v.toLocaleString(locale);

  if (stats.isError)
    return (
      <EmptyState
        icon={LayoutDashboard}
        title={t('error.title')}
        description={t('error.description')}
        action={<Button onClick={() => void stats.refetch()}>{t('error.retry')}</Button>}
      />
    );
  if (!stats.data) return <Loading />;
  const d = stats.data;
  const liveApplications = d.applications_by_status.reduce((sum, s) => sum + s.count, 0);

  return (
    <div className="space-y-8">
      <SetupChecklist />
      <section aria-labelledby="queues-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="queues-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {t('queues.title')}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('queues.description')}</p>
          </div>
          <Link to="/admin/calendar" className={buttonClasses('outline', 'sm')}>
            <CalendarDays aria-hidden="true" className="mr-2 size-4" />
            {t('queues.calendarLink')}
          </Link>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          <QueueCard
            id="company-verification"
            icon={Building2}
            title={t('queues.companyVerification')}
            queue={d.company_verification}
          />
          <QueueCard
            id="payment-verification"
            icon={CreditCard}
            title={t('queues.paymentVerification')}
            queue={d.payment_verification}
          />
          <QueueCard
            id="application-review"
            icon={ClipboardList}
            title={t('queues.applicationReview')}
            queue={d.application_review}
          />
          <QueueCard
            id="certificate-publication"
            icon={Award}
            title={t('queues.certificatePublication')}
            queue={d.certificate_publication}
          />
          <QueueCard
            id="answered-requests"
            icon={FileClock}
            title={t('queues.answeredRequests')}
            queue={d.answered_requests}
          />
        </div>
      </section>

      <section aria-labelledby="kpi-heading" className="space-y-3">
        <h2 id="kpi-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('kpi.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <KpiCard
            icon={FileClock}
            title={t('kpi.documentRequests')}
            figures={[
              {
                label: t('kpi.open'),
                value: n(d.document_requests.open.count),
                to: d.document_requests.open.list_url,
                testId: 'kpi-requests-open',
              },
              {
                label: t('kpi.overdue'),
                value: n(d.document_requests.overdue.count),
                to: d.document_requests.overdue.list_url,
                alert: d.document_requests.overdue.count > 0 ? t('kpi.needsAction') : undefined,
                testId: 'kpi-requests-overdue',
              },
            ]}
          />
          <KpiCard
            icon={Award}
            title={t('kpi.certificatesExpiring')}
            figures={[
              {
                label: t('kpi.within30'),
                value: n(d.certificates_expiring.within_30_days.count),
                to: d.certificates_expiring.within_30_days.list_url,
                testId: 'kpi-expiring-30',
              },
              {
                label: t('kpi.within90'),
                value: n(d.certificates_expiring.within_90_days.count),
                to: d.certificates_expiring.within_90_days.list_url,
                testId: 'kpi-expiring-90',
              },
            ]}
          />
          <RevenueCard revenue={d.revenue} />
          <AppealTiles />
        </div>
      </section>

      <section aria-labelledby="by-status-heading" className="space-y-3">
        <h2 id="by-status-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('byStatus.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('byStatus.total', { count: liveApplications, formatted: n(liveApplications) })}
        </p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="applications-by-status">
          {d.applications_by_status.map((s) => (
            <li key={s.status}>
              <Link
                to={s.list_url}
                className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
              >
                <span className="text-slate-700 dark:text-slate-300">{ts(`badge.${s.status}`)}</span>
                <span className="font-semibold text-slate-900 dark:text-slate-100">{n(s.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="charts-heading" className="space-y-3" data-testid="charts-slot">
        <h2
          id="charts-heading"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-slate-100"
        >
          <BarChart3 aria-hidden="true" className="size-5" />
          {t('charts.title')}
        </h2>
        <AdminAnalyticsCharts />
      </section>
    </div>
  );
}
