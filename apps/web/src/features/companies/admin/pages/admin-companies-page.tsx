import { useTranslation } from 'react-i18next';
import { ExportButtons } from '@/components/ui/export-buttons';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAdminCompanies } from '../api/get-admin-companies';
import { CompaniesToolbar } from '../components/companies-toolbar';
import { CompaniesTable } from '../components/companies-table';
import { QueueTabs } from '../components/queue-tabs';
import { COMPANY_LIST_FILTERS, companyListQuery } from '../lib/list-view';

/**
 * Manajemen Perusahaan: opens on the verification queue (in review, oldest submission first,
 * with waiting time and progress); "Semua perusahaan" adds the status filter and the sorts.
 * Search, paging and CSV in both (docs/business-rules.md#verification-queue).
 */
export function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  const params = useListParams({ filters: COMPANY_LIST_FILTERS });
  const isQueue = params.filters.view !== 'all';
  const list = useAdminCompanies(companyListQuery(params.query, isQueue));
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader
        title={isQueue ? t('queue.title') : t('companies.title')}
        description={isQueue ? t('queue.description') : t('companies.description')}
        actions={
          <ExportButtons
            path="admin/companies/export.php"
            query={companyListQuery(params.filterQuery, isQueue)}
            baseName="perusahaan"
          />
        }
      />
      <QueueTabs isQueue={isQueue} waiting={isQueue ? list.data?.total : undefined} />
      <CompaniesToolbar params={params} isQueue={isQueue} />
      <div>
        <CompaniesTable rows={list.data?.items} isQueue={isQueue} {...listTableState(params, list)} />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
