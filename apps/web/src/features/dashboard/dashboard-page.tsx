import { Award, ClipboardList, Clock3, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { missingRegistrationFields } from '@/features/company';
import { useSession } from '@/features/session';
import { useRegistrationDocuments } from './api/get-registration-documents';
import { nextStep } from './lib/next-step';
import { NextStepCard } from './next-step-card';
import { StatCard } from './stat-card';

/**
 * First dashboard: welcome, account/company status, the next step that follows the registration
 * state (lib/next-step), and the three counters (they fill as applications and certificates arrive).
 */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user, company, isDocumentVerified } = useSession();
  // Documents matter only before approval (upload, fix a rejected one, or wait).
  const documents = useRegistrationDocuments(Boolean(company) && !isDocumentVerified);
  if (!user) return null;
  const step = nextStep({ company, missingFields: company ? missingRegistrationFields(company).length : 0, documents: documents.data?.documents });
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

      {step ? <NextStepCard step={step} /> : null}

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
