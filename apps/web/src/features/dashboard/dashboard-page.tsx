import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { OwnAppealsCard } from '@/features/appeals';
import { missingRegistrationFields } from '@/features/companies';
import { useDocuments } from '@/features/documents';
import { useSession } from '@/features/session';
import { useDashboardStats } from './api/get-dashboard-stats';
import { DashboardStats } from './dashboard-stats';
import { nextStep } from './lib/next-step';
import { NextActions } from './next-actions';
import { RecentActivity } from './recent-activity';

/**
 * The company dashboard (docs/business-rules.md#dashboards): welcome, account/company status, the
 * figures of dashboard/stats.php, what to do next (the onboarding advice of lib/next-step until the
 * company is verified, then the server's next actions) and the latest events.
 */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  const { user, company, isDocumentVerified } = useSession();
  // Documents matter only before approval (upload, fix a rejected one, or wait).
  const documents = useDocuments(Boolean(company) && !isDocumentVerified);
  // An account without a company has no dashboard figures (the server answers 403).
  const stats = useDashboardStats(Boolean(company));
  if (!user) return null;
  const localStep = isDocumentVerified
    ? null
    : nextStep({
        company,
        missingFields: company ? missingRegistrationFields(company).length : 0,
        documents: documents.data?.documents,
      });
  const data = stats.data;
  // The review's date as the server counts it, with the national holidays and collective leave
  // (docs/business-rules.md#applicant-clock); the local Monday-to-Friday estimate until it answers.
  const serverDate = data?.registration_clock.step === 'registration_review' ? data.registration_clock.act_by : null;
  const step = localStep?.kind === 'waitReview' && serverDate ? { ...localStep, expectedBy: serverDate } : localStep;
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
            {company ? (
              <EntityStatusBadge status={company.status} />
            ) : (
              <span className="text-sm">{t('dashboard.noCompany')}</span>
            )}
          </CardContent>
        </Card>
      </section>

      {company ? (
        <>
          {/* "Langkah berikutnya" comes first in the page (on phones above the counters, docs/decisions/104);
              from lg up the counters take the first row. */}
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:order-2 lg:col-span-3">
              <NextActions
                step={step}
                actions={data?.next_actions}
                loading={stats.isPending}
                offerFirstApplication={isDocumentVerified && data?.total_applications === 0}
              />
            </div>
            <div className="lg:order-1 lg:col-span-5">
              <DashboardStats
                stats={data}
                loading={stats.isPending}
                failed={stats.isError && !data}
                onRetry={() => void stats.refetch()}
                linked={isDocumentVerified}
              />
            </div>
            <div className="lg:order-3 lg:col-span-2">
              <RecentActivity items={data?.recent_activity} loading={stats.isPending} />
            </div>
            <div className="lg:order-4 lg:col-span-5">
              <OwnAppealsCard />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
