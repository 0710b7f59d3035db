import { useTranslation } from 'react-i18next';
import { API } from '@portal/contract/constants';
import { ExportButtons } from '@/components/ui/export-buttons';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAdminCompanies } from '../api/get-admin-companies';
import { COMPANY_LIST_FILTERS, CompaniesToolbar } from '../components/companies-toolbar';
import { CompaniesTable } from '../components/companies-table';

/** Manajemen Perusahaan (issue 3): status filter, search (name, NPWP, NIB), paging, CSV. */
export function AdminCompaniesPage() {
  const { t } = useTranslation('admin');
  const params = useListParams({ filters: COMPANY_LIST_FILTERS });
  const list = useAdminCompanies(params.query);
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('companies.title')}
        description={t('companies.description')}
        actions={<ExportButtons path={API.adminCompaniesExport} query={params.filterQuery} baseName="perusahaan" />}
      />
      <CompaniesToolbar params={params} />
      <div>
        <CompaniesTable
          rows={list.data?.items}
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
