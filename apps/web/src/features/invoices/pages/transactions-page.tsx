import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_SORTS, type TInvoiceListItem } from '@portal/contract';
import { INVOICE_STATUSES } from '@portal/contract/constants';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListPagination, listTableState } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { StatusBadge } from '@/components/ui/status-badge';
import { useClampPage, useListParams } from '@/hooks/use-list-params';
import { formatCurrency } from '@/lib/currency';
import { formatBusinessDate, formatDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useInvoices } from '../api/invoices';
import { INVOICE_LIST_FILTERS } from '../lib/list-view';

/** Transaksi: the company's invoices with badges, Rp amounts and due dates (docs/api.md#invoices). */
export function TransactionsPage() {
  const { t } = useTranslation('invoices');
  const statusT = useTranslation('status').t;
  const appT = useTranslation('applications').t;
  const { locale } = useLocale();
  const params = useListParams({ filters: INVOICE_LIST_FILTERS });
  const list = useInvoices(params.query);
  useClampPage(params, list.data);
  const columns: TDataTableColumn<TInvoiceListItem>[] = [
    {
      id: 'trans',
      header: t('list.columns.trans'),
      isRowHeader: true,
      cell: (r) => (
        <span className="flex flex-col gap-0.5">
          <Link
            to={`/payment/${r.uuid_invoice}`}
            className="font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline dark:text-sky-300"
          >
            {r.transId}
          </Link>
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
            <Link to={`/applications/${r.application.code_reg}`} className="font-mono hover:underline">
              {r.application.code_reg}
            </Link>{' '}
            · {appT(`types.${r.application.type}`)}
          </span>
        </span>
      ),
    },
    {
      id: 'total',
      header: t('list.columns.total'),
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (r) => <span className="font-medium">{formatCurrency(r.total)}</span>,
    },
    {
      id: 'due',
      header: t('list.columns.due'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <span className="flex flex-col">
          {formatBusinessDate(r.due_date, locale)}
          {r.paid_at ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {t('list.paidAt', { date: formatDate(r.paid_at, locale) })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'issued',
      header: t('list.columns.issued'),
      className: 'hidden lg:table-cell whitespace-nowrap',
      cell: (r) => formatDate(r.issued_at, locale),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      sticky: true,
      className: 'right-0',
      cell: (r) => <StatusBadge status={r.status} />,
    },
  ];
  return (
    <div className="space-y-4">
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))] md:items-end">
        <SearchInput
          className="col-span-2 md:col-span-1"
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={params.searchInput}
          onChange={params.setSearchInput}
        />
        <FilterSelect
          label={t('list.status')}
          allLabel={t('list.allStatuses')}
          value={params.filters.status}
          onChange={(v) => params.setFilter('status', v)}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: statusT(`badge.${s}`) }))}
        />
        <FilterSelect
          label={t('list.sort')}
          allLabel={t('sorts.newest')}
          value={params.filters.sort}
          onChange={(v) => params.setFilter('sort', v)}
          options={INVOICE_SORTS.filter((s) => s !== 'newest').map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        />
      </div>
      <div>
        {/* Phones: one card per invoice, amount and due date first. */}
        {list.data?.items.length ? (
          <ul className={cn('space-y-3 md:hidden', list.isFetching && 'opacity-60')} aria-label={t('list.caption')}>
            {list.data.items.map((r) => (
              <li
                key={r.uuid_invoice}
                className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-3">
                  {columns[0].cell(r)}
                  <StatusBadge status={r.status} />
                </div>
                <div className="mt-3 flex items-end justify-between gap-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
                  <span className="text-slate-700 dark:text-slate-300">
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{t('list.columns.due')}</span>
                    {columns[2].cell(r)}
                  </span>
                  <span className="text-base font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                    {formatCurrency(r.total)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <DataTable
          className={list.data?.items.length ? 'hidden md:block' : undefined}
          columns={columns}
          rows={list.data?.items}
          getRowKey={(r) => r.uuid_invoice}
          caption={t('list.caption')}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyDescription')}
          emptyAction={
            <Link to="/applications" className={buttonClasses('outline', 'sm')}>
              {t('list.toApplications')}
            </Link>
          }
          {...listTableState(params, list)}
        />
        <ListPagination params={params} total={list.data?.total} />
      </div>
    </div>
  );
}
