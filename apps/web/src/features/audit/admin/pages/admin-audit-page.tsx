import { useTranslation } from 'react-i18next';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAuditList } from '../api/audit';
import { AuditTable } from '../components/audit-table';
import { AuditToolbar } from '../components/audit-toolbar';
import { CsvExportButton } from '../components/csv-export-button';
import { AUDIT_LIST_FILTERS } from '../lib/filters';

/**
 * Log Audit: every admin action and state change (docs/business-rules.md#audit-trail), filtered
 * by entity, actor, action, dates and a search, paged on the server, with the CSV of the same
 * filter. The filter lives in the URL (a shared link, the back button).
 */
export function AdminAuditPage() {
  const { t } = useTranslation('adminAudit');
  const params = useListParams({ filters: AUDIT_LIST_FILTERS });
  const list = useAuditList(params.query);
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<CsvExportButton query={params.filterQuery} />}
      />
      <AuditToolbar params={params} />
      <div>
        <AuditTable rows={list.data?.items} {...listTableState(params, list)} />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
