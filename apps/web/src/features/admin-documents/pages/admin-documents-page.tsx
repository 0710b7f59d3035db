import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { useAdminDocuments } from '../api/get-admin-documents';
import { DocumentsTable } from '../components/documents-table';
import { DocumentsToolbar } from '../components/documents-toolbar';
import { DOCUMENT_LIST_FILTERS } from '../lib/filters';

/** Manajemen Dokumen (issue 3): every uploaded document; filters type, status, company; preview and download. */
export function AdminDocumentsPage() {
  const { t } = useTranslation('admin');
  const params = useListParams({ filters: DOCUMENT_LIST_FILTERS });
  const list = useAdminDocuments(params.query);
  useClampPage(params, list.data);
  return (
    <div className="space-y-4">
      <PageHeader title={t('documents.title')} description={t('documents.description')} />
      <DocumentsToolbar params={params} />
      <div>
        <DocumentsTable
          rows={list.data?.items}
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
