import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminCompany } from '../api/get-admin-company';
import { CompanyEditForm } from '../components/company-edit-form';
import { DetailError, DetailSkeleton } from '../components/page-states';
import { parseCompanyId } from '../lib/company-id';

/** Company edit for admins (issue 3): saves through admin/companies/update.php, cancel back to the detail. */
export function AdminCompanyEditPage() {
  const { t } = useTranslation('admin');
  const id = parseCompanyId(useParams().companyId);
  const detail = useAdminCompany(id);

  if (!id) return <DetailError error={null} onRetry={() => undefined} />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return <DetailError error={detail.error} onRetry={() => void detail.refetch()} />;

  const { company } = detail.data;
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('companyEdit.title', { name: company.name })}
        description={t('companyEdit.description')}
        actions={
          <Link to={`/admin/companies/${company.companyId}`} className={buttonClasses('ghost')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('companyEdit.backToDetail')}
          </Link>
        }
      />
      {/* Keyed by company: the form starts from the loaded data and keeps edits across refetches. */}
      <CompanyEditForm key={company.companyId} company={company} />
    </div>
  );
}
