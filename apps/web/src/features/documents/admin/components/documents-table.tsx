import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentTypeLabel, type TAdminDocument } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { DocumentActions } from './document-actions';
import { formatFileSize } from '@/lib/file-size';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

interface Props extends TListTableState {
  rows: TAdminDocument[] | undefined;
}

export function DocumentsTable({ rows, ...state }: Props) {
  const { t, i18n } = useTranslation('admin');
  // Every type has words: the screen's own, else the contract's (application, request and payment files).
  const typeLabel = (d: TAdminDocument) =>
    t(`documentTypes.${d.document_type}`, {
      defaultValue: documentTypeLabel(d.document_type, i18n.language === 'en' ? 'en' : 'id'),
    });
  const columns: TDataTableColumn<TAdminDocument>[] = [
    {
      id: 'document',
      header: t('documents.columns.document'),
      isRowHeader: true,
      cell: (d) => (
        <span className="block">
          {typeLabel(d)}
          {d.is_current ? null : (
            <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">
              ({t('documents.earlier')})
            </span>
          )}
          <span
            className="block max-w-64 truncate text-xs font-normal text-slate-500 dark:text-slate-400"
            title={d.original_name}
          >
            {d.original_name}
          </span>
        </span>
      ),
    },
    {
      id: 'company',
      header: t('documents.columns.company'),
      cell: (d) =>
        d.company_id ? (
          <Link to={`/admin/companies/${d.company_id}`} className="text-brand-700 hover:underline dark:text-brand-100">
            {d.company_name ?? `#${d.company_id}`}
          </Link>
        ) : (
          '-'
        ),
    },
    {
      id: 'status',
      header: t('documents.columns.status'),
      cell: (d) => (
        <span className="block space-y-1">
          <EntityStatusBadge status={d.status} />
          {d.review_note ? (
            <span className="block max-w-56 text-xs text-red-700 dark:text-red-300">{d.review_note}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'size',
      header: t('documents.columns.size'),
      cell: (d) => formatFileSize(d.file_size, localeOf(i18n.language)),
      className: 'whitespace-nowrap',
    },
    {
      id: 'uploaded',
      header: t('documents.columns.uploaded'),
      cell: (d) => formatDateTime(d.uploaded_at, localeOf(i18n.language)),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (d) => <DocumentActions doc={d} label={typeLabel(d)} />,
      sticky: true,
      className: 'right-0 text-right',
    },
  ];
  return (
    <DataTable
      caption={t('documents.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(d) => d.uuid}
      emptyTitle={t('documents.emptyTitle')}
      {...state}
    />
  );
}
