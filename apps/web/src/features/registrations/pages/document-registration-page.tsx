import { BadgeCheck, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AppealPanel } from '@/features/appeals';
import { CompanyForm, REGISTRATION_FORM_FIELDS } from '@/features/companies';
import { useSession } from '@/features/session';
import { useDocuments } from '@/features/documents';
import { DocumentList } from '../components/document-list';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { RegistrationStageBanner } from '../components/registration-stage-banner';
import { RegistrationSummary } from '../components/registration-summary';
import { isRegistrationEditable, registrationProgress } from '../lib/registration-progress';

/**
 * Dokumen Registrasi (/document-registration; docs/business-rules.md#registration-documents):
 * the company data still missing from sign-up, one card per document type, the progress and
 * "submit for verification". In review everything is locked; after approval the page only
 * points to Data Perusahaan (the menu item is gone by then).
 */
export function DocumentRegistrationPage() {
  const { t } = useTranslation(['onboarding', 'company']);
  const { company, user, isStaff } = useSession();
  const documentsQuery = useDocuments();
  // A notification about one document opens the page at its card (docs/decisions/104).
  useScrollToHash(Boolean(documentsQuery.data));

  if (!company)
    return (
      <EmptyState icon={Building2} title={t('company:page.noCompany')} description={t('company:page.noCompanyHint')} />
    );

  const progress = registrationProgress(company, documentsQuery.data?.documents ?? []);
  if (progress.stage === 'approved') {
    return (
      <EmptyState
        icon={BadgeCheck}
        title={t('stage.approved.title')}
        description={t('stage.approved.body')}
        action={
          <Link to="/company" className={buttonClasses('primary', 'md')}>
            {t('stage.approved.link')}
          </Link>
        }
      />
    );
  }
  // Staff read the registration; its data and documents are the owner's (403 OWNER_ONLY on the server).
  const isEditable = isRegistrationEditable(progress.stage) && !isStaff;

  return (
    <div className="space-y-6">
      <RegistrationStageBanner stage={progress.stage} company={company} />
      {isStaff ? (
        <p
          data-testid="owner-only-note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
        >
          {t('staffReadOnly')}
        </p>
      ) : null}
      {/* A rejected registration may be appealed, with files; after an upheld appeal (back in review) its answer stays. */}
      {company.status === 'rejected' || company.status === 'in_review' ? (
        <AppealPanel
          subjectType="registration"
          subjectId={String(company.companyId)}
          subjectLabel={company.name}
          refused={company.status === 'rejected'}
        />
      ) : null}
      {documentsQuery.isSuccess ? (
        <RegistrationSummary progress={progress} isStaff={isStaff} />
      ) : documentsQuery.isPending ? (
        <Card aria-hidden="true" className="space-y-3 p-5">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-9 w-48" />
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{t('companySection.title')}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('companySection.description')}</p>
        </CardHeader>
        <CardContent>
          <CompanyForm
            key={`${company.companyId}-${company.status}`}
            idPrefix="registration"
            company={company}
            fields={REGISTRATION_FORM_FIELDS}
            required={REGISTRATION_FORM_FIELDS}
            disabled={!isEditable}
            submitLabel={t('companySection.save')}
            prefill={{ leader_name: user?.name }}
          />
        </CardContent>
      </Card>

      <section aria-labelledby="registration-documents-title" className="space-y-3">
        <div className="space-y-1">
          <h2 id="registration-documents-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('documentsSection.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('documentsSection.description')}</p>
        </div>
        <DocumentList
          company={company}
          documents={documentsQuery.data?.documents}
          isLoading={documentsQuery.isPending}
          isError={documentsQuery.isError}
          onRetry={() => void documentsQuery.refetch()}
          isEditable={isEditable}
          isReadOnly={isStaff}
        />
      </section>
    </div>
  );
}
