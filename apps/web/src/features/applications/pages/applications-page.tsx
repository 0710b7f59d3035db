import { useTranslation } from 'react-i18next';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useApplications } from '../api/applications';
import { ApplicationsTable } from '../components/applications-table';
import { ApplicationsToolbar } from '../components/applications-toolbar';
import { NewApplicationLink } from '../components/new-application-link';
import { APPLICATION_LIST_FILTERS } from '../lib/list-view';

/** Permohonan SBU: the company's applications, server-side filtered and paged (docs/api.md#applications). */
export function ApplicationsPage() {
  const { t } = useTranslation('applications');
  const params = useListParams({ filters: APPLICATION_LIST_FILTERS });
  const list = useApplications(params.query);
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader title={t('list.title')} description={t('list.description')} actions={<NewApplicationLink />} />
      <ApplicationsToolbar params={params} />
      <div>
        <ApplicationsTable rows={list.data?.items} {...listTableState(params, list)} />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
