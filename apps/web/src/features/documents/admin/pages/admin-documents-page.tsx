import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAdminDocuments } from '../api/get-admin-documents';
import { DocumentsTable } from '../components/documents-table';
import { DocumentsToolbar } from '../components/documents-toolbar';
import { DOCUMENT_LIST_FILTERS } from '../lib/filters';

/** Manajemen Dokumen: every uploaded document; filters type, status, company, upload dates; a link to each review, preview and download. */
export function AdminDocumentsPage() {
  const { t } = useTranslation('admin');
  const params = useListParams({ filters: DOCUMENT_LIST_FILTERS });
  // A reversed date range is shown as an error beside the dates and not sent (the server would refuse it).
  const { from, to } = params.filters;
  const query =
    from && to && from > to
      ? Object.fromEntries(Object.entries(params.query).filter(([k]) => k !== 'to'))
      : params.query;
  const list = useAdminDocuments(query);
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader title={t('documents.title')} description={t('documents.description')} />
      <DocumentsToolbar
        params={params}
        companyName={params.filters.company_id ? (list.data?.items[0]?.company_name ?? null) : null}
      />
      <div>
        <DocumentsTable rows={list.data?.items} {...listTableState(params, list)} />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
