import { Award, ClipboardList, Clock3, FileText, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useSession } from '@/features/session';
import { StatCard } from './stat-card';

/**
 * First dashboard: welcome, account/company status, the next step for
 * unverified companies, and the three counters (they fill as applications and certificates arrive).
 */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user, company, isDocumentVerified } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="welcome-heading" className="space-y-1">
        <h2 id="welcome-heading" className="text-2xl font-semibold text-slate-900 dark:text-slate-100">
          {t('dashboard.welcome', { name: user.name })}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      </section>

      <section aria-label={t('dashboard.statusSection')} className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardContent className="flex items-center justify-between gap-3 pt-5">
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.accountStatus')}</span>
            <EntityStatusBadge status={user.status} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center justify-between gap-3 pt-5">
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.companyStatus')}</span>
            {company ? <EntityStatusBadge status={company.status} /> : <span className="text-sm">{t('dashboard.noCompany')}</span>}
          </CardContent>
        </Card>
      </section>

      {!isDocumentVerified ? (
        <Card className="border-brand-100 bg-brand-50 dark:border-slate-700 dark:bg-slate-900">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FileText aria-hidden="true" className="size-5 text-brand-600" />
              {t('dashboard.nextStep.title')}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('dashboard.nextStep.body')}</p>
            <Link to="/document-registration" className={buttonClasses('primary', 'md')}>
              {t('dashboard.nextStep.cta')}
            </Link>
          </CardContent>
        </Card>
      ) : null}

      <section aria-labelledby="stats-heading" className="space-y-3">
        <h2 id="stats-heading" className="sr-only">
          {t('dashboard.statsTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard icon={ClipboardList} label={t('dashboard.stats.totalApplications')} value={0} />
          <StatCard icon={Award} label={t('dashboard.stats.activeCertificates')} value={0} />
          <StatCard icon={Clock3} label={t('dashboard.stats.pendingReviews')} value={0} />
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('dashboard.statsNote')}</p>
      </section>

      <section aria-labelledby="activity-heading" className="space-y-3">
        <h2 id="activity-heading" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('dashboard.recentActivity')}
        </h2>
        <EmptyState icon={History} title={t('dashboard.noActivity')} description={t('dashboard.noActivityDescription')} />
      </section>
    </div>
  );
}
