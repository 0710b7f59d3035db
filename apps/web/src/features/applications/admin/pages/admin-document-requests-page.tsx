import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DOCUMENT_REQUEST_SORTS, type TAdminDocumentRequestListItem } from '@portal/contract';
import { DOCUMENT_REQUEST_STATUSES } from '@portal/contract/constants';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { StatusBadge } from '@/components/ui/status-badge';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { formatDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { useAdminDocumentRequests } from '../api/applications';
import type { TListPlace } from '@/lib/admin/list-filters';
import { DOCUMENT_REQUEST_LIST_FILTERS } from '../lib/list-filters';

/** Permohonan Dokumen: every document request, with status and overdue filters, search, order and a link to its application. */
export function AdminDocumentRequestsPage() {
  const { t, i18n } = useTranslation('adminWorkflow');
  const statusT = useTranslation('status').t;
  const params = useListParams({ filters: DOCUMENT_REQUEST_LIST_FILTERS });
  const list = useAdminDocumentRequests(params.query);
  useClampPage(params, list.data);
  const { pathname, search } = useLocation();
  const place: TListPlace = { listPath: `${pathname}${search}` };
  const locale = localeOf(i18n.language);
  const columns: TDataTableColumn<TAdminDocumentRequestListItem>[] = [
    {
      id: 'title',
      header: t('requests.columns.title'),
      isRowHeader: true,
      cell: (r) => (
        <span className="block">
          {r.title}
          {r.description ? (
            <span
              className="block max-w-72 truncate text-xs font-normal text-slate-500 dark:text-slate-400"
              title={r.description}
            >
              {r.description}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'application',
      header: t('fields.application'),
      cell: (r) => (
        <span className="block whitespace-nowrap">
          <Link
            to={`/admin/applications/${r.code_reg}`}
            state={place}
            className="font-mono text-brand-700 hover:underline dark:text-brand-100"
          >
            {r.code_reg}
          </Link>
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {statusT(`badge.${r.application_status}`)}
          </span>
        </span>
      ),
    },
    { id: 'company', header: t('fields.company'), cell: (r) => r.company_name },
    {
      id: 'due',
      header: t('fields.due'),
      cell: (r) => (
        <span className="block whitespace-nowrap">
          {formatDate(r.due_date, locale)}
          {r.overdue ? (
            <span className="block text-xs font-semibold text-red-700 dark:text-red-300">{t('requests.overdue')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('requests.columns.created'),
      cell: (r) => formatDate(r.created_at, locale),
      className: 'whitespace-nowrap',
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (r) => <StatusBadge status={r.status} />,
      sticky: true,
      className: 'right-0 whitespace-nowrap',
    },
  ];
  return (
    <div className="space-y-4">
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
        <SearchInput
          label={t('requests.searchLabel')}
          placeholder={t('requests.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('admin:list.all')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          options={DOCUMENT_REQUEST_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
        />
        <FilterSelect
          label={t('requests.overdueFilter')}
          allLabel={t('admin:list.all')}
          value={params.filters.overdue}
          onChange={(v) => params.setFilter('overdue', v)}
          options={[
            { value: 'true', label: t('requests.overdueOnly') },
            { value: 'false', label: t('requests.notOverdue') },
          ]}
        />
        <FilterSelect
          label={t('admin:list.sortLabel')}
          allLabel={t('sorts.due_date')}
          value={params.filters.sort}
          onChange={(v) => params.setFilter('sort', v)}
          options={DOCUMENT_REQUEST_SORTS.filter((s) => s !== 'due_date').map((s) => ({
            value: s,
            label: t(`sorts.${s}`),
          }))}
        />
      </div>
      <div>
        <DataTable
          caption={t('requests.caption')}
          columns={columns}
          rows={list.data?.items}
          getRowKey={(r) => r.uuid}
          emptyTitle={t('requests.emptyTitle')}
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
