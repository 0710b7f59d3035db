import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COMPANY_STATUS } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useAdminCompany } from '../api/get-admin-company';
import { CompanyDataCard } from '../components/company-data-card';
import { DecisionCard } from '../components/decision-card';
import { DocumentsCard } from '../components/documents-card';
import { OwnerCard } from '../components/owner-card';
import { DetailError, DetailSkeleton } from '../components/page-states';
import { parseCompanyId } from '../lib/company-id';
import { missingForApproval, registrationGroups } from '../lib/documents';
import { IdNumber } from '@/components/ui/id-number';

/** Company detail and verification (issue 3): data, leader, documents with review, the decision. */
export function AdminCompanyDetailPage() {
  const { t } = useTranslation('admin');
  const id = parseCompanyId(useParams().companyId);
  const detail = useAdminCompany(id);

  if (!id) return <DetailError error={null} onRetry={() => undefined} />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return <DetailError error={detail.error} onRetry={() => void detail.refetch()} />;

  const data = detail.data;
  const { company } = data;
  const groups = registrationGroups(data);
  const missing = missingForApproval(groups);
  return (
    <div className="space-y-6">
      <PageHeader
        title={company.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <EntityStatusBadge status={company.status} />
            <span>
              {t('companyFields.npwp')} <IdNumber kind="npwp" value={company.npwp} /> · {t('companyFields.nib')} <IdNumber kind="nib" value={company.nib} />
            </span>
          </span>
        }
        actions={
          <>
            <Link to="/admin/companies" className={buttonClasses('ghost')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('detail.backToList')}
            </Link>
            <Link to={`/admin/companies/edit/${company.companyId}`} className={buttonClasses('outline')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('detail.edit')}
            </Link>
          </>
        }
      />
      {company.status === COMPANY_STATUS.REJECTED && company.review_note ? (
        <div role="note" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
          <p className="font-medium">{t('detail.rejectionNote')}</p>
          <p className="mt-1 whitespace-pre-line">{company.review_note}</p>
        </div>
      ) : null}
      <DecisionCard company={company} missing={missing} />
      <DocumentsCard detail={data} groups={groups} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CompanyDataCard company={company} />
        <OwnerCard company={company} user={data.user} />
      </div>
    </div>
  );
}
